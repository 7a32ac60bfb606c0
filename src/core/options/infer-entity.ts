import { foldName } from '../words/fold-entity-name';
import type { Span } from '../source/span';
import type { Entity } from '../spec/entity';
import type { Screen } from '../spec/screen';
import type { TypeRef } from '../spec/type-ref';
import type { CallIntent } from './call-intent';
import { singular } from './names';
import { typeText } from './type-text';
import type { DraftLanguage } from './draft-language';
import { isSelfEvent, statesFromEvents, targetOf } from './lifecycle';
import { stateName, statesForEvents, type ProseStateList } from './prose-states';
import { participleForms, participleIn } from './verb-forms';

/** A field inferred from the shapes of point 7. */
export interface InferredField {
  readonly name: string;
  /** Written as a point-3 type (`string`, `one of a, b`, `Tool`). */
  readonly type: string;
  readonly required: boolean;
  readonly notes: string;
  readonly evidence: readonly Span[];
}

/** The state field of an entity: from a string-literal union, or made up of its events' states. */
export interface InferredState {
  readonly field: string;
  readonly values: readonly string[];
  readonly initial: string;
  /** True when the values come from action calls (no union in any shape). */
  readonly fromEvents: boolean;
  readonly evidence: readonly Span[];
}

/** An event read from an action call (`POST /api/loans/:id/return`). */
export interface InferredEvent {
  readonly event: string;
  readonly intent: CallIntent;
  /** The state it leads to; null when no value of the union fits. */
  readonly to: string | null;
  /** The state it starts from when a call's note says so (`approved -> in_repair`). */
  readonly from?: string;
}

/** An entity as the calls and screens speak of it, whether or not point 3 declares it. */
export interface InferredEntity {
  readonly name: string;
  /** The path segment naming its records (`tools`), or null when only screens name it. */
  readonly collection: string | null;
  readonly declared: Entity | null;
  /**
   * Fields from the shapes, `id` first when present, then in order of first appearance. Names that differ only
   * by case, `_` or `-` (`list_sid`, `ListSid`, `listSid`) are one field, named as first seen.
   */
  readonly fields: readonly InferredField[];
  readonly intents: readonly CallIntent[];
  readonly screens: readonly Screen[];
  readonly state: InferredState | null;
  readonly events: readonly InferredEvent[];
  readonly evidence: readonly Span[];
}

/** A field as the shapes have spoken of it so far. */
export interface FieldDraft {
  name: string;
  type: TypeRef;
  full: number;
  optionalSeen: boolean;
  inCreate: boolean;
  enumValues: string[];
  evidence: Span[];
}

/** An entity as the calls and screens have spoken of it so far. */
export interface EntityDraft {
  name: string;
  collection: string | null;
  declared: Entity | null;
  /** Keyed by the folded name (foldName: `listsid` for `list_sid` and `ListSid`). */
  fields: Map<string, FieldDraft>;
  fullShapes: number;
  createRequest: boolean;
  intents: CallIntent[];
  screens: Screen[];
  evidence: Span[];
  createNotes: string;
  refs: { name: string; collection: string; span: Span }[];
}

const STATE_NAMES = new Set(['status', 'state']);

/** The value after "starts as" / "starts" in a note, when it is one of `values`. */
export function startsAs(notes: string, values: readonly string[]): string | null {
  const lower = notes.toLowerCase();
  const at = lower.indexOf('starts ');
  if (at === -1) return null;
  let rest = lower.slice(at + 7).trimStart();
  if (rest.startsWith('as ')) rest = rest.slice(3).trimStart();
  const word = /^[`"']?([\p{L}\p{N}_-]+)/u.exec(rest)?.[1];
  return word === undefined ? null : (values.find((v) => v.toLowerCase() === word) ?? null);
}

/** The word after "starts as" / "starts" / "is … when created" in a note, whatever it is (`starts as requested`). */
export function startsAsWord(notes: string): string | null {
  const m = /\bstarts?\s+(?:as\s+|out\s+)?[`"']?([\p{L}][\p{L}\p{N}_-]*)/iu.exec(notes);
  const w = m?.[1]?.toLowerCase();
  return w === undefined || w === 'a' || w === 'an' || w === 'the' ? null : w;
}

/** The draft's language and whether it writes a word (lower case), for the states its events lead to. */
export interface DraftWords {
  readonly language: DraftLanguage;
  readonly written: (word: string) => boolean;
}

/** Turns what the shapes said about an entity into fields, a state field and events. */
export function finishEntity(
  d: EntityDraft,
  lookup: (words: string) => EntityDraft | null,
  proseStates: readonly ProseStateList[] = [],
  draft: DraftWords = { language: 'en', written: () => false },
): InferredEntity {
  const fields: InferredField[] = [];
  let enumState: FieldDraft | null = null;
  const ordered = [...d.fields.values()].sort((a, b) => (a.name === 'id' ? -1 : b.name === 'id' ? 1 : 0));
  for (const f of ordered) {
    let type = f.type.kind === 'enum' ? ({ ...f.type, values: f.enumValues } as TypeRef) : f.type;
    if (f.type.kind === 'scalar' && (f.type.name === 'id' || f.type.name === 'uuid') && f.name.length > 2 && f.name.endsWith('Id')) {
      const target = lookup(f.name.slice(0, -2));
      if (target && target !== d) type = { kind: 'ref', entity: target.name, span: f.type.span };
    }
    const text = typeText(type);
    if (text === null) continue;
    if (STATE_NAMES.has(f.name) && type.kind === 'enum' && !enumState) enumState = f;
    const fullRequired = d.fullShapes > 0 && f.full === d.fullShapes && !f.optionalSeen;
    const serverFilled = fullRequired && d.createRequest && !f.inCreate && f.name !== 'id' && f !== enumState;
    const required = f.name === 'id' || (fullRequired && !serverFilled) || (d.fullShapes === 0 && f.inCreate && !f.optionalSeen);
    const notes = serverFilled ? 'not in the create request: the server fills it' : '';
    fields.push({ name: f.name, type: text, required, notes, evidence: f.evidence });
  }
  for (const r of d.refs) {
    const target = lookup(r.collection);
    if (!target || target === d) continue;
    const name = r.name === 'id' ? singular(r.collection).toLowerCase() : r.name;
    // A path parameter the shapes or point 3 already hold under another spelling (`:ListSid`, `list_sid`) is that field.
    const key = foldName(name);
    if (fields.some((f) => foldName(f.name) === key) || d.declared?.fields.some((f) => foldName(f.name.value) === key)) continue;
    fields.push({ name, type: target.name, required: true, notes: '', evidence: [r.span] });
  }

  const transitions = d.intents.filter((i) => i.slot === 'transition' && i.event !== null);
  const declaredState = d.declared ? declaredStateOf(d.declared) : null;
  let state: InferredState | null = null;
  if (declaredState) state = declaredState;
  else if (enumState) {
    const values = enumState.enumValues;
    state = {
      field: enumState.name,
      values,
      initial: startsAs(d.createNotes, values) ?? values[0] ?? '',
      fromEvents: false,
      evidence: enumState.evidence,
    };
  } else if (transitions.length > 0 && !(d.fields.has('status') && d.fields.has('state'))) {
    const taken = (n: string): boolean => d.fields.has(n) || (d.declared?.fields.some((f) => foldName(f.name.value) === n) ?? false);
    const field = taken('status') ? 'state' : 'status';
    const eventNames = [...new Set(transitions.map((t) => t.event as string))];
    // The states the draft lists in words, when its events lead to them; else states made of the events.
    const listed = statesForEvents(proseStates, eventNames, [d.name, d.collection ?? ''], moveValues(transitions));
    const { initial, values } = listed
      ? { initial: startsAsWord(d.createNotes) ?? listed.initial ?? (listed.values[0] as string), values: [...listed.values] }
      : statesFromEvents(eventNames, startsAsWord(d.createNotes), draft.language, draft.written);
    if (listed) addWrittenParticiples(eventNames, values, draft);
    if (!values.includes(initial)) values.unshift(initial);
    state = { field, values, initial, fromEvents: true, evidence: [...transitions.map((t) => t.span), ...(listed ? [listed.span] : [])] };
    fields.push({
      name: field,
      type: `one of ${values.join(', ')}`,
      required: true,
      notes: `starts as ${initial}`,
      evidence: state.evidence,
    });
  }
  if (state && !state.fromEvents) {
    const i = fields.findIndex((f) => f.name === state.field);
    const f = fields[i];
    if (f && !d.declared && startsAs(d.createNotes, state.values) !== null) fields[i] = { ...f, notes: `starts as ${state.initial}` };
  }
  const events: InferredEvent[] = [];
  const seen = new Set<string>();
  for (const t of transitions) {
    const event = t.event as string;
    if (seen.has(event)) continue;
    seen.add(event);
    const move = state ? noteMove(t.call.notes, state.values) : null;
    events.push({
      event,
      intent: t,
      to: state ? (move?.to ?? matchState(event, state.values) ?? targetOf(event, state.values, state.initial)) : null,
      ...(move?.from ? { from: move.from } : {}),
    });
  }
  return {
    name: d.name,
    collection: d.collection,
    declared: d.declared,
    fields,
    intents: d.intents,
    screens: d.screens,
    state,
    events,
    evidence: d.evidence,
  };
}

/** The value of a state list an event leads to: its past participle (in any language read), or the event itself. */
function matchState(event: string, values: readonly string[]): string | null {
  const lower = (v: string): string => v.toLowerCase();
  for (const past of participleForms(event)) {
    const hit = values.find((v) => lower(v) === past);
    if (hit !== undefined) return hit;
  }
  return values.find((v) => lower(v) === event.toLowerCase()) ?? null;
}

const MOVE = /([\p{L}][\p{L}\p{N}_-]*)\s*(?:->|→|=>)\s*([\p{L}][\p{L}\p{N}_-]*)/u;

/** Words that say where an event leads, before the state: `pasa a "dentro"`, `passe à validée`, `goes to done`. */
const MOVE_TO =
  /(?:->|→|=>|\bpasa(?:n)? a\b|\bqueda(?:n)?\b|\bpasse(?:nt)? (?:à|en)\b|\bdevient\b|\bgoes to\b|\bmoves? (?:it )?to\b|\bbecomes?\b|\bsets? (?:it )?to\b|\bwechselt (?:zu|auf|in)\b|\bgeht (?:auf|in|zu)\b|\bwird(?: zu)?\b)\s*["'“«„`*]*\s*([\p{L}][\p{L}\p{N}_-]*)/iu;

/**
 * A call's note that says which states its event moves between (`(mechanic) approved -> in_repair`), or only where
 * it leads (`pasa a "dentro"`); `from` is null when the note names no state before.
 */
function noteMove(notes: string, values: readonly string[]): { from: string | null; to: string } | null {
  const m = MOVE.exec(notes);
  const from = m?.[1] ? stateName(m[1]) : null;
  const to = m?.[2] ? stateName(m[2]) : null;
  if (from !== null && to !== null && values.includes(from) && values.includes(to) && from !== to) return { from, to };
  const only = MOVE_TO.exec(notes)?.[1];
  const target = only ? stateName(only) : null;
  return target !== null && values.includes(target) ? { from: null, to: target } : null;
}

/** The states the calls' notes name as moves, to find the draft's state list they belong to. */
function moveValues(transitions: readonly CallIntent[]): string[] {
  const out: string[] = [];
  for (const t of transitions) {
    const m = MOVE.exec(t.call.notes);
    for (const w of [m?.[1], m?.[2], MOVE_TO.exec(t.call.notes)?.[1]]) {
      const name = w ? stateName(w) : null;
      if (name !== null) out.push(name);
    }
  }
  return out;
}

/**
 * A listed life that leaves an event without a state to lead to (`cancel` beside `received -> quoted -> ready`)
 * gets the event's participle when the draft writes that word ("cancelled from anything before in_repair").
 */
function addWrittenParticiples(events: readonly string[], values: string[], draft: DraftWords): void {
  for (const e of events) {
    if (isSelfEvent(e) || matchState(e, values) !== null || targetOf(e, values, values[0] ?? '') !== null) continue;
    const past = participleIn(e, draft.language, draft.written);
    if (draft.written(past)) values.push(past);
  }
}

function declaredStateOf(e: Entity): InferredState | null {
  const named = e.stateField?.value;
  const field = e.fields.find((f) => (named ? f.name.value === named : STATE_NAMES.has(f.name.value)) && f.type.kind === 'enum');
  if (!field || field.type.kind !== 'enum') return null;
  const values = field.type.values;
  return {
    field: field.name.value,
    values,
    initial: startsAs(field.notes, values) ?? values[0] ?? '',
    fromEvents: false,
    evidence: [field.typeText.span],
  };
}
