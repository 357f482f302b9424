import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { GAP, gridWidthFor, layoutFor } from './gridLayout';

const OVERSCAN_ROWS = 3;
const FIRST_PAGE = 60;

export interface GridWindow {
  columns: number;
  rowHeight: number;
  first: number;
  last: number;
  paddingTop: number;
  paddingBottom: number;
}

/**
 * About how many cards the first screen shows, before the grid is measured: the grid's first render holds these,
 * and the rest of the first page follows in a render React can pause (see ProfileGrid).
 */
export function firstScreenCards(viewport: { innerWidth: number; innerHeight: number } = window) {
  // The grid's own width, as the cards' sizes count it, not the whole viewport's.
  const { columns, rowHeight } = layoutFor(gridWidthFor(viewport.innerWidth));
  return columns * Math.max(1, Math.ceil(viewport.innerHeight / rowHeight));
}

/**
 * Windowing for a grid of square cards in a page that scrolls as a whole: only the rows near the viewport
 * are rendered, with padding standing in for the rest, so a grid of 1,000 profiles keeps a few dozen cards
 * in the DOM. Scrolling re-renders only when the band of visible rows changes. Before the container is
 * measured (or without layout, as in tests) every item renders.
 */
export function useGridWindow(count: number) {
  const ref = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState(0);
  const [rows, setRows] = useState<{ from: number; to: number } | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (width === 0) return;
    let frame = 0;
    const { rowHeight } = layoutFor(width);
    const measure = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      // The viewport in the grid's own coordinates, as a band of rows.
      const top = -element.getBoundingClientRect().top;
      const from = Math.max(0, Math.floor(top / rowHeight) - OVERSCAN_ROWS);
      const to = Math.max(from, Math.ceil((top + window.innerHeight) / rowHeight) + OVERSCAN_ROWS);
      setRows((current) => (current?.from === from && current.to === to ? current : { from, to }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [width]);

  let grid: GridWindow = { columns: 0, rowHeight: 0, first: 0, last: count, paddingTop: 0, paddingBottom: 0 };
  if (width > 0 && rows) {
    const { columns, rowHeight } = layoutFor(width);
    const total = Math.ceil(count / columns);
    const from = Math.min(rows.from, total);
    // Near the top, the whole first page is in the DOM (every card of it findable), however narrow the screen.
    const to = Math.min(Math.max(rows.to, from === 0 ? Math.ceil(FIRST_PAGE / columns) : 0), total);
    grid = {
      columns,
      rowHeight,
      first: from * columns,
      last: Math.min(count, to * columns),
      paddingTop: from * rowHeight,
      paddingBottom: (total - to) * rowHeight,
    };
  }
  return { ref, window: grid, gap: GAP };
}
