import type { Rng } from './random.ts';

/**
 * SVG drawings for the seeded image pool: abstract sona portraits, fursuit heads, paw prints, landscapes and
 * people silhouettes. They only need to look like a colourful profile gallery, so they are shapes and
 * gradients, no text.
 */
export type ArtKind = 'portrait' | 'fursuit' | 'paw' | 'landscape' | 'person' | 'abstract';

export function drawArt(kind: ArtKind, rng: Rng): { svg: string; width: number; height: number } {
  switch (kind) {
    case 'portrait':
      return square(640, portrait(rng, 640, false));
    case 'fursuit':
      return square(640, portrait(rng, 640, true));
    case 'paw':
      return square(640, paw(rng, 640));
    case 'person':
      return square(640, person(rng, 640));
    case 'landscape':
      return { svg: wrap(1024, 576, landscape(rng, 1024, 576)), width: 1024, height: 576 };
    case 'abstract':
      return square(768, abstract(rng, 768));
  }
}

function square(size: number, body: string) {
  return { svg: wrap(size, size, body), width: size, height: size };
}

function wrap(width: number, height: number, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function hsl(hue: number, saturation: number, lightness: number) {
  return `hsl(${Math.round(((hue % 360) + 360) % 360)},${Math.round(saturation)}%,${Math.round(lightness)}%)`;
}

function linearBackground(rng: Rng, id: string, hue: number) {
  const angle = rng.int(0, 1);
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${angle}" y2="1">
<stop offset="0" stop-color="${hsl(hue, 70, 70)}"/><stop offset="1" stop-color="${hsl(hue + rng.int(40, 140), 65, 40)}"/>
</linearGradient></defs>`;
}

/** A cartoon animal head: ears, face, muzzle, eyes; fursuits get bigger eyes and a toothy smile. */
function portrait(rng: Rng, size: number, fursuit: boolean) {
  const hue = rng.int(0, 359);
  const fur = hsl(rng.int(0, 50) + (rng.chance(0.3) ? rng.int(150, 250) : 0), rng.int(40, 90), rng.int(35, 65));
  const light = hsl(hue, 30, 90);
  const c = size / 2;
  const headR = size * (fursuit ? 0.3 : 0.26);
  const earStyle = rng.pick(['pointy', 'round', 'long', 'horns']);
  const ears = drawEars(earStyle, c, c - headR * 0.55, headR, fur, light);
  const eyeR = headR * (fursuit ? 0.2 : 0.11);
  const eyeColour = hsl(rng.int(0, 359), 80, 45);
  const eye = (x: number) =>
    `<circle cx="${x}" cy="${c - headR * 0.15}" r="${eyeR}" fill="#fff"/>` +
    `<circle cx="${x}" cy="${c - headR * 0.12}" r="${eyeR * 0.6}" fill="${eyeColour}"/>` +
    `<circle cx="${x}" cy="${c - headR * 0.12}" r="${eyeR * 0.3}" fill="#111"/>`;
  const marking = rng.chance(0.5)
    ? `<path d="M ${c - headR * 0.9} ${c - headR * 0.4} Q ${c} ${c - headR * 1.2} ${c + headR * 0.9} ${c - headR * 0.4}" stroke="${hsl(hue + 180, 70, 50)}" stroke-width="${headR * 0.12}" fill="none"/>`
    : '';
  return `${linearBackground(rng, 'bg', hue)}<rect width="100%" height="100%" fill="url(#bg)"/>
<circle cx="${c}" cy="${c + headR * 1.6}" r="${headR * 1.2}" fill="${fur}"/>
${ears}<circle cx="${c}" cy="${c}" r="${headR}" fill="${fur}"/>${marking}
<ellipse cx="${c}" cy="${c + headR * 0.35}" rx="${headR * 0.55}" ry="${headR * 0.42}" fill="${light}"/>
${eye(c - headR * 0.42)}${eye(c + headR * 0.42)}
<ellipse cx="${c}" cy="${c + headR * 0.18}" rx="${headR * 0.14}" ry="${headR * 0.09}" fill="#222"/>
<path d="M ${c - headR * 0.2} ${c + headR * 0.45} Q ${c} ${c + headR * (fursuit ? 0.75 : 0.6)} ${c + headR * 0.2} ${c + headR * 0.45}" stroke="#222" stroke-width="${headR * 0.04}" fill="${fursuit ? '#c33' : 'none'}"/>`;
}

function drawEars(style: string, cx: number, top: number, r: number, fur: string, inner: string) {
  const pair = (draw: (side: number) => string) => draw(-1) + draw(1);
  switch (style) {
    case 'round':
      return pair(
        (s) =>
          `<circle cx="${cx + s * r * 0.75}" cy="${top - r * 0.2}" r="${r * 0.35}" fill="${fur}"/><circle cx="${cx + s * r * 0.75}" cy="${top - r * 0.2}" r="${r * 0.18}" fill="${inner}"/>`,
      );
    case 'long':
      return pair(
        (s) =>
          `<ellipse cx="${cx + s * r * 0.4}" cy="${top - r * 0.7}" rx="${r * 0.2}" ry="${r * 0.8}" fill="${fur}"/><ellipse cx="${cx + s * r * 0.4}" cy="${top - r * 0.7}" rx="${r * 0.1}" ry="${r * 0.6}" fill="${inner}"/>`,
      );
    case 'horns':
      return pair(
        (s) =>
          `<polygon points="${cx + s * r * 0.35},${top} ${cx + s * r * 0.6},${top} ${cx + s * r * 0.75},${top - r * 0.9}" fill="#eee8d5"/>`,
      );
    default:
      return pair(
        (s) =>
          `<polygon points="${cx + s * r * 0.2},${top} ${cx + s * r * 0.95},${top + r * 0.2} ${cx + s * r * 0.8},${top - r * 0.85}" fill="${fur}"/><polygon points="${cx + s * r * 0.4},${top + r * 0.05} ${cx + s * r * 0.8},${top + r * 0.12} ${cx + s * r * 0.75},${top - r * 0.5}" fill="${inner}"/>`,
      );
  }
}

/** A paw print: one pad and four toe beans on a gradient. */
function paw(rng: Rng, size: number) {
  const hue = rng.int(0, 359);
  const bean = hsl(hue + 180, rng.int(50, 80), rng.int(60, 80));
  const c = size / 2;
  const toes = [
    [-0.33, -0.2],
    [-0.12, -0.36],
    [0.12, -0.36],
    [0.33, -0.2],
  ]
    .map(([dx, dy]) => `<ellipse cx="${c + dx * size}" cy="${c + dy * size}" rx="${size * 0.085}" ry="${size * 0.11}" fill="${bean}"/>`)
    .join('');
  return `${linearBackground(rng, 'bg', hue)}<rect width="100%" height="100%" fill="url(#bg)"/>
<path d="M ${c - size * 0.22} ${c + size * 0.2} Q ${c - size * 0.25} ${c - size * 0.08} ${c} ${c - size * 0.08} Q ${c + size * 0.25} ${c - size * 0.08} ${c + size * 0.22} ${c + size * 0.2} Q ${c} ${c + size * 0.32} ${c - size * 0.22} ${c + size * 0.2} Z" fill="${bean}"/>${toes}`;
}

/** Sky, sun and three layers of hills: used for header images and "other" photos. */
function landscape(rng: Rng, width: number, height: number) {
  const hue = rng.int(0, 359);
  const hills = [0.55, 0.68, 0.8]
    .map((base, layer) => {
      const points: string[] = [`0,${height}`];
      for (let x = 0; x <= width; x += width / 8) points.push(`${x},${height * (base + (rng.next() - 0.5) * 0.18)}`);
      points.push(`${width},${height}`);
      return `<polygon points="${points.join(' ')}" fill="${hsl(hue + 120 + layer * 15, 45, 45 - layer * 10)}"/>`;
    })
    .join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 35)}"/><stop offset="1" stop-color="${hsl(hue + 40, 80, 75)}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#sky)"/><circle cx="${rng.int(100, width - 100)}" cy="${height * 0.3}" r="${rng.int(40, 80)}" fill="${hsl(hue + 60, 90, 85)}"/>${hills}`;
}

/** A head-and-shoulders silhouette for "person" photos. */
function person(rng: Rng, size: number) {
  const hue = rng.int(0, 359);
  const c = size / 2;
  const tone = hsl(rng.int(15, 35), rng.int(25, 55), rng.int(30, 75));
  return `${linearBackground(rng, 'bg', hue)}<rect width="100%" height="100%" fill="url(#bg)"/>
<ellipse cx="${c}" cy="${size * 0.95}" rx="${size * 0.34}" ry="${size * 0.3}" fill="${hsl(hue + 200, 50, 35)}"/>
<circle cx="${c}" cy="${size * 0.42}" r="${size * 0.16}" fill="${tone}"/>
<path d="M ${c - size * 0.17} ${size * 0.4} Q ${c} ${size * 0.12} ${c + size * 0.17} ${size * 0.4} Q ${c} ${size * 0.26} ${c - size * 0.17} ${size * 0.4} Z" fill="${hsl(rng.int(0, 50), 60, rng.int(10, 50))}"/>`;
}

/** Overlapping translucent shapes on a dark gradient: the pool's mature and explicit "works". */
function abstract(rng: Rng, size: number) {
  const hue = rng.int(280, 400);
  const shapes = Array.from({ length: 14 }, () => {
    const colour = hsl(hue + rng.int(-40, 40), rng.int(60, 95), rng.int(35, 70));
    return rng.chance(0.5)
      ? `<circle cx="${rng.int(0, size)}" cy="${rng.int(0, size)}" r="${rng.int(30, 200)}" fill="${colour}" fill-opacity="0.55"/>`
      : `<rect x="${rng.int(0, size)}" y="${rng.int(0, size)}" width="${rng.int(60, 300)}" height="${rng.int(60, 300)}" rx="40" fill="${colour}" fill-opacity="0.5" transform="rotate(${rng.int(0, 90)} ${size / 2} ${size / 2})"/>`;
  }).join('');
  return `<defs><radialGradient id="bg"><stop offset="0" stop-color="${hsl(hue, 60, 25)}"/><stop offset="1" stop-color="${hsl(hue + 30, 70, 8)}"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>${shapes}`;
}
