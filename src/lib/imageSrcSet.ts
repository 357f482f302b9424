/** Widths the grid's cards offer the browser; the server renders each (any width of an image it gave a URL for). */
export const CARD_WIDTHS = [256, 374, 512, 768] as const;

/**
 * A `srcset` from one image URL the server gave: the same URL (signature and all) at each width, so the
 * browser fetches the size its layout and screen density need.
 */
export function srcSetFor(url: string, widths: readonly number[] = CARD_WIDTHS): string {
  // Parsed once per URL: the grid builds one for every card it shows while scrolling.
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  return widths
    .map((width) => {
      params.set('width', String(width));
      return `${path}?${params} ${width}w`;
    })
    .join(', ');
}
