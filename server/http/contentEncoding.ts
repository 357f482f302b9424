/** The encodings Snoot sends, best first: brotli is about a fifth smaller than gzip on the client's JS. */
export type Encoding = 'br' | 'gzip';
const PREFERENCE: readonly Encoding[] = ['br', 'gzip'];

/** Quality values by coding from an Accept-Encoding header (`br;q=1.0, gzip;q=0.5, *;q=0`). */
function qualities(header: string) {
  const byCoding = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    byCoding.set(coding, q === undefined ? 1 : Number(q) || 0);
  }
  return byCoding;
}

/**
 * The encodings the client accepts, best first. Without the header a client gets plain bytes: HTTP would
 * allow any coding then, but tools that send no header rarely decode one.
 */
export function acceptedEncodings(header: string | null | undefined): Encoding[] {
  if (!header) return [];
  const byCoding = qualities(header);
  const wildcard = byCoding.get('*') ?? 0;
  return PREFERENCE.filter((coding) => (byCoding.get(coding) ?? wildcard) > 0);
}

/** The best encoding the client accepts, or null for the plain bytes. */
export const negotiateEncoding = (header: string | null | undefined) => acceptedEncodings(header)[0] ?? null;

/** File suffix of a precompressed copy written at build time. */
export const ENCODED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
