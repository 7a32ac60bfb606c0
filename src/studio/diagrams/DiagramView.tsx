import { useCallback, useLayoutEffect, useRef, useState, type PointerEvent, type ReactElement } from 'react';

const ZOOMS = [0.25, 0.33, 0.5, 0.67, 0.8, 1, 1.25, 1.5, 2] as const;

/** Styles copied onto an exported drawing's elements (the studio's stylesheet does not travel with it). */
const EXPORTED_STYLES = [
  'fill',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'font-family',
  'font-size',
  'font-weight',
  'opacity',
  'paint-order',
  'stroke-linejoin',
] as const;

/** The drawing as a standalone SVG document, its look inlined. */
export function standaloneSvg(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const from = [svg, ...svg.querySelectorAll('*')];
  const to = [copy, ...copy.querySelectorAll('*')];
  from.forEach((el, i) => {
    const target = to[i] as SVGElement | undefined;
    if (!target) return;
    const cs = getComputedStyle(el);
    target.setAttribute('style', EXPORTED_STYLES.map((p) => `${p}:${cs.getPropertyValue(p)}`).join(';'));
    target.removeAttribute('tabindex');
    target.removeAttribute('class');
  });
  const box = svg.viewBox.baseVal;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(box.width));
  copy.setAttribute('height', String(box.height));
  return new XMLSerializer().serializeToString(copy);
}

function download(blob: Blob, file: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function fileName(title: string, ext: string): string {
  return `${
    title
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'diagram'
  }.${ext}`;
}

/**
 * A drawing in a viewport that fits it to the panel, zooms (buttons, Ctrl + wheel), pans (drag, scroll), and
 * exports it as SVG or PNG. `children` is the drawing, rendered at the zoom it is given.
 */
export function DiagramView({ title, children }: { title: string; children: (zoom: number) => ReactElement }) {
  const box = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const svg = () => box.current?.querySelector('svg') ?? null;
  const fit = useCallback(() => {
    const s = svg();
    const el = box.current;
    if (!s || !el) return;
    const natural = s.viewBox.baseVal.width;
    setZoom(Math.max(0.25, Math.min(1, (el.clientWidth - 4) / natural)));
  }, []);
  // First drawn: fit to the panel when wider than it.
  useLayoutEffect(() => {
    if (zoom === null) fit();
  }, [zoom, fit]);
  const z = zoom ?? 1;
  const step = (dir: 1 | -1) => {
    const i = ZOOMS.findIndex((v) => v >= z - 0.001);
    const next = dir > 0 ? ZOOMS.find((v) => v > z + 0.001) : [...ZOOMS].reverse().find((v) => v < z - 0.001);
    setZoom(next ?? ZOOMS[Math.max(0, Math.min(ZOOMS.length - 1, i))] ?? 1);
  };
  const exportSvg = () => {
    const s = svg();
    if (s) download(new Blob([standaloneSvg(s)], { type: 'image/svg+xml' }), fileName(title, 'svg'));
  };
  const exportPng = () => {
    const s = svg();
    if (!s) return;
    const { width, height } = s.viewBox.baseVal;
    const url = URL.createObjectURL(new Blob([standaloneSvg(s)], { type: 'image/svg+xml' }));
    const img = new Image();
    img.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(width * 2);
      canvas.height = Math.ceil(height * 2);
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      ctx.fillStyle = getComputedStyle(box.current ?? document.body).backgroundColor || '#fff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.scale(2, 2);
      ctx.drawImage(img, 0, 0);
      URL.revokeObjectURL(url);
      canvas.toBlob(
        (blob) => (blob ? download(blob, fileName(title, 'png')) : setNote('The PNG could not be made; export SVG instead.')),
        'image/png',
      );
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      setNote('The PNG could not be made in this browser; export SVG instead.');
    };
    img.src = url;
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    const el = box.current;
    if (!el || e.button !== 0 || (e.target as Element).closest('[role=button]')) return;
    drag.current = { x: e.clientX, y: e.clientY, left: el.scrollLeft, top: el.scrollTop };
    el.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const el = box.current;
    const d = drag.current;
    if (!el || !d) return;
    el.scrollLeft = d.left - (e.clientX - d.x);
    el.scrollTop = d.top - (e.clientY - d.y);
  };
  const endDrag = () => (drag.current = null);
  return (
    <div className="diagram-view">
      <div className="diagram-tools" role="toolbar" aria-label={`${title}: view and export`}>
        <button type="button" className="btn ghost small" onClick={fit} title="Fit the drawing to the panel's width">
          Fit
        </button>
        <button type="button" className="btn ghost small" onClick={() => step(-1)} aria-label="Zoom out" disabled={z <= ZOOMS[0] + 0.001}>
          −
        </button>
        <span className="zoom-value" aria-live="polite">
          {Math.round(z * 100)}%
        </span>
        <button type="button" className="btn ghost small" onClick={() => step(1)} aria-label="Zoom in" disabled={z >= 2 - 0.001}>
          +
        </button>
        <button type="button" className="btn ghost small" onClick={() => setZoom(1)}>
          100%
        </button>
        <span className="toolbar-spacer" />
        <button type="button" className="btn ghost small" onClick={exportSvg}>
          Export SVG
        </button>
        <button type="button" className="btn ghost small" onClick={exportPng}>
          Export PNG
        </button>
      </div>
      {note ? <p className="muted small">{note}</p> : null}
      <div
        ref={box}
        className="diagram-scroll pannable"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onWheel={(e) => {
          if (!e.ctrlKey) return;
          e.preventDefault();
          step(e.deltaY < 0 ? 1 : -1);
        }}
      >
        {children(z)}
      </div>
    </div>
  );
}
