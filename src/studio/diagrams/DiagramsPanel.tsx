import { useMemo } from 'react';
import type { Spec, TypeRef } from '../../core/index';
import type { OpenRecord } from '../preview-frame/protocol';
import { DiagramView } from './DiagramView';
import { Graph, type GraphEdge, type GraphNode } from './Graph';

type Jump = (from: number, to: number) => void;

function refTarget(t: TypeRef): string | null {
  if (t.kind === 'ref') return t.entity;
  if (t.kind === 'list') return refTarget(t.of);
  return null;
}

/** A field as an entity box shows it: `name: type`, `?` when optional. */
function fieldLine(f: Spec['entities'][number]['fields'][number]): string {
  const type = f.typeText.value || f.type.kind;
  return shorten(`${f.name.value}${f.required === false ? '?' : ''}: ${type}`, 36);
}

function shorten(s: string, n = 24): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}

/** Each entity's state machine: states as nodes, events (with guards) as edges. */
function machines(spec: Spec) {
  const byEntity = new Map<string, Spec['transitions'][number][]>();
  for (const t of spec.transitions) {
    const name = t.entity?.value ?? '(no entity)';
    byEntity.set(name, [...(byEntity.get(name) ?? []), t]);
  }
  return [...byEntity].map(([entity, rows]) => {
    const states: string[] = [];
    const add = (s: string) => {
      if (s && !states.includes(s)) states.push(s);
    };
    const def = spec.entities.find((e) => e.name.value === entity);
    const field = def?.fields.find(
      (f) => f.type.kind === 'enum' && (f.name.value === 'status' || f.name.value === 'state' || f.name.value === def.stateField?.value),
    );
    rows.forEach((r) => add(r.from.value));
    rows.forEach((r) => add(r.to.value));
    if (field?.type.kind === 'enum') field.type.values.forEach(add);
    const initial = rows[0]?.from.value ?? states[0] ?? '';
    const outgoing = new Set(rows.map((r) => r.from.value));
    const nodes: GraphNode[] = states.map((s) => ({
      id: s,
      label: s,
      span: rows.find((r) => r.from.value === s)?.from.span ?? rows.find((r) => r.to.value === s)?.to.span ?? null,
      tone: s === initial ? 'start' : outgoing.has(s) ? 'plain' : 'end',
    }));
    const edges: GraphEdge[] = rows.map((r) => ({
      from: r.from.value,
      to: r.to.value,
      span: r.span,
      label: r.guard ? `${r.event.value} [${shorten(r.guard.source ?? '', 18)}]` : r.event.value,
      title: r.guard ? `${r.event.value} [${r.guard.source ?? ''}]` : undefined,
    }));
    return { entity, nodes, edges, initial };
  });
}

/**
 * The Diagrams panel: state machines, entity relations and the screen map, drawn from the parsed spec. Each
 * drawing fits the panel, zooms, pans and exports; the state of the record open in the preview is highlighted.
 */
export default function DiagramsPanel({ spec, onJump, openRecord = null }: { spec: Spec; onJump: Jump; openRecord?: OpenRecord | null }) {
  const sm = useMemo(() => machines(spec), [spec]);
  const entities = useMemo(() => {
    const names = new Set(spec.entities.map((e) => e.name.value));
    const nodes: GraphNode[] = spec.entities.map((e) => ({
      id: e.name.value,
      label: e.name.value,
      span: e.name.span,
      detail: e.fields.map(fieldLine),
    }));
    const edges: GraphEdge[] = [];
    for (const e of spec.entities) {
      for (const f of e.fields) {
        const target = refTarget(f.type);
        if (target && names.has(target))
          edges.push({ from: e.name.value, to: target, label: f.type.kind === 'list' ? `${f.name.value} []` : f.name.value, span: f.span });
      }
    }
    return { nodes, edges };
  }, [spec]);
  const screens = useMemo(() => {
    const nodes: GraphNode[] = [{ id: '#menu', label: 'Menu', span: null, tone: 'start' }];
    const edges: GraphEdge[] = [];
    const fold = (s: string | undefined) => (s ?? '').toLowerCase().replace(/s$/, '');
    for (const s of spec.screens) nodes.push({ id: s.route.value, label: `${s.name.value} · ${s.route.value}`, span: s.span });
    for (const s of spec.screens) {
      if (s.params.length === 0) edges.push({ from: '#menu', to: s.route.value, label: '', span: null, dashed: true });
      const target = fold(s.target?.value);
      if (!target) continue;
      for (const o of spec.screens) {
        if (o === s || fold(o.target?.value) !== target) continue;
        const link =
          s.kind === 'list' && o.kind === 'detail'
            ? 'open'
            : s.kind === 'list' && o.kind === 'create'
              ? 'new'
              : s.kind === 'detail' && o.kind === 'edit'
                ? 'edit'
                : null;
        if (link) edges.push({ from: s.route.value, to: o.route.value, label: link, span: o.span });
      }
    }
    return { nodes, edges };
  }, [spec]);

  return (
    <div className="diagrams">
      <section className="card">
        <h2>State machines</h2>
        {sm.length === 0 ? <p className="muted small">No transitions yet (point 4).</p> : null}
        {sm.map((m) => (
          <figure key={m.entity} className="diagram">
            <figcaption>
              {m.entity}
              {openRecord?.entity === m.entity ? (
                <span className="current-note">
                  {' '}
                  · the record open in the preview is <strong>{openRecord.state}</strong>
                </span>
              ) : null}
            </figcaption>
            <DiagramView title={`State machine of ${m.entity}`}>
              {(zoom) => (
                <Graph
                  title={`State machine of ${m.entity}`}
                  nodes={
                    openRecord?.entity === m.entity
                      ? m.nodes.map((n) => (n.id === openRecord.state ? { ...n, current: true } : n))
                      : m.nodes
                  }
                  edges={m.edges}
                  roots={[m.initial]}
                  onJump={onJump}
                  zoom={zoom}
                />
              )}
            </DiagramView>
          </figure>
        ))}
      </section>
      <section className="card">
        <h2>Entities and references</h2>
        {entities.nodes.length === 0 ? (
          <p className="muted small">No entities yet (point 3).</p>
        ) : (
          <DiagramView title="Entities and their references">
            {(zoom) => (
              <Graph
                title="Entities and their references"
                nodes={entities.nodes}
                edges={entities.edges}
                roots={[]}
                onJump={onJump}
                zoom={zoom}
              />
            )}
          </DiagramView>
        )}
      </section>
      <section className="card">
        <h2>Screen map</h2>
        {spec.screens.length === 0 ? (
          <p className="muted small">No screens yet (point 2).</p>
        ) : (
          <DiagramView title="Screens and how they link">
            {(zoom) => (
              <Graph
                title="Screens and how they link"
                nodes={screens.nodes}
                edges={screens.edges}
                roots={['#menu']}
                onJump={onJump}
                zoom={zoom}
              />
            )}
          </DiagramView>
        )}
      </section>
    </div>
  );
}
