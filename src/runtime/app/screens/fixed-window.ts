import { useLayoutEffect, useState, type RefObject } from 'react';

/** The rows of a fixed-height list that are drawn: indices `first` to `last` inclusive (empty when last < first). */
export interface RowWindow {
  readonly first: number;
  readonly last: number;
}

/**
 * Which rows of a list whose rows all have the same height are in view of a scroll box, plus `overscan`
 * rows on each side. `offset` is the height above the first row inside the box (a sticky header).
 * Pure arithmetic, so a list of 100,000 rows costs the same as one of ten.
 */
export function rowWindow(
  scrollTop: number,
  viewport: number,
  count: number,
  rowHeight: number,
  offset: number,
  overscan: number,
): RowWindow {
  if (count <= 0 || rowHeight <= 0) return { first: 0, last: -1 };
  const top = Math.max(0, scrollTop - offset);
  const bottom = Math.max(0, scrollTop + Math.max(0, viewport) - offset);
  const first = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const last = Math.min(count - 1, Math.ceil(bottom / rowHeight) + overscan);
  return { first: Math.min(first, count - 1), last };
}

/**
 * The window of rows to draw for a scroll box of rows of one height: follows the box's scroll position
 * (at most once per frame) and its height (ResizeObserver). `initialHeight` is the box's height as laid
 * out (the list sets it), so the first render already draws the rows in view.
 */
export function useFixedWindow(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  offset: number,
  overscan: number,
  initialHeight: number,
): RowWindow {
  const [view, setView] = useState({ top: 0, height: initialHeight });
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setView((v) => (v.top === box.scrollTop && v.height === box.clientHeight ? v : { top: box.scrollTop, height: box.clientHeight }));
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    box.addEventListener('scroll', onScroll, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(onScroll) : null;
    resize?.observe(box);
    return () => {
      box.removeEventListener('scroll', onScroll);
      resize?.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [scrollRef]);
  return rowWindow(view.top, view.height, count, rowHeight, offset, overscan);
}
