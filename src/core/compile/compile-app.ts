import { analyzeSpec } from '../check/check-spec';
import type { CheckReport } from '../check/check-report';
import { createEntityNameResolver } from '../check/fold-entity-name';
import { computePointStatus } from '../check/point-status';
import { checkMessages } from '../diagnostics/messages-check';
import { compileMessages as m } from '../diagnostics/messages-compile';
import { createLineIndex } from '../source/line-index';
import type { Span } from '../source/span';
import type { Call } from '../spec/call';
import type { Constant } from '../spec/constant';
import { POINTS, type PointNumber } from '../spec/point';
import type { Spec } from '../spec/spec';
import type { Rule } from '../spec/rule';
import type { Transition } from '../spec/transition';
import type {
  AppCall, AppConstant, AppEntity, AppGap, AppModel, AppScreen, SourceRef,
} from './app-model';
import { toAppShape } from './app-type';
import { bindCalls, type CallBinding, type CallSlot, type EntityCalls } from './bind-calls';
import { fillConstants } from './fill-constants';
import { compileEntity } from './compile-entity';

/** `/talks/{id}` → `/talks/:id`; the query list is dropped. */
export function normalisePath(path: string): string {
  const q = path.indexOf('?');
  const bare = (q === -1 ? path : path.slice(0, q)).trim();
  return bare
    .split('/')
    .map((s) => (s.startsWith('{') && s.endsWith('}') ? ':' + s.slice(1, -1) : s))
    .join('/');
}

/** Prose with soft line breaks joined: paragraphs (split at blank lines) become single lines, separated by one blank line. */
export function unwrapProse(text: string): string {
  const paragraphs: string[] = [];
  let current: string[] = [];
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (t === '') {
      if (current.length > 0) paragraphs.push(current.join(' '));
      current = [];
    } else current.push(t);
  }
  if (current.length > 0) paragraphs.push(current.join(' '));
  return paragraphs.join('\n\n');
}

const SCREEN_SLOT = { list: 'list', detail: 'detail', create: 'create', edit: 'update' } as const;
const SCREEN_NEED = { list: 'lists', detail: 'reads one', create: 'creates', edit: 'updates' } as const;

function constantOf(c: Constant, source: SourceRef): AppConstant {
  const v = c.value;
  const base = { name: c.name.value, text: c.valueText.value, source };
  if (v.kind === 'duration') return { ...base, kind: 'duration', value: v.ms };
  return { ...base, kind: v.kind, value: v.value };
}

/**
 * Compiles a spec into the app model (product.md, "The running app"): screens by kind bound to their
 * entity and calls, entities with labelled fields, machines and rules, the call table with each call's
 * slot, permissions, the error catalogue and constants, and every gap by name. `text` is the spec's
 * text, for line numbers. Never throws; what the spec lacks becomes a gap, not an exception.
 * `known.binding` reuses the call binding the check already made (`analyzeSpec(text).model.binding`),
 * so an editor that checks and compiles on each keystroke binds the calls once.
 */
export function compileApp(spec: Spec, text: string, known: { readonly binding?: CallBinding } = {}): AppModel {
  const lines = createLineIndex(text);
  const lineOf = (span: Span): number => lines.positionAt(span.from).line;
  const at = (point: PointNumber | null, span: Span): SourceRef => ({ point, line: lineOf(span) });
  const fill = fillConstants(spec.constants);
  const binding = known.binding ?? bindCalls(spec);
  const names = new Set(spec.entities.map((e) => e.name.value));
  const words = createEntityNameResolver(names);

  const slotOfCall = new Map<Call, { entity: string; slot: CallSlot; event: string | null }>();
  for (const [entity, calls] of binding.entities) {
    for (const slot of ['list', 'detail', 'create', 'update', 'delete'] as const) {
      const call = calls[slot];
      if (call) slotOfCall.set(call, { entity, slot, event: null });
    }
    for (const [event, call] of calls.transitions) slotOfCall.set(call, { entity, slot: 'transition', event });
  }
  const callIds = new Map<Call, string>();
  const usedIds = new Set<string>();
  const calls = spec.calls.map((call): AppCall => {
    const method = call.method.value.toUpperCase();
    const path = normalisePath(call.path.value);
    let id = `${method} ${path}`;
    for (let n = 2; usedIds.has(id); n++) id = `${method} ${path} #${n}`;
    usedIds.add(id);
    callIds.set(call, id);
    const bound = slotOfCall.get(call);
    return {
      id, method, path,
      params: call.params.map((p) => p.value),
      query: call.query.map((q) => q.value),
      request: toAppShape(call.request),
      response: toAppShape(call.response),
      errors: call.errors.map((e) => e.value),
      roles: call.roles.map((r) => r.value),
      entity: bound?.entity ?? null,
      slot: bound?.slot ?? null,
      event: bound?.event ?? null,
      source: at(7, call.span),
    };
  });
  const idOf = (call: Call | null | undefined): string | null => (call ? (callIds.get(call) ?? null) : null);
  const slotIds = (ec: EntityCalls | undefined): AppScreen['calls'] => {
    const out: Partial<Record<'list' | 'detail' | 'create' | 'update' | 'delete', string>> = {};
    if (!ec) return out;
    for (const slot of ['list', 'detail', 'create', 'update', 'delete'] as const) {
      const id = idOf(ec[slot]);
      if (id !== null) out[slot] = id;
    }
    return out;
  };

  // Each entity's transitions and rules, grouped once (compiling stays linear in the spec's size).
  const own = new Map<string, { transitions: Transition[]; rules: Rule[] }>();
  const ownOf = (name: string): { transitions: Transition[]; rules: Rule[] } => {
    let o = own.get(name);
    if (!o) own.set(name, (o = { transitions: [], rules: [] }));
    return o;
  };
  for (const t of spec.transitions) if (t.entity) ownOf(t.entity.value).transitions.push(t);
  for (const r of spec.rules) ownOf(r.entity.value).rules.push(r);

  const seen = new Set<string>();
  const entities: AppEntity[] = [];
  for (const entity of spec.entities) {
    if (seen.has(entity.name.value)) continue;
    seen.add(entity.name.value);
    entities.push(compileEntity(spec, entity, binding.entities.get(entity.name.value), idOf, at, fill, ownOf(entity.name.value)));
  }

  const screens = spec.screens.map((screen): AppScreen => {
    const entity = screen.kind !== 'content' && screen.target ? words.resolve(screen.target.value) : null;
    let gap: string | null = null;
    const ec = entity !== null ? binding.entities.get(entity) : undefined;
    if (screen.kind !== 'content') {
      if (entity === null) gap = m.screenUnknownEntity(screen.target?.value ?? screen.shows?.value ?? '');
      else if (!ec?.[SCREEN_SLOT[screen.kind]]) gap = checkMessages.screenWithoutCall(SCREEN_NEED[screen.kind], entity);
    }
    return {
      id: screen.route.value,
      route: normalisePath(screen.route.value),
      params: screen.params.map((p) => p.value),
      name: screen.name.value,
      kind: screen.kind,
      entity,
      text: screen.shows?.value ?? '',
      roles: screen.roles.map((r) => r.value),
      inMenu: screen.params.length === 0,
      calls: slotIds(ec),
      gap,
      source: at(2, screen.span),
    };
  });

  const statuses = computePointStatus(spec, []).points;
  const gaps: AppGap[] = [];
  for (const p of statuses) {
    if (p.status !== 'missing' && p.status !== 'not-shown') continue;
    const title = POINTS[p.n - 1]?.title ?? '';
    gaps.push({
      point: p.n,
      message: p.status === 'missing' ? m.pointMissing(p.n, title) : m.pointNotShown(p.n, title),
      screen: null,
      source: { point: p.n, line: p.section ? lineOf(p.section.heading.span) : null },
    });
  }
  for (const s of screens) if (s.gap !== null) gaps.push({ point: s.entity === null ? 3 : 7, message: s.gap, screen: s.id, source: s.source });

  const status1 = statuses[0];
  const purpose = spec.sections.find((s) => s.point === 1);
  const description = status1 && (status1.status === 'missing' || status1.status === 'not-shown') ? '' : unwrapProse(purpose ? purpose.prose : spec.intro);

  return {
    version: 1,
    title: spec.title?.value ?? '',
    description,
    screens,
    entities,
    calls,
    roles: spec.roles.map((r) => ({ name: r.name.value, description: r.description, source: at(6, r.span) })),
    permissions: spec.permissions.map((p) => ({
      role: p.role.value,
      can: p.can.map((c) => c.value),
      on: p.on.map((o) => o.value),
      when: p.when ? p.when.source : null,
      source: at(6, p.span),
    })),
    errors: spec.errors.map((e) => ({ code: e.code.value, status: e.status, message: e.message ? fill(e.message.value) : '', source: at(8, e.span) })),
    constants: spec.constants.map((c) => constantOf(c, at(9, c.span))),
    gaps,
  };
}

/** Reads, checks and compiles a spec: the app model and the check report (whose diagnostics include ambiguous and missing calls). */
export function compileText(text: string): { app: AppModel; report: CheckReport } {
  const analysis = analyzeSpec(text);
  return { app: compileApp(analysis.spec, text, { binding: analysis.model.binding }), report: analysis.report };
}
