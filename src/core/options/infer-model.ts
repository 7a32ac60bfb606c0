import { createEntityNameResolver, foldName, singularForms } from '../words/fold-entity-name';
import type { Entity } from '../spec/entity';
import type { Spec } from '../spec/spec';
import type { ShapeField, Shape } from '../spec/type-ref';
import { pluralLooking, readCallIntent, viewWord, type CallIntent } from './call-intent';
import { finishEntity, type EntityDraft, type InferredEntity } from './infer-entity';
import { entityNameFor, findAbbreviations } from './abbreviations';
import { draftLanguage } from './draft-language';
import { findStateLists } from './prose-states';

export type { InferredEntity, InferredEvent, InferredField, InferredState } from './infer-entity';

/** What the calls and screens say about the data, for every rule to share. */
export interface InferredModel {
  readonly entities: readonly InferredEntity[];
  readonly intents: readonly CallIntent[];
  /** The entity some words name (case and plural folded), declared or inferred. */
  resolve(words: string): InferredEntity | null;
  /** The path prefix the calls use (`/api`), `/api` when there are none. */
  readonly prefix: string;
  /** `:id` or `{id}`, as the calls (else the routes) write parameters. */
  readonly param: (name: string) => string;
}

function objectOf(shape: Shape, list: boolean): readonly ShapeField[] | null {
  if (!list) return shape.kind === 'object' ? shape.fields : null;
  if (shape.kind === 'list') return shape.of.kind === 'object' ? shape.of.fields : null;
  if (shape.kind !== 'object') return null;
  const lists = shape.fields.filter((f) => f.type.kind === 'list');
  const only = lists.length === 1 ? lists[0]?.type : undefined;
  return only?.kind === 'list' && only.of.kind === 'object' ? only.of.fields : null;
}

/** True when an object shape wraps the record (`{ appointment: Appointment, … }`) rather than spelling it out. */
function wraps(fields: readonly ShapeField[], entity: string): boolean {
  return fields.some((f) => (f.type.kind === 'ref' && f.type.entity === entity) || f.type.kind === 'object');
}

/** The entity a response names: `Pet`, `Pet[]`, or the one list of `{ items: Pet[], total: integer }`; else null. */
function namedEntity(shape: Shape): string | null {
  if (shape.kind === 'ref') return shape.entity;
  if (shape.kind === 'list') return shape.of.kind === 'ref' ? shape.of.entity : null;
  if (shape.kind !== 'object') return null;
  const lists = shape.fields.filter((f) => f.type.kind === 'list');
  const only = lists.length === 1 ? lists[0]?.type : undefined;
  return only?.kind === 'list' && only.of.kind === 'ref' ? only.of.entity : null;
}

/** True when a response can be a list of records: a list, or an object holding one list. */
const listLike = (shape: Shape): boolean =>
  shape.kind === 'list' || (shape.kind === 'object' && shape.fields.filter((f) => f.type.kind === 'list').length === 1);

/**
 * Calls whose path word is not the name of the records they serve, in a spec that declares its entities
 * (an imported API: `GET /pet/findByStatus` → `Pet[]`, `GET /v1/Services/:sid/Documents` →
 * `{ documents: SyncV1ServiceDocument[] }`, `GET /user/login` → `string`):
 * - a list, detail or create whose response (a create's request too) names a declared entity serves it:
 *   under the path word its other calls use when it has one (`pet`), else under its own word
 *   (`Documents`, which then names that entity for every reader: `words`);
 * - a create under another word than the entity's own (`POST /user/createWithList`) is left to the
 *   author, and so is a list or create whose response is no records at all (`string`, `—`, `{ }`).
 * So no option invents an entity or a screen from a word such as `findByStatus` or `login`. Without
 * declared entities (a rough draft) nothing changes: the path words are all there is.
 */
function byResponse(
  intents: readonly CallIntent[],
  resolve: (name: string) => string | null,
): { intents: CallIntent[]; words: Map<string, string> } {
  const words = new Map<string, string>();
  const clash = new Set<string>();
  const wordOf = new Map<string, string>();
  for (const it of intents) {
    const e = it.collection === null ? null : resolve(it.collection);
    if (e !== null && it.collection !== null && !wordOf.has(e)) wordOf.set(e, it.collection);
  }
  const first = intents.map((it): CallIntent => {
    if (it.collection === null || resolve(it.collection) !== null) return it;
    const named = namedEntity(it.call.response) ?? (it.slot === 'create' || it.slot === 'update' ? namedEntity(it.call.request) : null);
    if (it.slot !== 'list' && it.slot !== 'detail' && it.slot !== 'create') {
      // An update, delete, event or other call: it serves the entity its shapes name, if any.
      const entity = named === null ? null : resolve(named);
      return entity === null ? it : { ...it, entity };
    }
    const entity = named === null ? null : resolve(named);
    const none: CallIntent = { ...it, slot: 'other', collection: null, prefix: '' };
    if (entity === null) {
      if (wordOf.size === 0) return it;
      const records =
        it.slot === 'list' ? listLike(it.call.response) : it.call.response.kind === 'object' || it.call.response.kind === 'ref';
      return records ? it : none;
    }
    if (it.slot === 'list' && !listLike(it.call.response)) return none;
    const own = wordOf.get(entity);
    const word = foldName(it.collection);
    if (own === undefined || foldName(own) === word) {
      // The entity's calls live under this word: it names the entity (unless it names two: `Permissions`
      // of documents and of lists, read per call).
      wordOf.set(entity, it.collection);
      const before = words.get(word);
      if (before !== undefined && before !== entity) clash.add(word);
      else words.set(word, entity);
      return { ...it, entity };
    }
    if (it.slot === 'create') return none;
    return { ...it, collection: own, entity };
  });
  for (const word of clash) words.delete(word);
  // A call under a word that names two entities and whose shapes name neither (`DELETE …/Permissions/:id`)
  // serves no entity we can tell.
  const out = first.map((it) =>
    it.entity === undefined && it.collection !== null && clash.has(foldName(it.collection))
      ? { ...it, slot: 'other' as const, collection: null, prefix: '' }
      : it,
  );
  return { intents: out, words };
}

/** Reads the calls and screens of a spec into inferred entities. Linear in the number of calls, screens and shape fields. */
/** The words of a draft, lower case (`checked-in` is one word). */
function wordsOfDraft(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.toLowerCase().matchAll(/[\p{L}][\p{L}\p{N}_-]*/gu)) out.add(m[0]);
  return out;
}

export function inferModel(spec: Spec, text = ''): InferredModel {
  const proseStates = text === '' ? [] : findStateLists(text);
  // The draft's words, read once and only when a rule asks (the states an event leads to, as the draft writes them).
  let words: Set<string> | null = null;
  const draft = {
    language: text === '' ? ('en' as const) : draftLanguage(text),
    written: (word: string): boolean => (words ??= wordsOfDraft(text)).has(word),
  };
  const abbreviations = text === '' ? new Map<string, string>() : findAbbreviations(text);
  const declaredByName = new Map<string, Entity>();
  for (const e of spec.entities) if (!declaredByName.has(e.name.value)) declaredByName.set(e.name.value, e);
  const declared = createEntityNameResolver(declaredByName.keys());
  const collections = new Set<string>();
  for (const call of spec.calls) {
    const segs = call.path.value.split('/').filter((s) => s !== '');
    for (let i = 0; i < segs.length; i++) {
      const s = segs[i] as string;
      const next = segs[i + 1];
      if (next !== undefined && (next.startsWith(':') || next.startsWith('{'))) collections.add(foldName(s));
    }
  }
  for (const call of spec.calls) {
    const segs = call.path.value.split('/').filter((s) => s !== '');
    const last = segs[segs.length - 1];
    // A GET's last word names records when it stands alone or looks plural; `mine`, `pending`, `weekly` are views,
    // and so is a word right after a collection (`GET /parcelas/libres`: the free plots, in a language whose
    // adjectives take a plural).
    if (viewWord(call.method.value, segs, collections, foldName)) continue;
    if (last !== undefined && call.params.length === 0 && (pluralLooking(last) || (segs.length === 1 && call.method.value === 'GET')))
      collections.add(foldName(last));
  }
  const isCollection = (s: string): boolean => collections.has(foldName(s)) || declared.resolve(s) !== null;
  const read = byResponse(
    spec.calls.map((c) => readCallIntent(c, isCollection)),
    (name) => declared.resolve(name),
  );
  const intents = read.intents;
  // A path word that names a declared entity only through its calls' responses (`Documents`).
  const viaWord = (words: string): string | null => read.words.get(foldName(words)) ?? null;

  const drafts = new Map<string, EntityDraft>();
  const byFold = new Map<string, EntityDraft>();
  const draftFor = (name: string, collection: string | null): EntityDraft => {
    let d = drafts.get(name);
    if (!d) {
      d = {
        name,
        collection,
        declared: declaredByName.get(name) ?? null,
        fields: new Map(),
        fullShapes: 0,
        createRequest: false,
        intents: [],
        screens: [],
        evidence: [],
        createNotes: '',
        refs: [],
      };
      drafts.set(name, d);
      const key = foldName(name);
      if (!byFold.has(key)) byFold.set(key, d);
    }
    if (d.collection === null && collection !== null) d.collection = collection;
    return d;
  };
  const nameFor = (words: string): string => declared.resolve(words) ?? viaWord(words) ?? entityNameFor(words, abbreviations);
  const lookup = (words: string): EntityDraft | null => {
    const exact = declared.resolve(words) ?? viaWord(words);
    if (exact !== null) return drafts.get(exact) ?? null;
    for (const form of singularForms(words)) {
      const hit = byFold.get(form);
      if (hit) return hit;
    }
    return null;
  };

  const addFields = (d: EntityDraft, fields: readonly ShapeField[], mode: 'full' | 'create' | 'extra'): void => {
    if (mode === 'full') d.fullShapes++;
    if (mode === 'create') d.createRequest = true;
    for (const f of fields) {
      // One field however the shapes spell it (`list_sid` in a response, `ListSid` in a request): keyed by its
      // folded name, named as first seen.
      const key = foldName(f.name);
      let fd = d.fields.get(key);
      if (!fd) {
        fd = { name: f.name, type: f.type, full: 0, optionalSeen: false, inCreate: false, enumValues: [], evidence: [] };
        d.fields.set(key, fd);
      }
      if (f.type.kind === 'enum') for (const v of f.type.values) if (!fd.enumValues.includes(v)) fd.enumValues.push(v);
      if (f.optional) fd.optionalSeen = true;
      else if (mode === 'full') fd.full++;
      else if (mode === 'create') fd.inCreate = true;
      if (fd.evidence.length < 8) fd.evidence.push(f.nameSpan);
    }
  };

  for (const it of intents) {
    if (it.collection === null) continue;
    const d = draftFor(it.entity ?? nameFor(it.collection), it.collection);
    d.intents.push(it);
    if (d.evidence.length < 16) d.evidence.push(it.span);
    const { request, response } = it.call;
    if (it.slot === 'list') {
      const item = objectOf(response, true);
      if (item) addFields(d, item, 'full');
    } else if (it.slot === 'detail' || it.slot === 'update' || it.slot === 'create') {
      const body = objectOf(response, false);
      if (body && !wraps(body, d.name)) addFields(d, body, 'full');
      const req = objectOf(request, false);
      if (req) addFields(d, req, it.slot === 'create' ? 'create' : 'extra');
      if (it.slot === 'create') d.createNotes += ` ${it.call.notes}`;
    } else if (it.slot === 'transition') {
      const body = objectOf(response, false);
      if (body && !wraps(body, d.name)) addFields(d, body, 'extra');
    }
    if (it.parent) d.refs.push({ name: it.parent.param, collection: it.parent.collection, span: it.span });
  }
  for (const s of spec.screens) {
    if (s.target === null) continue;
    const d = lookup(s.target.value) ?? draftFor(nameFor(s.target.value), null);
    d.screens.push(s);
    if (d.evidence.length < 16) d.evidence.push(s.target.span);
  }

  const entities: InferredEntity[] = [];
  const byName = new Map<string, InferredEntity>();
  for (const d of drafts.values()) {
    const e = finishEntity(d, lookup, proseStates, draft);
    entities.push(e);
    byName.set(e.name, e);
  }
  const prefixes = intents.filter((i) => i.collection !== null).map((i) => i.prefix);
  const brace =
    spec.calls.some((c) => c.path.value.includes('{')) ||
    (spec.calls.length === 0 && spec.screens.some((s) => s.route.value.includes('{')));
  return {
    entities,
    intents,
    resolve(words) {
      const d = lookup(words);
      return d ? (byName.get(d.name) ?? null) : null;
    },
    prefix: prefixes[0] ?? '/api',
    param: (name) => (brace ? `{${name}}` : `:${name}`),
  };
}
