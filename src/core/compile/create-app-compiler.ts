import { createEntityNameResolver } from '../words/fold-entity-name';
import { computePointStatus } from '../model/point-status';
import { compileMessages as m } from '../diagnostics/messages-compile';
import { createLineIndex } from '../source/line-index';
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
import { bindCalls, bindScreen, type CallBinding } from '../model/bind-calls';
import { compileCall, type BoundCall } from './compile-call';
import { compileEntity, referencesOf } from './compile-entity';
import { compileScreen } from './compile-screen';
import { fillConstants } from './fill-constants';
import { normalisePath } from './normalise-path';
import { createPartMemo, sameElements } from './part-memo';
import { sameBinding } from './same-binding';
import { createSectionLines } from './section-lines';
import { unwrapProse } from './unwrap-prose';

const SLOTS = ['list', 'detail', 'create', 'update', 'delete'] as const;

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

/** Pushes an object's own values (a copy `{ ...e, x }` of an unchanged item then still matches). */
function pushValues(deps: unknown[], item: object): void {
  for (const value of Object.values(item)) deps.push(value);
}

/** What the last compile saw, to tell what is the same now. */
interface Seen {
  readonly spec: Spec;
  readonly binding: CallBinding;
  readonly callIds: ReadonlyMap<Call, string>;
  /** By entity name: what its parts read of its calls (see `callsRead` in compile). */
  readonly callsRead: ReadonlyMap<string, readonly unknown[]>;
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
 * rendering it again costs little for them.
 */
export function createAppCompiler(options: { readonly screens?: boolean } = {}): AppCompiler {
  // Without screens (the exporters' compile): no screen is compiled and, as most gaps are screens', no gap is listed.
  const withScreens = options.screens !== false;
  const callParts = createPartMemo<AppCall>();
  const entityParts = createPartMemo<AppEntity>();
  const screenParts = createPartMemo<AppScreen>();
  const roleParts = createPartMemo<AppRole>();
  const permissionParts = createPartMemo<AppPermission>();
  const errorParts = createPartMemo<AppError>();
  const constantParts = createPartMemo<AppConstant>();
  const gapParts = createPartMemo<AppGap>();
  const memos = [callParts, entityParts, screenParts, roleParts, permissionParts, errorParts, constantParts, gapParts];
  const sectionLines = createSectionLines();
  // `METHOD /path` of a call (before numbering duplicates): a call item's method and path never change.
  const baseIds = new WeakMap<Call, string>();
  let constants: readonly Constant[] = [];
  let fill = fillConstants(constants);
  let fillVersion = 0;
  let names: readonly string[] = [];
  let resolver = createEntityNameResolver(names);
  let resolved = new Map<string, string | null>();
  let prose: { text: string; unwrapped: string } | null = null;
  let seen: Seen | null = null;
  let last: AppModel | null = null;

  const resolve = (words: string): string | null => {
    let hit = resolved.get(words);
    if (hit === undefined) resolved.set(words, (hit = resolver.resolve(words)));
    return hit;
  };

  // The last input answered: the same spec object, text and binding give the last model at once (the
  // studio's Gaps tab and its preview compile the same analysis).
  let lastInput: { spec: Spec; text: string; binding: KnownAnalysis['binding'] } | null = null;

  const compile = (spec: Spec, text: string, known: KnownAnalysis = {}): AppModel => {
    if (last && lastInput && lastInput.spec === spec && lastInput.text === text && lastInput.binding === known.binding) return last;
    lastInput = null;
    for (const memo of memos) memo.begin();
    const lines = createLineIndex(text);
    const lineOf = (span: Span): number => lines.positionAt(span.from).line;
    const at = (point: PointNumber | null, span: Span): SourceRef => ({ point, line: lineOf(span) });
    const binding = known.binding ?? bindCalls(spec);
    sectionLines.update(spec.sections, lineOf);
    const before = seen;
    seen = null; // until this compile completes: one that threw must not be taken for the last
    /** The list is the last compile's, item for item, and none of its items moved to another line. */
    const same = (
      key: 'calls' | 'entities' | 'transitions' | 'rules' | 'screens' | 'roles' | 'permissions' | 'errors' | 'constants',
    ): boolean => before !== null && sameElements(before.spec[key], spec[key]) && sectionLines.unmoved(spec[key]);
    const bindingSame = before !== null && sameBinding(before.binding, binding);

    const fillSame = sameElements(constants, spec.constants);
    if (!fillSame) {
      constants = spec.constants;
      fill = fillConstants(constants);
      fillVersion++;
    }
    const nextNames = spec.entities.map((e) => e.name.value);
    const namesSame = sameElements(names, nextNames);
    if (!namesSame) {
      names = nextNames;
      resolver = createEntityNameResolver(new Set(names));
      resolved = new Map();
    }

    // The calls, each with its unique id (`#2` for a second `METHOD /path`) and the slot it is bound to.
    const callsKept = before !== null && bindingSame && same('calls');
    let calls: readonly AppCall[];
    let callIds: ReadonlyMap<Call, string>;
    if (callsKept) {
      calls = callParts.keep();
      callIds = before.callIds;
    } else {
      const slotOfCall = new Map<Call, BoundCall>();
      for (const [entity, ec] of binding.entities) {
        for (const slot of SLOTS) {
          const call = ec[slot];
          if (call) slotOfCall.set(call, { entity, slot, event: null, nested: null });
        }
        for (const [event, call] of ec.transitions) slotOfCall.set(call, { entity, slot: 'transition', event, nested: null });
        for (const n of ec.nested) slotOfCall.set(n.call, { entity, slot: n.slot, event: null, nested: n });
      }
      const ids = new Map<Call, string>();
      const usedIds = new Set<string>();
      for (const call of spec.calls) {
        let base = baseIds.get(call);
        if (base === undefined) baseIds.set(call, (base = `${call.method.value.toUpperCase()} ${normalisePath(call.path.value)}`));
        let id = base;
        for (let n = 2; usedIds.has(id); n++) id = `${base} #${n}`;
        usedIds.add(id);
        ids.set(call, id);
        const bound = slotOfCall.get(call);
        const line = lineOf(call.span);
        const n = bound?.nested;
        callParts.next(
          [call, line, id, bound?.entity, bound?.slot, bound?.event, n?.param, n?.parent, n?.field, n?.many],
          () => compileCall(call, id, bound, line),
          (was) => ({ ...was, source: { point: 7, line } }),
        );
      }
      calls = callParts.commit();
      callIds = ids;
    }
    const idOf = (call: Call | null | undefined): string | null => (call ? (callIds.get(call) ?? null) : null);

    // What an entity's parts and its screens read of its calls, as one list kept from the last compile
    // while equal (so a part's deps hold one reference): each slot's call id (the call itself when it
    // has none, which only a binding of another spec gives), then each transition's event and id.
    let callsRead: ReadonlyMap<string, readonly unknown[]>;
    if (callsKept) callsRead = before.callsRead;
    else {
      const read = new Map<string, readonly unknown[]>();
      for (const [name, ec] of binding.entities) {
        const list: unknown[] = [];
        for (const slot of SLOTS) {
          const call = ec[slot];
          list.push(call ? (callIds.get(call) ?? call) : null);
        }
        for (const [event, call] of ec.transitions) list.push(event, callIds.get(call) ?? call);
        for (const n of ec.nested) list.push(n.slot, callIds.get(n.call) ?? n.call, n.param, n.parent, n.field, n.many);
        const old = before?.callsRead.get(name);
        read.set(name, old && sameElements(old, list) ? old : list);
      }
      callsRead = read;
    }

    let entities: readonly AppEntity[];
    if (
      callsKept &&
      fillSame &&
      same('entities') &&
      same('transitions') &&
      same('rules') &&
      sameElements(before.spec.stateFields, spec.stateFields)
    )
      entities = entityParts.keep();
    else {
      // Each entity's transitions and rules, grouped once (compiling stays linear in the spec's size).
      const own = new Map<string, { transitions: Transition[]; rules: Rule[] }>();
      const ownOf = (name: string): { transitions: Transition[]; rules: Rule[] } => {
        let o = own.get(name);
        if (!o) own.set(name, (o = { transitions: [], rules: [] }));
        return o;
      };
      for (const t of spec.transitions) if (t.entity) ownOf(t.entity.value).transitions.push(t);
      for (const r of spec.rules) ownOf(r.entity.value).rules.push(r);
      // stateFieldDeclOf for every entity at once: point 4's first `State field:` line for it, else its own.
      const declared = new Map<string, Located<string>>();
      for (const d of spec.stateFields) if (!declared.has(d.entity.value)) declared.set(d.entity.value, d.field);
      // Who refers to whom: each entity's children, found once (references of every entity, in spec order).
      const childrenOf = new Map<string, AppChild[]>();
      const seenChild = new Set<string>();
      for (const child of spec.entities) {
        const childName = child.name.value;
        if (seenChild.has(childName)) continue;
        seenChild.add(childName);
        const nested = binding.entities.get(childName)?.nested ?? [];
        for (const r of referencesOf(child)) {
          const under = (slot: 'list' | 'create'): string | null =>
            idOf(nested.find((n) => n.slot === slot && n.parent === r.entity && n.field === r.field)?.call);
          let list = childrenOf.get(r.entity);
          if (!list) childrenOf.set(r.entity, (list = []));
          list.push({
            entity: childName,
            field: r.field,
            many: r.many,
            onDelete: r.onDelete,
            list: under('list'),
            create: under('create'),
          });
        }
      }
      const done = new Set<string>();
      for (const entity of spec.entities) {
        const name = entity.name.value;
        if (done.has(name)) continue;
        done.add(name);
        const ec = binding.entities.get(name);
        const mine = ownOf(name);
        const decl = declared.get(name) ?? entity.stateField;
        const deps: unknown[] = [lineOf(entity.span), decl, fillVersion, callsRead.get(name)];
        pushValues(deps, entity);
        for (const t of mine.transitions) deps.push(t, lineOf(t.span));
        for (const r of mine.rules) deps.push(r, lineOf(r.span));
        const children = childrenOf.get(name) ?? [];
        for (const c of children) deps.push(c.entity, c.field, c.many, c.onDelete, c.list, c.create);
        entityParts.next(deps, () => compileEntity(entity, decl, ec, idOf, at, fill, mine, children));
      }
      entities = entityParts.commit();
    }

    let screens: readonly AppScreen[];
    if (!withScreens) screens = [];
    else if (callsKept && namesSame && same('screens') && same('entities')) screens = screenParts.keep();
    else {
      const entityItems = new Map<string, Entity>();
      for (const e of spec.entities) if (!entityItems.has(e.name.value)) entityItems.set(e.name.value, e);
      for (const screen of spec.screens) {
        const entity = screen.kind !== 'content' && screen.target ? resolve(screen.target.value) : null;
        const ec = entity !== null ? binding.entities.get(entity) : undefined;
        const item = entity !== null ? entityItems.get(entity) : undefined;
        const line = lineOf(screen.span);
        const sb =
          entity !== null
            ? bindScreen(
                screen.route.value,
                screen.params.map((p) => p.value),
                screen.kind,
                item,
                ec,
                resolver,
              )
            : null;
        // The related lists a detail phrase names (`with pets and visits`), as entity names; unknown ones are the check's.
        const related =
          screen.related && entity !== null
            ? { mode: screen.related.mode, entities: screen.related.names.flatMap((n) => resolve(n.value) ?? []) }
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
        screenParts.next(
          deps,
          () => compileScreen(screen, entity, ec, idOf, at, sb, related),
          (was) => ({ ...was, source: { point: 2, line } }),
        );
      }
      screens = screenParts.commit();
    }

    let roles: readonly AppRole[];
    if (same('roles')) roles = roleParts.keep();
    else {
      for (const r of spec.roles) {
        const line = lineOf(r.span);
        roleParts.next(
          [r, line],
          () => ({ name: r.name.value, description: r.description, source: { point: 6, line } }),
          (was) => ({ ...was, source: { point: 6, line } }),
        );
      }
      roles = roleParts.commit();
    }
    let permissions: readonly AppPermission[];
    if (same('permissions')) permissions = permissionParts.keep();
    else {
      for (const p of spec.permissions) {
        const line = lineOf(p.span);
        permissionParts.next(
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
      permissions = permissionParts.commit();
    }
    let errors: readonly AppError[];
    if (fillSame && same('errors')) errors = errorParts.keep();
    else {
      for (const e of spec.errors) {
        const line = lineOf(e.span);
        errorParts.next(
          [e, line, fillVersion],
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
      errors = errorParts.commit();
    }
    let appConstants: readonly AppConstant[];
    if (same('constants')) appConstants = constantParts.keep();
    else {
      for (const c of spec.constants) {
        const line = lineOf(c.span);
        constantParts.next(
          [c, line],
          () => constantOf(c, { point: 9, line }),
          (was) => ({ ...was, source: { point: 9, line } }),
        );
      }
      appConstants = constantParts.commit();
    }

    const pointStates = computePointStatus(spec, []);
    const statuses = pointStates.points;
    const inWordsOnly = new Set(pointStates.diagnostics.filter((d) => d.code === 'prose-only').map((d) => d.point));
    const gapOf = (point: PointNumber, message: string, screen: string | null, source: SourceRef): void => {
      gapParts.next([point, message, screen, source.point, source.line], () => ({ point, message, screen, source }));
    };
    for (const p of statuses) {
      const words = p.status === 'partial' && inWordsOnly.has(p.n);
      if (p.status !== 'missing' && p.status !== 'not-shown' && !words) continue;
      const message = words ? m.pointInWordsOnly(p.n) : p.status === 'missing' ? m.pointMissing(p.n) : m.pointNotShown(p.n);
      gapOf(p.n, message, null, { point: p.n, line: p.section ? lineOf(p.section.heading.span) : null });
    }
    for (const s of screens) if (s.gap !== null) gapOf(s.entity === null ? 3 : 7, s.gap, s.id, s.source);

    const status1 = statuses[0];
    const purpose = spec.sections.find((s) => s.point === 1);
    let description = '';
    if (!status1 || (status1.status !== 'missing' && status1.status !== 'not-shown')) {
      const written = purpose ? purpose.prose : spec.intro;
      if (prose?.text !== written) prose = { text: written, unwrapped: unwrapProse(written) };
      description = prose.unwrapped;
    }

    seen = { spec, binding, callIds, callsRead };
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
      gaps: gapParts.commit(),
    };
    if (!last || !sameParts(last, next)) last = next;
    lastInput = { spec, text, binding: known.binding };
    return last;
  };
  return { compile };
}

function sameParts(a: AppModel, b: AppModel): boolean {
  for (const key of Object.keys(a) as (keyof AppModel)[]) if (a[key] !== b[key]) return false;
  return true;
}
