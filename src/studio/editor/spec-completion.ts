import type { CompletionContext, CompletionResult, Completion } from '@codemirror/autocomplete';
import { SCALAR_NAMES, type PointNumber, type Spec } from '../../core/index';

/** The kinds of names the editor completes. */
type NameKind = 'entity' | 'field' | 'role' | 'event' | 'state' | 'code' | 'constant' | 'type' | 'action';

const KIND_LABEL: Record<NameKind, string> = {
  entity: 'entity',
  field: 'field',
  role: 'role',
  event: 'event',
  state: 'state',
  code: 'error code',
  constant: 'constant',
  type: 'type',
  action: 'permission',
};
const KIND_ICON: Record<NameKind, string> = {
  entity: 'class',
  field: 'property',
  role: 'variable',
  event: 'function',
  state: 'enum',
  code: 'constant',
  constant: 'constant',
  type: 'type',
  action: 'keyword',
};

/** Which names fit where: per point, the kinds offered first (others follow, ranked lower). */
const FITS: Record<PointNumber, readonly NameKind[]> = {
  1: ['role', 'entity'],
  2: ['entity', 'role'],
  3: ['type', 'entity'],
  4: ['entity', 'state', 'event', 'role', 'field', 'constant'],
  5: ['entity', 'field', 'constant'],
  6: ['role', 'action', 'event', 'entity', 'field'],
  7: ['entity', 'code', 'role', 'field', 'type'],
  8: ['code', 'constant'],
  9: ['constant'],
};

/** Every name of the spec, by kind (deduplicated). */
export function namesOf(spec: Spec): Map<NameKind, Set<string>> {
  const m = new Map<NameKind, Set<string>>();
  const add = (k: NameKind, v: string | undefined) => {
    if (!v) return;
    let s = m.get(k);
    if (!s) m.set(k, (s = new Set()));
    s.add(v);
  };
  for (const e of spec.entities) {
    add('entity', e.name.value);
    for (const f of e.fields) {
      add('field', f.name.value);
      if (f.type.kind === 'enum' && /^(status|state)$/.test(f.name.value)) f.type.values.forEach((v) => add('state', v));
    }
  }
  for (const t of spec.transitions) {
    add('event', t.event.value);
    add('state', t.from.value);
    add('state', t.to.value);
  }
  for (const r of spec.roles) add('role', r.name.value);
  for (const e of spec.errors) add('code', e.code.value);
  for (const c of spec.constants) add('constant', c.name.value);
  for (const t of SCALAR_NAMES) add('type', t);
  for (const a of ['read', 'create', 'update', 'delete']) add('action', a);
  return m;
}

/** The point of the section holding `pos` (by the sections' spans), or null. */
function pointAt(spec: Spec, pos: number): PointNumber | null {
  for (const s of spec.sections) if (pos >= s.span.from && pos <= s.span.to) return s.point;
  return null;
}

/**
 * A completion source over the latest analysed spec: entity, field, role, event, state, error-code,
 * constant and type names, the kinds that fit the cursor's point first. After `record.` or `user.`
 * only field names are offered.
 */
export function specCompletion(getSpec: () => Spec | null) {
  return (context: CompletionContext): CompletionResult | null => {
    const spec = getSpec();
    if (!spec) return null;
    const word = context.matchBefore(/[\p{L}\p{N}_$-]*/u);
    if (!word || (word.from === word.to && !context.explicit)) return null;
    const before = context.state.sliceDoc(Math.max(0, word.from - 7), word.from);
    const names = namesOf(spec);
    const point = pointAt(spec, context.pos);
    const fits = point ? FITS[point] : (['entity', 'field', 'role', 'event', 'code', 'constant'] as const);
    const kinds: readonly NameKind[] = /(record|user)\.$/.test(before) ? ['field'] : fits;
    const options: Completion[] = [];
    const seen = new Set<string>();
    const push = (kind: NameKind, boost: number) => {
      for (const label of names.get(kind) ?? []) {
        if (seen.has(label)) continue;
        seen.add(label);
        options.push({ label, detail: KIND_LABEL[kind], type: KIND_ICON[kind], boost });
      }
    };
    kinds.forEach((k, i) => push(k, 40 - i * 5));
    if (kinds === fits) for (const k of names.keys()) if (!kinds.includes(k) && k !== 'type' && k !== 'action') push(k, -20);
    return { from: word.from, options, validFor: /^[\p{L}\p{N}_$-]*$/u };
  };
}
