import { useId, type KeyboardEvent } from 'react';
import type { Span } from '../../core/index';
import { layeredLayout } from './layered-layout';

/** A node of a drawn graph. */
export interface GraphNode {
  readonly id: string;
  readonly label: string;
  readonly sub?: string | undefined;
  readonly span: Span | null;
  readonly tone?: 'start' | 'end' | 'plain' | undefined;
  /** Lines under the label (an entity's fields with their types). */
  readonly detail?: readonly string[] | undefined;
  /** Drawn highlighted: the state of the record open in the preview. */
  readonly current?: boolean | undefined;
}

/** An edge of a drawn graph. */
export interface GraphEdge {
  readonly from: string;
  readonly to: string;
  readonly label: string;
  /** The whole text when the label is shortened (shown on hover). */
  readonly title?: string | undefined;
  readonly span: Span | null;
  readonly dashed?: boolean | undefined;
}

/** A directed graph drawn as React SVG elements (no strings of markup); nodes and edge labels jump to the spec. */
export function Graph({
  title,
  nodes,
  edges,
  roots,
  onJump,
  zoom = 1,
}: {
  title: string;
  nodes: readonly GraphNode[];
  edges: readonly GraphEdge[];
  roots: readonly string[];
  onJump: (from: number, to: number) => void;
  zoom?: number;
}) {
  const marker = useId().replace(/:/g, '');
  const labels = new Map(nodes.map((n) => [n.id, n.label]));
  const details = new Map(nodes.map((n) => [n.id, n.detail ?? []]));
  const layout = layeredLayout(
    nodes.map((n) => n.id),
    edges,
    roots,
    (id) => labels.get(id) ?? id,
    (id) => details.get(id) ?? [],
  );
  const jump = (span: Span | null) => span && onJump(span.from, span.to);
  const key = (span: Span | null) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      jump(span);
    }
  };
  const pairCount = new Map<string, number>();
  return (
    <svg
      className="graph"
      role="group"
      aria-label={title}
      width={(layout.width + 120) * zoom}
      height={(layout.height + 20) * zoom}
      viewBox={`0 0 ${layout.width + 120} ${layout.height + 20}`}
    >
      <defs>
        <marker id={marker} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" className="arrow" />
        </marker>
      </defs>
      {edges.map((e, i) => {
        const a = layout.nodes.get(e.from);
        const b = layout.nodes.get(e.to);
        if (!a || !b) return null;
        const pair = `${e.from}>${e.to}`;
        const k = pairCount.get(pair) ?? 0;
        pairCount.set(pair, k + 1);
        let d: string;
        let lx: number;
        let ly: number;
        if (a === b) {
          const x = a.x + a.width / 2;
          const top = a.y;
          d = `M${x - 12},${top} C${x - 30},${top - 34 - k * 10} ${x + 30},${top - 34 - k * 10} ${x + 12},${top}`;
          lx = x;
          ly = top - 30 - k * 10;
        } else if (b.x === a.x) {
          // Same layer: an arc on the right side of the column.
          const x = a.x + a.width;
          const y1 = a.y + a.height / 2;
          const y2 = b.y + b.height / 2;
          const out = 28 + k * 12 + Math.abs(y2 - y1) * 0.15;
          d = `M${x},${y1} C${x + out},${y1} ${x + out},${y2} ${x + 2},${y2}`;
          lx = x + out * 0.75 + 4;
          ly = (y1 + y2) / 2 + 4;
        } else {
          const forward = b.x > a.x;
          const x1 = forward ? a.x + a.width : a.x + a.width / 2;
          const y1 = forward ? a.y + a.height / 2 : a.y + a.height;
          const x2 = forward ? b.x : b.x + b.width / 2;
          const y2 = forward ? b.y + b.height / 2 : b.y + b.height;
          const bend = forward ? k * 14 : 40 + k * 14;
          const cx = (x1 + x2) / 2;
          const cy = forward ? (y1 + y2) / 2 - bend : Math.max(y1, y2) + bend;
          d = `M${x1},${y1} Q${cx},${cy} ${x2},${y2}`;
          lx = cx;
          ly = forward ? (y1 + y2) / 2 - bend / 2 - 6 : Math.max(y1, y2) + bend / 2 + 4;
        }
        return (
          <g key={i} className="edge">
            <path d={d} className={e.dashed ? 'edge-line dashed' : 'edge-line'} markerEnd={`url(#${marker})`} />
            {e.label ? (
              <text
                x={lx}
                y={ly}
                className="edge-label"
                textAnchor={a.x === b.x && a !== b ? 'start' : 'middle'}
                tabIndex={e.span ? 0 : undefined}
                role={e.span ? 'button' : undefined}
                onClick={() => jump(e.span)}
                onKeyDown={key(e.span)}
              >
                {e.title ? <title>{e.title}</title> : null}
                {e.label}
              </text>
            ) : null}
          </g>
        );
      })}
      {nodes.map((n, i) => {
        const p = layout.nodes.get(n.id);
        if (!p) return null;
        return (
          <g
            // Ids repeat when the spec does (a duplicate route, reported by the check): the index keeps keys unique.
            key={`${i}:${n.id}`}
            className={`node tone-${n.tone ?? 'plain'}${n.current ? ' current' : ''}`}
            transform={`translate(${p.x},${p.y})`}
            tabIndex={n.span ? 0 : undefined}
            role={n.span ? 'button' : undefined}
            aria-label={`${n.label}${n.current ? ' (the record open in the preview is here)' : ''}${n.span ? ': go to its line' : ''}`}
            onClick={() => jump(n.span)}
            onKeyDown={key(n.span)}
          >
            <rect width={p.width} height={p.height} rx={n.detail && n.detail.length > 0 ? 8 : n.tone === 'plain' || !n.tone ? 8 : 17} />
            {n.detail && n.detail.length > 0 ? (
              <>
                <text x={p.width / 2} y={22} textAnchor="middle" className="node-title">
                  {n.label}
                </text>
                <line x1={0} x2={p.width} y1={32} y2={32} className="node-rule" />
                {n.detail.map((line, i) => (
                  <text key={i} x={10} y={48 + i * 16} className="node-detail">
                    {line}
                  </text>
                ))}
              </>
            ) : (
              <text x={p.width / 2} y={p.height / 2 + 4} textAnchor="middle">
                {n.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
