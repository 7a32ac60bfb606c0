import type { Split } from './use-split';

/** The separator between the editor and the panels: drag it, or use the arrow keys on it (ui/use-split.ts). */
export function Splitter({ split }: { split: Split }) {
  return (
    <div
      className="splitter"
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize editor and panels"
      aria-valuenow={Math.round(split.percent)}
      aria-valuemin={20}
      aria-valuemax={80}
      tabIndex={0}
      onPointerDown={split.onPointerDown}
      onKeyDown={split.onKeyDown}
    />
  );
}
