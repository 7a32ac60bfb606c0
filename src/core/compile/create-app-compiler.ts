import { createEntityNameResolver } from '../words/fold-entity-name';
import { computePointStatus } from '../model/point-status';
import { compileMessages as m } from '../diagnostics/messages-compile';
import { createLineIndex } from '../source/line-index';
import type { Span } from '../source/span';
import type { Call } from '../spec/call';
import type { Constant } from '../spec/constant';
import type { PointNumber } from '../spec/point';
import type { Spec } from '../spec/spec';
import type { AppConstant, AppError, AppModel, AppPermission, AppRole, AppScreen, SourceRef } from './app-model';
import { bindCalls, type CallBinding } from '../model/bind-calls';
import {
  compileCalls,
  compileEntities,
  compileScreens,
  readCalls,
  type CompilerState,
  type ListKey,
  type Round,
} from './compile-app-parts';
import { fillConstants } from './fill-constants';
import { createPartMemo, sameElements } from './part-memo';
import { sameBinding } from './same-binding';
import { createSectionLines } from './section-lines';
import { unwrapProse } from './unwrap-prose';

/** What compiling can reuse of the check's work. */
export interface KnownAnalysis {
  /** The call binding the check made (`analyzeSpec(text).model.binding`), so the calls are bound once. */
  readonly binding?: CallBinding;
}

/** A compiler for a spec that changes (the studio's preview): see createAppCompiler. */
export interface AppCompiler {
  /** The app model of `spec` (read from `text`), equal to `compileApp(spec, text, known)`'s. */
  compile(spec: Spec, text: string, known?: KnownAnalysis): AppModel;
}

function constantOf(c: Constant, source: SourceRef): AppConstant {
  const v = c.value;
  const base = { name: c.name.value, text: c.valueText.value, source };
  if (v.kind === 'duration') return { ...base, kind: 'duration', value: v.ms };
  return { ...base, kind: v.kind, value: v.value };
}

/**
 * Creates an incremental compiler, for a spec compiled again after each edit (the studio's preview).
 * Its models equal compileApp's, and share what did not change with the last one it made:
 *
 * - A list of the model (calls, entities, screens, roles…) whose spec items are the same objects as at
 *   the last compile, on the same lines, with the same calls bound, is the last list itself: the
 *   studio's incremental parser keeps an unchanged section's items and moves them in place, so an edit
 *   of the title costs a pass of identity checks. See createSectionLines for the lines.
 * - Otherwise each part is kept with what it was compiled from (the item, its line, the call ids and
 *   constants it uses, by position in its list) and compiled again only when one of those changed; a
 *   part compiled again but equal to the last one stays the last object (see createPartMemo).
 * - A model with every part the same is the last model itself.
 *
 * So an edit gives a new model whose unchanged parts are the last model's (===): comparing it and
 * rendering it again costs little for them. The steps are compileWith's below and compile-app-parts.ts's.
 */
export function createAppCompiler(options: { readonly screens?: boolean } = {}): AppCompiler {
  const names: readonly string[] = [];
  const constants: readonly Constant[] = [];
  const state: CompilerState = {
    withScreens: options.screens !== false,
    callParts: createPartMemo(),
    entityParts: createPartMemo(),
    screenParts: createPartMemo(),
    roleParts: createPartMemo(),
    permissionParts: createPartMemo(),
    errorParts: createPartMemo(),
    constantParts: createPartMemo(),
    gapParts: createPartMemo(),
    sectionLines: createSectionLines(),
    baseIds: new WeakMap(),
    constants,
    fill: fillConstants(constants),
    fillVersion: 0,
    names,
    resolver: createEntityNameResolver(names),
    resolved: new Map(),
    prose: null,
    seen: null,
    last: null,
    lastInput: null,
  };
  return { compile: (spec, text, known = {}) => compileWith(state, spec, text, known) };
}

/** One compile of the incremental compiler (see createAppCompiler). */
function compileWith(state: CompilerState, spec: Spec, text: string, known: KnownAnalysis): AppModel {
  const { last, lastInput } = state;
  // The studio's Gaps tab and its preview compile the same analysis: the same input gives the last model at once.
  if (last && lastInput && lastInput.spec === spec && lastInput.text === text && lastInput.binding === known.binding) return last;
  state.lastInput = null;
  for (const memo of memos(state)) memo.begin();
  const lines = createLineIndex(text);
  const lineOf = (span: Span): number => lines.positionAt(span.from).line;
  const binding = known.binding ?? bindCalls(spec);
  state.sectionLines.update(spec.sections, lineOf);
  const before = state.seen;
  state.seen = null; // until this compile completes: one that threw must not be taken for the last
  const same = (key: ListKey): boolean =>
    before !== null && sameElements(before.spec[key], spec[key]) && state.sectionLines.unmoved(spec[key]);
  const bindingSame = before !== null && sameBinding(before.binding, binding);
  const fillSame = sameElements(state.constants, spec.constants);
  if (!fillSame) {
    state.constants = spec.constants;
    state.fill = fillConstants(state.constants);
    state.fillVersion++;
  }
  const nextNames = spec.entities.map((e) => e.name.value);
  const namesSame = sameElements(state.names, nextNames);
  if (!namesSame) {
    state.names = nextNames;
    state.resolver = createEntityNameResolver(new Set(nextNames));
    state.resolved = new Map();
  }
  const r: Round = {
    spec,
    binding,
    before,
    lineOf,
    at: (point, span) => ({ point, line: lineOf(span) }),
    same,
    callsKept: before !== null && bindingSame && same('calls'),
    fillSame,
    namesSame,
  };
  const { calls, callIds } = compileCalls(state, r);
  const idOf = (call: Call | null | undefined): string | null => (call ? (callIds.get(call) ?? null) : null);
  const callsRead = readCalls(r, callIds);
  const entities = compileEntities(state, r, callsRead, idOf);
  const screens = compileScreens(state, r, callsRead, idOf);
  const roles = compileRoles(state, r);
  const permissions = compilePermissions(state, r);
  const errors = compileErrors(state, r);
  const appConstants = compileConstants(state, r);
  const pointStates = computePointStatus(spec, []);
  listGaps(state, r, pointStates, screens);
  const description = describe(state, spec, pointStates.points[0]);
  state.seen = { spec, binding, callIds, callsRead };
  const next: AppModel = {
    version: 1,
    title: spec.title?.value ?? '',
    description,
    screens,
    entities,
    calls,
    roles,
    permissions,
    errors,
    constants: appConstants,
    gaps: state.gapParts.commit(),
  };
  if (!state.last || !sameParts(state.last, next)) state.last = next;
  state.lastInput = { spec, text, binding: known.binding };
  return state.last;
}

function memos(state: CompilerState): { begin(): void }[] {
  const { callParts, entityParts, screenParts, roleParts, permissionParts, errorParts, constantParts, gapParts } = state;
  return [callParts, entityParts, screenParts, roleParts, permissionParts, errorParts, constantParts, gapParts];
}

function compileRoles(state: CompilerState, r: Round): readonly AppRole[] {
  if (r.same('roles')) return state.roleParts.keep();
  for (const role of r.spec.roles) {
    const line = r.lineOf(role.span);
    state.roleParts.next(
      [role, line],
      () => ({ name: role.name.value, description: role.description, source: { point: 6, line } }),
      (was) => ({ ...was, source: { point: 6, line } }),
    );
  }
  return state.roleParts.commit();
}

function compilePermissions(state: CompilerState, r: Round): readonly AppPermission[] {
  if (r.same('permissions')) return state.permissionParts.keep();
  for (const p of r.spec.permissions) {
    const line = r.lineOf(p.span);
    state.permissionParts.next(
      [p, line],
      () => ({
        role: p.role.value,
        can: p.can.map((c) => c.value),
        on: p.on.map((o) => o.value),
        when: p.when ? p.when.source : null,
        source: { point: 6, line },
      }),
      (was) => ({ ...was, source: { point: 6, line } }),
    );
  }
  return state.permissionParts.commit();
}

function compileErrors(state: CompilerState, r: Round): readonly AppError[] {
  if (r.fillSame && r.same('errors')) return state.errorParts.keep();
  const fill = state.fill;
  for (const e of r.spec.errors) {
    const line = r.lineOf(e.span);
    state.errorParts.next(
      [e, line, state.fillVersion],
      () => ({
        code: e.code.value,
        status: e.status,
        message: e.message ? fill(e.message.value) : '',
        when: e.when,
        source: { point: 8, line },
      }),
      (was) => ({ ...was, source: { point: 8, line } }),
    );
  }
  return state.errorParts.commit();
}

function compileConstants(state: CompilerState, r: Round): readonly AppConstant[] {
  if (r.same('constants')) return state.constantParts.keep();
  for (const c of r.spec.constants) {
    const line = r.lineOf(c.span);
    state.constantParts.next(
      [c, line],
      () => constantOf(c, { point: 9, line }),
      (was) => ({ ...was, source: { point: 9, line } }),
    );
  }
  return state.constantParts.commit();
}

/** The gaps: points missing, not shown or in words only, and each screen's own gap (committed by the caller). */
function listGaps(state: CompilerState, r: Round, pointStates: PointStates, screens: readonly AppScreen[]): void {
  const inWordsOnly = new Set(pointStates.diagnostics.filter((d) => d.code === 'prose-only').map((d) => d.point));
  const gapOf = (point: PointNumber, message: string, screen: string | null, source: SourceRef): void => {
    state.gapParts.next([point, message, screen, source.point, source.line], () => ({ point, message, screen, source }));
  };
  for (const p of pointStates.points) {
    const words = p.status === 'partial' && inWordsOnly.has(p.n);
    if (p.status !== 'missing' && p.status !== 'not-shown' && !words) continue;
    const message = words ? m.pointInWordsOnly(p.n) : p.status === 'missing' ? m.pointMissing(p.n) : m.pointNotShown(p.n);
    gapOf(p.n, message, null, { point: p.n, line: p.section ? r.lineOf(p.section.heading.span) : null });
  }
  for (const s of screens) if (s.gap !== null) gapOf(s.entity === null ? 3 : 7, s.gap, s.id, s.source);
}

/** The app's description: point 1's prose (or the introduction), unwrapped, unless point 1 is missing or not shown. */
function describe(state: CompilerState, spec: Spec, status1: PointStates['points'][number] | undefined): string {
  if (status1 && (status1.status === 'missing' || status1.status === 'not-shown')) return '';
  const purpose = spec.sections.find((s) => s.point === 1);
  const written = purpose ? purpose.prose : spec.intro;
  if (state.prose?.text !== written) state.prose = { text: written, unwrapped: unwrapProse(written) };
  return state.prose.unwrapped;
}

type PointStates = ReturnType<typeof computePointStatus>;

function sameParts(a: AppModel, b: AppModel): boolean {
  for (const key of Object.keys(a) as (keyof AppModel)[]) if (a[key] !== b[key]) return false;
  return true;
}
