/** Widths the grid's cards offer the browser; the server renders each (any width of an image it gave a URL for). */
export const CARD_WIDTHS = [256, 374, 512, 768] as const;

/**
 * A `srcset` from one image URL the server gave: the same URL (signature and all) at each width, so the
 * browser fetches the size its layout and screen density need.
 */
export function srcSetFor(url: string, widths: readonly number[] = CARD_WIDTHS): string {
  // Plain string work: the grid builds one for every card it renders, and with URLSearchParams 60 cards took
  // about 35 ms of home's first render.
  const own = /([?&])width=[^&#]*/.exec(url);
  const atWidth = own
    ? (width: number) => `${url.slice(0, own.index)}${own[1]}width=${width}${url.slice(own.index + own[0].length)}`
    : (width: number) => `${url}${url.includes('?') ? '&' : '?'}width=${width}`;
  return widths.map((width) => `${atWidth(width)} ${width}w`).join(', ');
}
