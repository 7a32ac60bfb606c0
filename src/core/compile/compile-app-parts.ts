import type { EntityNameResolver } from '../words/fold-entity-name';
import type { Located, Span } from '../source/span';
import type { Call } from '../spec/call';
import type { Constant } from '../spec/constant';
import type { Entity } from '../spec/entity';
import type { PointNumber } from '../spec/point';
import type { Rule } from '../spec/rule';
import type { Spec } from '../spec/spec';
import type { Transition } from '../spec/transition';
import type {
  AppCall,
  AppChild,
  AppConstant,
  AppEntity,
  AppError,
  AppGap,
  AppModel,
  AppPermission,
  AppRole,
  AppScreen,
  SourceRef,
} from './app-model';
import { bindScreen, type CallBinding } from '../model/bind-calls';
import { compileCall, type BoundCall } from './compile-call';
import { compileEntity, referencesOf } from './compile-entity';
import { compileScreen } from './compile-screen';
import type { fillConstants } from './fill-constants';
import { normalisePath } from './normalise-path';
import { sameElements, type PartMemo } from './part-memo';
import type { createSectionLines } from './section-lines';

/**
 * The steps of createAppCompiler (create-app-compiler.ts) that compile the calls, the entities and the
 * screens, each reusing what the last compile made when its inputs are the same.
 */

const SLOTS = ['list', 'detail', 'create', 'update', 'delete'] as const;

/** The lists of the spec whose items the compiler compares with the last compile's. */
export type ListKey = 'calls' | 'entities' | 'transitions' | 'rules' | 'screens' | 'roles' | 'permissions' | 'errors' | 'constants';

/** What the last compile saw, to tell what is the same now. */
export interface Seen {
  readonly spec: Spec;
  readonly binding: CallBinding;
  readonly callIds: ReadonlyMap<Call, string>;
  /** By entity name: what its parts read of its calls (see readCalls). */
  readonly callsRead: ReadonlyMap<string, readonly unknown[]>;
}

/** What an incremental compiler keeps from one compile to the next (see createAppCompiler). */
export interface CompilerState {
  /** Without screens (the exporters' compile): no screen is compiled and, as most gaps are screens', no gap is listed. */
  readonly withScreens: boolean;
  readonly callParts: PartMemo<AppCall>;
  readonly entityParts: PartMemo<AppEntity>;
  readonly screenParts: PartMemo<AppScreen>;
  readonly roleParts: PartMemo<AppRole>;
  readonly permissionParts: PartMemo<AppPermission>;
  readonly errorParts: PartMemo<AppError>;
  readonly constantParts: PartMemo<AppConstant>;
  readonly gapParts: PartMemo<AppGap>;
  readonly sectionLines: ReturnType<typeof createSectionLines>;
  /** `METHOD /path` of a call (before numbering duplicates): a call item's method and path never change. */
  readonly baseIds: WeakMap<Call, string>;
  constants: readonly Constant[];
  fill: ReturnType<typeof fillConstants>;
  fillVersion: number;
  names: readonly string[];
  resolver: EntityNameResolver;
  resolved: Map<string, string | null>;
  prose: { text: string; unwrapped: string } | null;
  seen: Seen | null;
  last: AppModel | null;
  /** The last input answered: the same spec object, text and binding give the last model at once. */
  lastInput: { spec: Spec; text: string; binding: CallBinding | undefined } | null;
}

/** What one compile knows while it runs. */
export interface Round {
  readonly spec: Spec;
  readonly binding: CallBinding;
  /** The last compile's inputs, or null for a first compile (or after one that threw). */
  readonly before: Seen | null;
  lineOf(span: Span): number;
  at(point: PointNumber | null, span: Span): SourceRef;
  /** The list is the last compile's, item for item, and none of its items moved to another line. */
  same(key: ListKey): boolean;
  /** The calls, their binding and their ids are the last compile's. */
  readonly callsKept: boolean;
  /** Point 9's constants are the last compile's. */
  readonly fillSame: boolean;
  /** The entities' names are the last compile's. */
  readonly namesSame: boolean;
}

/** The entity the words name, remembered while the entities' names stay the same. */
export function resolveName(state: CompilerState, words: string): string | null {
  let hit = state.resolved.get(words);
  if (hit === undefined) state.resolved.set(words, (hit = state.resolver.resolve(words)));
  return hit;
}

/** The calls, each with its unique id (`#2` for a second `METHOD /path`) and the slot it is bound to. */
export function compileCalls(state: CompilerState, r: Round): { calls: readonly AppCall[]; callIds: ReadonlyMap<Call, string> } {
  if (r.callsKept && r.before !== null) return { calls: state.callParts.keep(), callIds: r.before.callIds };
  const slotOfCall = new Map<Call, BoundCall>();
  for (const [entity, ec] of r.binding.entities) {
    for (const slot of SLOTS) {
      const call = ec[slot];
      if (call) slotOfCall.set(call, { entity, slot, event: null, nested: null });
    }
    for (const [event, call] of ec.transitions) slotOfCall.set(call, { entity, slot: 'transition', event, nested: null });
    for (const n of ec.nested) slotOfCall.set(n.call, { entity, slot: n.slot, event: null, nested: n });
  }
  const ids = new Map<Call, string>();
  const usedIds = new Set<string>();
  for (const call of r.spec.calls) {
    let base = state.baseIds.get(call);
    if (base === undefined) state.baseIds.set(call, (base = `${call.method.value.toUpperCase()} ${normalisePath(call.path.value)}`));
    let id = base;
    for (let n = 2; usedIds.has(id); n++) id = `${base} #${n}`;
    usedIds.add(id);
    ids.set(call, id);
    const bound = slotOfCall.get(call);
    const line = r.lineOf(call.span);
    const n = bound?.nested;
    state.callParts.next(
      [call, line, id, bound?.entity, bound?.slot, bound?.event, n?.param, n?.parent, n?.field, n?.many],
      () => compileCall(call, id, bound, line),
      (was) => ({ ...was, source: { point: 7, line } }),
    );
  }
  return { calls: state.callParts.commit(), callIds: ids };
}

/**
 * What an entity's parts and its screens read of its calls, as one list kept from the last compile
 * while equal (so a part's deps hold one reference): each slot's call id (the call itself when it has
 * none, which only a binding of another spec gives), then each transition's event and id.
 */
export function readCalls(r: Round, callIds: ReadonlyMap<Call, string>): ReadonlyMap<string, readonly unknown[]> {
  if (r.callsKept && r.before !== null) return r.before.callsRead;
  const read = new Map<string, readonly unknown[]>();
  for (const [name, ec] of r.binding.entities) {
    const list: unknown[] = [];
    for (const slot of SLOTS) {
      const call = ec[slot];
      list.push(call ? (callIds.get(call) ?? call) : null);
    }
    for (const [event, call] of ec.transitions) list.push(event, callIds.get(call) ?? call);
    for (const n of ec.nested) list.push(n.slot, callIds.get(n.call) ?? n.call, n.param, n.parent, n.field, n.many);
    const old = r.before?.callsRead.get(name);
    read.set(name, old && sameElements(old, list) ? old : list);
  }
  return read;
}

/** An entity's own transitions and rules. */
interface Own {
  transitions: Transition[];
  rules: Rule[];
}

/** Who refers to whom: each entity's children, found once (references of every entity, in spec order). */
function childrenOfAll(r: Round, idOf: (call: Call | null | undefined) => string | null): Map<string, AppChild[]> {
  const childrenOf = new Map<string, AppChild[]>();
  const seenChild = new Set<string>();
  for (const child of r.spec.entities) {
    const childName = child.name.value;
    if (seenChild.has(childName)) continue;
    seenChild.add(childName);
    const nested = r.binding.entities.get(childName)?.nested ?? [];
    for (const ref of referencesOf(child)) {
      const under = (slot: 'list' | 'create'): string | null =>
        idOf(nested.find((n) => n.slot === slot && n.parent === ref.entity && n.field === ref.field)?.call);
      let list = childrenOf.get(ref.entity);
      if (!list) childrenOf.set(ref.entity, (list = []));
      list.push({
        entity: childName,
        field: ref.field,
        many: ref.many,
        onDelete: ref.onDelete,
        list: under('list'),
        create: under('create'),
      });
    }
  }
  return childrenOf;
}

/** Pushes an object's own values (a copy `{ ...e, x }` of an unchanged item then still matches). */
function pushValues(deps: unknown[], item: object): void {
  for (const value of Object.values(item)) deps.push(value);
}

/** The entities, each with its transitions, rules, state field, calls and children. */
export function compileEntities(
  state: CompilerState,
  r: Round,
  callsRead: ReadonlyMap<string, readonly unknown[]>,
  idOf: (call: Call | null | undefined) => string | null,
): readonly AppEntity[] {
  const { spec, before } = r;
  if (
    r.callsKept &&
    r.fillSame &&
    r.same('entities') &&
    r.same('transitions') &&
    r.same('rules') &&
    before !== null &&
    sameElements(before.spec.stateFields, spec.stateFields)
  )
    return state.entityParts.keep();
  // Each entity's transitions and rules, grouped once (compiling stays linear in the spec's size).
  const own = new Map<string, Own>();
  const ownOf = (name: string): Own => {
    let o = own.get(name);
    if (!o) own.set(name, (o = { transitions: [], rules: [] }));
    return o;
  };
  for (const t of spec.transitions) if (t.entity) ownOf(t.entity.value).transitions.push(t);
  for (const rule of spec.rules) ownOf(rule.entity.value).rules.push(rule);
  // stateFieldDeclOf for every entity at once: point 4's first `State field:` line for it, else its own.
  const declared = new Map<string, Located<string>>();
  for (const d of spec.stateFields) if (!declared.has(d.entity.value)) declared.set(d.entity.value, d.field);
  const childrenOf = childrenOfAll(r, idOf);
  const done = new Set<string>();
  for (const entity of spec.entities) {
    const name = entity.name.value;
    if (done.has(name)) continue;
    done.add(name);
    const ec = r.binding.entities.get(name);
    const mine = ownOf(name);
    const decl = declared.get(name) ?? entity.stateField;
    const deps: unknown[] = [r.lineOf(entity.span), decl, state.fillVersion, callsRead.get(name)];
    pushValues(deps, entity);
    for (const t of mine.transitions) deps.push(t, r.lineOf(t.span));
    for (const rule of mine.rules) deps.push(rule, r.lineOf(rule.span));
    const children = childrenOf.get(name) ?? [];
    for (const c of children) deps.push(c.entity, c.field, c.many, c.onDelete, c.list, c.create);
    state.entityParts.next(deps, () => compileEntity(entity, decl, ec, idOf, r.at, state.fill, mine, children));
  }
  return state.entityParts.commit();
}

/** The screens, each with the entity it shows, the calls its route can make and the related lists it names. */
export function compileScreens(
  state: CompilerState,
  r: Round,
  callsRead: ReadonlyMap<string, readonly unknown[]>,
  idOf: (call: Call | null | undefined) => string | null,
): readonly AppScreen[] {
  if (!state.withScreens) return [];
  if (r.callsKept && r.namesSame && r.same('screens') && r.same('entities')) return state.screenParts.keep();
  const entityItems = new Map<string, Entity>();
  for (const e of r.spec.entities) if (!entityItems.has(e.name.value)) entityItems.set(e.name.value, e);
  for (const screen of r.spec.screens) {
    const entity = screen.kind !== 'content' && screen.target ? resolveName(state, screen.target.value) : null;
    const ec = entity !== null ? r.binding.entities.get(entity) : undefined;
    const item = entity !== null ? entityItems.get(entity) : undefined;
    const line = r.lineOf(screen.span);
    const sb =
      entity !== null
        ? bindScreen(
            screen.route.value,
            screen.params.map((p) => p.value),
            screen.kind,
            item,
            ec,
            state.resolver,
          )
        : null;
    // The related lists a detail phrase names (`with pets and visits`), as entity names; unknown ones are the check's.
    const related =
      screen.related && entity !== null
        ? { mode: screen.related.mode, entities: screen.related.names.flatMap((n) => resolveName(state, n.value) ?? []) }
        : null;
    const deps: unknown[] = [
      screen,
      line,
      entity,
      entity !== null ? callsRead.get(entity) : null,
      sb?.list?.call,
      sb?.create?.call,
      related ? `${related.mode}:${related.entities.join(',')}` : '',
    ];
    if (sb?.parent)
      deps.push(sb.parent.param, sb.parent.entity, sb.parent.field, sb.parent.many, JSON.stringify([sb.list?.scope, sb.create?.scope]));
    state.screenParts.next(
      deps,
      () => compileScreen(screen, entity, ec, idOf, r.at, sb, related),
      (was) => ({ ...was, source: { point: 2, line } }),
    );
  }
  return state.screenParts.commit();
}
