/** The grid's layout as CSS lays it out: square cards at least MIN_CARD wide, GAP apart, in Discover's page. */
export const GAP = 12;
const MIN_CARD = 168;
/** Discover's page (DiscoverScreen's `max-w-7xl px-4`): the grid spans it less its padding on each side. */
const PAGE_MAX_WIDTH = 1280;
const PAGE_PADDING = 16;

/** Columns and row height (a card and the gap under it) of a grid `width` wide. */
export function layoutFor(width: number) {
  const columns = Math.max(2, Math.floor((width + GAP) / (MIN_CARD + GAP)));
  return { columns, rowHeight: (width - GAP * (columns - 1)) / columns + GAP };
}

/** The grid's width on a viewport `viewportWidth` wide: the page's, less its padding. */
export const gridWidthFor = (viewportWidth: number) => Math.min(viewportWidth, PAGE_MAX_WIDTH) - 2 * PAGE_PADDING;

/** A card's width in CSS pixels on a viewport `viewportWidth` wide. */
export function cardWidthFor(viewportWidth: number) {
  return layoutFor(gridWidthFor(viewportWidth)).rowHeight - GAP;
}

/**
 * The cards' `sizes`: the width a card has at each viewport width, by the same layout, so the browser fetches
 * the smallest picture that covers a card's device pixels (with "50vw", a phone at 2x took 512 px pictures for
 * 346 device pixels). A media query for each column count, from the widest page down to the two columns of a phone.
 */
export function cardSizes() {
  const widest = layoutFor(gridWidthFor(PAGE_MAX_WIDTH)).columns;
  const entries = [`(min-width: ${PAGE_MAX_WIDTH}px) ${cardWidthFor(PAGE_MAX_WIDTH)}px`];
  for (let columns = widest - 1; columns >= 2; columns--) {
    const margins = 2 * PAGE_PADDING + GAP * (columns - 1);
    const width = `calc((100vw - ${margins}px) / ${columns})`;
    // The narrowest viewport with this many columns; below the narrowest, still two.
    entries.push(columns > 2 ? `(min-width: ${columns * (MIN_CARD + GAP) - GAP + 2 * PAGE_PADDING}px) ${width}` : width);
  }
  return entries.join(', ');
}
