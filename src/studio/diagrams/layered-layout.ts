/** A node placed by the layout. */
export interface PlacedNode {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Layout of a directed graph in layers (longest path from the roots, cycles broken by visit order). */
export interface Layout {
  readonly nodes: ReadonlyMap<string, PlacedNode>;
  readonly width: number;
  readonly height: number;
}

/** Sizes of the layout, in SVG units. */
export const LAYOUT = {
  nodeHeight: 34,
  detailLineHeight: 16,
  gapX: 70,
  gapY: 22,
  pad: 16,
  charWidth: 7.4,
  labelCharWidth: 6.4,
  minWidth: 70,
} as const;

/** Width of a node box for a label. */
export function nodeWidth(label: string): number {
  return Math.max(LAYOUT.minWidth, Math.round(label.length * LAYOUT.charWidth + 28));
}

/**
 * Places nodes left to right in layers: a node's layer is one more than the deepest predecessor
 * reached before it in a breadth-first walk from `roots` (then from any node not reached), so back
 * edges of cycles do not push nodes further. The gap after a layer is wide enough for the longest
 * label of an edge that leaves it forwards (labels sit halfway along their edge), so labels do not
 * run into the next layer's nodes. Small graphs only; linear in nodes + edges.
 */
export function layeredLayout(
  ids: readonly string[],
  edges: readonly { from: string; to: string; label?: string }[],
  roots: readonly string[],
  labelOf: (id: string) => string = (id) => id,
  /** Lines drawn under a node's label (an entity's fields): they make the node taller and maybe wider. */
  detailOf: (id: string) => readonly string[] = () => [],
): Layout {
  const out = new Map<string, string[]>();
  for (const e of edges) {
    if (!out.has(e.from)) out.set(e.from, []);
    out.get(e.from)?.push(e.to);
  }
  const layer = new Map<string, number>();
  const queue: string[] = [];
  const visit = (start: string) => {
    if (layer.has(start)) return;
    layer.set(start, 0);
    queue.push(start);
    while (queue.length > 0) {
      const id = queue.shift() as string;
      const l = layer.get(id) ?? 0;
      for (const next of out.get(id) ?? []) {
        if (!layer.has(next)) {
          layer.set(next, l + 1);
          queue.push(next);
        }
      }
    }
  };
  const incoming = new Set(edges.filter((e) => e.from !== e.to).map((e) => e.to));
  const starts = roots.length > 0 ? roots : ids.filter((id) => !incoming.has(id));
  for (const r of starts) if (ids.includes(r)) visit(r);
  for (const id of ids) visit(id);

  const columns: string[][] = [];
  for (const id of ids) {
    const l = layer.get(id) ?? 0;
    (columns[l] ??= []).push(id);
  }
  // The gap after each layer: room for the widest label of a forward edge leaving it.
  const gaps: number[] = [];
  for (const e of edges) {
    const a = layer.get(e.from) ?? 0;
    const b = layer.get(e.to) ?? 0;
    if (!e.label || b <= a) continue;
    const room = Math.round(e.label.length * LAYOUT.labelCharWidth + 24) - (b - a - 1) * LAYOUT.gapX;
    gaps[a] = Math.max(gaps[a] ?? LAYOUT.gapX, room);
  }
  const nodes = new Map<string, PlacedNode>();
  let x = LAYOUT.pad;
  let lastGap: number = LAYOUT.gapX;
  let height = 0;
  for (const column of columns) {
    if (!column) continue;
    const width = Math.max(...column.map((id) => Math.max(nodeWidth(labelOf(id)), ...detailOf(id).map((line) => nodeWidth(line) - 8))));
    let y = LAYOUT.pad;
    for (const id of column) {
      const lines = detailOf(id).length;
      const h = LAYOUT.nodeHeight + (lines > 0 ? lines * LAYOUT.detailLineHeight + 8 : 0);
      nodes.set(id, { id, x, y, width, height: h });
      y += h + LAYOUT.gapY;
    }
    height = Math.max(height, y);
    lastGap = gaps[columns.indexOf(column)] ?? LAYOUT.gapX;
    x += width + lastGap;
  }
  return { nodes, width: Math.max(x - lastGap + LAYOUT.pad, 120), height: Math.max(height - LAYOUT.gapY + LAYOUT.pad, 60) };
}
