import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

const KEY = 'specfront.studio.split';

/** The editor/panels split in percent: drag the separator, or use the arrow keys on it. Remembered. */
export function useSplit() {
  const [percent, setPercent] = useState(() => {
    const saved = Number(localStorage.getItem(KEY));
    return saved >= 20 && saved <= 80 ? saved : 46;
  });
  const container = useRef<HTMLElement>(null);
  const set = useCallback((p: number) => {
    const v = Math.min(80, Math.max(20, p));
    setPercent(v);
    localStorage.setItem(KEY, String(v));
  }, []);
  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    const box = container.current?.getBoundingClientRect();
    if (!box) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const move = (ev: globalThis.PointerEvent) => set(((ev.clientX - box.left) / box.width) * 100);
    const up = () => {
      removeEventListener('pointermove', move);
      removeEventListener('pointerup', up);
    };
    addEventListener('pointermove', move);
    addEventListener('pointerup', up);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') set(percent - 4);
    else if (e.key === 'ArrowRight') set(percent + 4);
    else return;
    e.preventDefault();
  };
  return { percent, container, onPointerDown, onKeyDown };
}

/** What useSplit gives: the percent, the container to measure, the separator's handlers. */
export type Split = ReturnType<typeof useSplit>;
