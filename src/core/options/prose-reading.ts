import type { Span } from '../source/span';
import type { Spec } from '../spec/spec';
import type { InferredEntity, InferredModel } from './infer-model';
import { roleKey, lemmaOf, type Token } from './prose-tokens';
import { pastParticiple } from './verb-forms';
import { EVERYONE } from './prose-word-lists';

/** A kind of person the draft names. */
export interface Person {
  /** As the spec will write it: the Roles column's spelling, else lower-case singular (`front desk`). */
  readonly name: string;
  readonly evidence: Span[];
  /** The clause that names them, for the role's description. */
  description: string;
  /** How the draft names them: a Roles/Who column or a note, bold, the subject of a sentence, or only compromise's tagger. */
  strength: 'column' | 'prose' | 'tagger';
}

/** One thing the draft says a role may (or may not) do. `role` '*' is everyone. */
export interface Power {
  readonly role: string;
  /** read, create, update, delete, or an event. */
  readonly action: string;
  readonly entity: string;
  readonly negated: boolean;
  /** Reserved: only the roles with such a power may do it. */
  readonly only: boolean;
  readonly span: Span;
  /** The sentence or note that says it. */
  readonly quote: string;
}

/** A state the prose puts an event's record in before it ("reopen a closed board", "a resolved ticket can be reopened"). */
export interface FromHint {
  readonly entity: string;
  readonly event: string;
  readonly from: string;
}

export interface ProseReading {
  readonly people: Person[];
  readonly powers: Power[];
  readonly fromHints: FromHint[];
  /** Events of one entity named in one sentence in order, joined by "and"/commas (a chain: each from the previous). */
  readonly chains: { entity: string; events: string[] }[];
}

/** A person, or '*' for everyone. */
export type Who = Person | '*';

/** What one reading of a draft keeps while its steps run: the people found so far, the model's words, the powers. */
export interface ProseState {
  readonly spec: Spec;
  readonly text: string;
  readonly model: InferredModel;
  /** People by role key. */
  readonly people: Map<string, Person>;
  /** Entities by the words prose uses for them, events and fields by name. */
  readonly entityWords: Map<string, InferredEntity>;
  readonly eventOwners: Map<string, InferredEntity[]>;
  readonly createFields: Map<string, InferredEntity>;
  readonly fieldOwners: Map<string, InferredEntity>;
  readonly states: Map<string, { entity: InferredEntity; event: string }>;
  readonly creatable: InferredEntity[];
  readonly verbCache: Map<string, InferredEntity | null>;
  /** Roles that make each call (by index in spec.calls), from its columns and notes. */
  readonly callRoles: Map<number, string[]>;
  readonly powers: Power[];
  readonly fromHints: FromHint[];
  readonly chains: { entity: string; events: string[] }[];
}

/** A fresh state: the model's entities indexed by the words prose uses for them, no people or powers yet. */
export function proseState(spec: Spec, text: string, model: InferredModel): ProseState {
  const st: ProseState = {
    spec,
    text,
    model,
    people: new Map(),
    entityWords: new Map(),
    eventOwners: new Map(),
    createFields: new Map(),
    fieldOwners: new Map(),
    states: new Map(),
    creatable: model.entities.filter((x) => x.intents.some((i) => i.slot === 'create')),
    verbCache: new Map(),
    callRoles: new Map(),
    powers: [],
    fromHints: [],
    chains: [],
  };
  for (const e of model.entities) indexEntity(st, e);
  return st;
}

function indexEntity(st: ProseState, e: InferredEntity): void {
  const { entityWords, eventOwners, createFields, fieldOwners, states } = st;
  const words = e.name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/\s+/);
  entityWords.set(words.join(' '), e);
  entityWords.set(words[words.length - 1] as string, e);
  if (e.collection) entityWords.set(lemmaOf(e.collection.toLowerCase()), e);
  for (const s of e.screens) {
    const n = s.name.value.trim().toLowerCase();
    if (/^[a-z]+$/.test(n) && !entityWords.has(lemmaOf(n))) entityWords.set(lemmaOf(n), e);
  }
  for (const ev of e.events) {
    const list = eventOwners.get(ev.event.toLowerCase()) ?? [];
    list.push(e);
    eventOwners.set(ev.event.toLowerCase(), list);
    const to = ev.to ?? pastParticiple(ev.event);
    states.set(to.toLowerCase(), { entity: e, event: ev.event });
  }
  const creates = e.intents.some((i) => i.slot === 'create');
  for (const f of e.fields) {
    if (f.name === 'id') continue;
    if (creates && !createFields.has(f.name.toLowerCase())) createFields.set(f.name.toLowerCase(), e);
    if (!fieldOwners.has(f.name.toLowerCase())) fieldOwners.set(f.name.toLowerCase(), e);
  }
}

/** Adds (or finds) a person; a column's spelling is kept, prose's is keyed. Null for "everyone" and blanks. */
export function addPerson(
  st: ProseState,
  name: string,
  span: Span | null,
  written: boolean,
  strength: Person['strength'] = written ? 'column' : 'prose',
): Person | null {
  const clean = name.trim().replace(/\s+/g, ' ');
  if (!clean || EVERYONE.has(clean.toLowerCase())) return null;
  const key = roleKey(clean);
  let p = st.people.get(key);
  if (!p) {
    p = { name: written ? clean : key, evidence: [], description: '', strength };
    st.people.set(key, p);
  } else if (strength !== 'tagger' && p.strength === 'tagger') p.strength = strength;
  if (span && p.evidence.length < 8) p.evidence.push(span);
  return p;
}

/** The entity a word names. */
export function entityOf(st: ProseState, t: Token): InferredEntity | null {
  return st.entityWords.get(t.lemma) ?? st.entityWords.get(t.lower) ?? st.model.resolve(t.word);
}

/** The entity a verb names itself: `comment` → Comment, `rate` → Rating, `reserve` → Reservation. */
export function entityVerb(st: ProseState, lemma: string): InferredEntity | null {
  let hit = st.verbCache.get(lemma);
  if (hit === undefined) {
    hit = entityVerbOf(st, lemma);
    st.verbCache.set(lemma, hit);
  }
  return hit;
}

function entityVerbOf(st: ProseState, lemma: string): InferredEntity | null {
  const e = st.entityWords.get(lemma);
  if (e && e.intents.some((i) => i.slot === 'create')) return e;
  if (lemma.length < 4) return null;
  const stem = lemma.endsWith('e') ? lemma.slice(0, -1) : lemma;
  for (const x of st.creatable) {
    const n = x.name.toLowerCase();
    if (n.startsWith(stem) && n.length - stem.length <= 6) return x;
  }
  return null;
}

/** The person the words at `i` name (two words, or one for a one-word role), and the index after them. */
export function roleOfTokens(st: ProseState, ts: Token[], i: number): { person: Who; next: number } | null {
  const t = ts[i] as Token;
  if (/^(?:anyone|anybody|everyone|everybody|whoever)$/.test(t.lower)) return { person: '*', next: i + 1 };
  const two = ts[i + 1] ? `${t.lower} ${(ts[i + 1] as Token).lower}` : null;
  if (two && st.people.has(roleKey(two))) return { person: st.people.get(roleKey(two)) as Person, next: i + 2 };
  const one = st.people.get(roleKey(t.lower));
  if (one && !one.name.includes(' ')) return { person: one, next: i + 1 };
  return null;
}
