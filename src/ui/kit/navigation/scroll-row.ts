import { useEffect, useRef, type RefObject } from 'react';

/** Room left beside the current item, so the neighbour's edge hints that the row goes on. */
export const ROW_MARGIN = 24;

/**
 * Where a row that scrolls sideways must be scrolled so an item shows whole: `null` when it already does.
 * `start` and `end` are the item's edges in the row's content (0 = the row's first pixel); an item wider
 * than the row is aligned at its start.
 */
export function rowScrollFor(
  row: { scrollLeft: number; clientWidth: number; scrollWidth: number },
  item: { start: number; end: number },
  margin: number = ROW_MARGIN,
): number | null {
  const max = Math.max(0, row.scrollWidth - row.clientWidth);
  const clamp = (value: number) => Math.min(max, Math.max(0, Math.round(value)));
  const visibleEnd = row.scrollLeft + row.clientWidth;
  if (item.start >= row.scrollLeft && item.end <= visibleEnd) return null;
  const target =
    item.start < row.scrollLeft || item.end - item.start > row.clientWidth - 2 * margin
      ? item.start - margin
      : item.end + margin - row.clientWidth;
  const next = clamp(target);
  return next === row.scrollLeft ? null : next;
}

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Scrolls the row (and only the row: the page stays where it is) so its current item shows. */
function bringCurrentIntoRow(row: HTMLElement, selector: string, smooth: boolean): void {
  const item = row.querySelector<HTMLElement>(selector);
  if (!item) return;
  const rowBox = row.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  const start = itemBox.left - rowBox.left - row.clientLeft + row.scrollLeft;
  const next = rowScrollFor(row, { start, end: start + itemBox.width });
  if (next === null) return;
  if (typeof row.scrollTo === 'function') {
    row.scrollTo({ left: next, behavior: smooth && !reducedMotion() ? 'smooth' : 'instant' });
  } else {
    row.scrollLeft = next;
  }
}

/**
 * Keeps the current item of a row that scrolls sideways (tabs, filters, thumbnails on a phone) in view: at
 * once on the first paint, smoothly when `current` changes, and again when the row's items change size (a
 * count arriving widens a tab and can push the current one out). `selector` finds the current item inside
 * the row, e.g. `[aria-selected="true"]` or `[aria-current]`.
 */
export function useCurrentInRow<T extends HTMLElement>(
  selector: string,
  current: unknown,
): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  const painted = useRef(false);

  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    bringCurrentIntoRow(row, selector, painted.current);
    painted.current = true;
  }, [selector, current]);

  useEffect(() => {
    const row = ref.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => bringCurrentIntoRow(row, selector, false));
    observer.observe(row);
    for (const child of Array.from(row.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [selector]);

  return ref;
}
