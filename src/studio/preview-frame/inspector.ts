/** The preview's inspect mode and the highlight of the editor's cursor line. */
export interface Inspector {
  setActive(on: boolean): void;
  highlight(line: number | null): void;
}

const HIGHLIGHT = 'spec-highlight';
const HOVER = 'spec-hover';

function lineOf(target: EventTarget | null): { el: HTMLElement; line: number } | null {
  const el = target instanceof Element ? target.closest<HTMLElement>('[data-spec-line]') : null;
  const line = el ? Number(el.dataset.specLine) : NaN;
  return el && Number.isInteger(line) && line > 0 ? { el, line } : null;
}

/**
 * While active, a click on any element that carries `data-spec-line` (or sits inside one) is not
 * passed to the app: its line is reported instead, and hovering outlines the element.
 */
export function startInspector(onPick: (line: number) => void): Inspector {
  let active = false;
  let hovered: HTMLElement | null = null;
  let highlighted: number | null = null;
  const clearHover = () => {
    hovered?.classList.remove(HOVER);
    hovered = null;
  };
  document.addEventListener(
    'click',
    (e) => {
      if (!active) return;
      e.preventDefault();
      e.stopPropagation();
      const found = lineOf(e.target);
      if (found) onPick(found.line);
    },
    true,
  );
  document.addEventListener('mouseover', (e) => {
    if (!active) return;
    const found = lineOf(e.target);
    if (found?.el === hovered) return;
    clearHover();
    if (found) {
      hovered = found.el;
      hovered.classList.add(HOVER);
    }
  });
  const apply = () => {
    document.querySelectorAll(`.${HIGHLIGHT}`).forEach((el) => el.classList.remove(HIGHLIGHT));
    if (highlighted !== null) document.querySelectorAll(`[data-spec-line="${highlighted}"]`).forEach((el) => el.classList.add(HIGHLIGHT));
  };
  // The app re-renders often: re-apply the highlight after DOM changes (cheap: one attribute query).
  new MutationObserver(() => {
    if (highlighted !== null) apply();
  }).observe(document.body, { childList: true, subtree: true });
  return {
    setActive(on) {
      active = on;
      document.documentElement.classList.toggle('spec-inspecting', on);
      if (!on) clearHover();
    },
    highlight(line) {
      if (line === highlighted) return;
      highlighted = line;
      apply();
    },
  };
}
