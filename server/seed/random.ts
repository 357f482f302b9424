/**
 * A small seeded PRNG so the demo community is the same on every machine for the same seed.
 * sfc32 keeps 128 bits of state: per-profile streams seeded from (seed, stream, index) never share a
 * sequence, which a 32-bit generator could not promise for 100,000 profiles.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, stream = 0, index = 0) {
    this.a = splitmix32(seed ^ 0x9e3779b9);
    this.b = splitmix32(stream + 0x632be5ab);
    this.c = splitmix32(index ^ 0x85ebca6b);
    this.d = splitmix32(this.a ^ this.b ^ this.c);
    // Warm up so that neighbouring seeds diverge before the first draw.
    for (let i = 0; i < 15; i++) this.nextUint32();
  }

  /** An independent stream for one kind of thing (profiles, likes, chat...) and one index. */
  static stream(seed: number, name: string, index = 0) {
    return new Rng(seed, hashString(name), index);
  }

  nextUint32() {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next() {
    return this.nextUint32() / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number) {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number) {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight; `weights[i]` belongs to `items[i]`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let roll = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      roll -= weights[i];
      if (roll < 0) return items[i];
    }
    return items[items.length - 1];
  }

  /** `count` distinct items in random order (all of them if there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }

  /** A version-4-shaped UUID made from this stream, so ids repeat with the seed. */
  uuid() {
    const words = [this.nextUint32(), this.nextUint32(), this.nextUint32(), this.nextUint32()];
    words[1] = (words[1] & 0xffff0fff) | 0x00004000;
    words[2] = (words[2] & 0x3fffffff) | 0x80000000;
    const hex = words.map((word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /** Lower-case alphanumerics, e.g. for share hashes. */
  token(length: number) {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[this.nextUint32() % alphabet.length];
    return out;
  }
}

function splitmix32(value: number) {
  let z = (value + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** FNV-1a, enough to turn a stream name into a number. */
function hashString(text: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
