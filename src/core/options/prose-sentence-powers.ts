import type { InferredEntity } from './infer-model';
import { entityOf, entityVerb, roleOfTokens, type ProseState, type Who } from './prose-reading';
import { tokens, type Sentence, type Token } from './prose-tokens';
import { pastParticiple } from './verb-forms';
import { CREATE, DELETE, DETERMINERS, EVERYTHING, NEGATIONS, PRONOUN_OBJECTS, READ, SUBJECT_PRONOUNS, UPDATE } from './prose-word-lists';

/** A verb read before its object: it becomes a power once the object comes. */
interface Pending {
  readonly action: string | null;
  readonly verb: Token;
  readonly negated: boolean;
  readonly only: boolean;
  readonly subject: Who;
}

/** What the reading of one sentence keeps, word after word. */
interface SentenceState {
  readonly st: ProseState;
  /** Across sentences: the last subject ("they" refers to it). */
  readonly across: { lastSubject: Who | null };
  readonly s: Sentence;
  readonly ts: Token[];
  readonly quote: string;
  subject: Who | null;
  negated: boolean;
  only: boolean;
  lastEntity: InferredEntity | null;
  prevWasVerb: boolean;
  readonly pending: Pending[];
  readonly sentenceEvents: { entity: string; event: string; sep: string }[];
}

/** Step 3. Powers from the sentences of point 1 (subject + verbs + objects), the states before events, the chains. */
export function powersFromSentences(st: ProseState, sents: Sentence[]): void {
  const across: { lastSubject: Who | null } = { lastSubject: null };
  for (const s of sents) {
    const ss: SentenceState = {
      st,
      across,
      s,
      ts: tokens(s.text, s.from),
      quote: s.text.replace(/\s+/g, ' ').replace(/\*\*/g, '').trim(),
      subject: null,
      negated: false,
      only: false,
      lastEntity: null,
      prevWasVerb: false,
      pending: [],
      sentenceEvents: [],
    };
    for (let i = 0; i < ss.ts.length; i++) i = readToken(ss, i);
    if (ss.pending.length && ss.lastEntity) flush(ss, ss.lastEntity);
    // Chains: two or more events of one entity in one sentence, joined by commas or "and", not "or".
    const byEntity = new Map<string, { event: string; sep: string }[]>();
    for (const e of ss.sentenceEvents) byEntity.set(e.entity, [...(byEntity.get(e.entity) ?? []), e]);
    for (const [entity, evs] of byEntity) {
      const distinct = [...new Set(evs.map((e) => e.event))];
      if (distinct.length >= 2 && !/\bor\b/.test(s.text.slice(evs[0] ? evs[0].sep.length : 0)))
        st.chains.push({ entity, events: distinct });
    }
  }
}

function flush(ss: SentenceState, e: InferredEntity | 'all'): void {
  for (const p of ss.pending.splice(0)) emit(ss, p.subject, p.action, p.verb, e, p.negated, p.only);
}

function emit(
  ss: SentenceState,
  who: Who,
  action: string | null,
  verb: Token,
  e: InferredEntity | 'all',
  neg: boolean,
  excl: boolean,
): void {
  const { powers } = ss.st;
  const quote = ss.quote;
  const targets = e === 'all' ? ss.st.model.entities : [e];
  for (const x of targets) {
    // "comment on cards but cannot create … anything": what the same sentence grants stays granted.
    if (
      e === 'all' &&
      neg &&
      powers.some(
        (p) =>
          p.quote === quote &&
          !p.negated &&
          p.role === (who === '*' ? '*' : who.name) &&
          p.entity === x.name &&
          (p.action === action || action === null),
      )
    )
      continue;
    let act = action;
    if (act === null) {
      const ev = x.events.find((v) => v.event.toLowerCase() === verb.lemma || v.event.toLowerCase().split('-')[0] === verb.lemma);
      if (!ev) continue;
      act = ev.event;
    }
    powers.push({
      role: who === '*' ? '*' : who.name,
      action: act,
      entity: x.name,
      negated: neg,
      only: excl,
      span: { from: verb.from, to: verb.to },
      quote,
    });
  }
}

/** Reads the word at `i`; returns the index the loop goes on from (the last word it read). */
function readToken(ss: SentenceState, i: number): number {
  const { st, ts } = ss;
  const t = ts[i] as Token;
  const prev = ts[i - 1];
  if (t.lower === 'only') {
    ss.only = true;
    return i;
  }
  if (NEGATIONS.has(t.lower) || (t.lower === 'can' && ts[i + 1]?.lower === 'not')) {
    ss.negated = true;
    return i;
  }
  if (t.lower === 'but') {
    ss.negated = false;
    return i;
  }
  const role = roleOfTokens(st, ts, i);
  if (role) return readRole(ss, role, i);
  if (SUBJECT_PRONOUNS.has(t.lower) && ss.subject === null && ss.across.lastSubject !== null) {
    ss.subject = ss.across.lastSubject;
    return i;
  }
  const isDetPrev = prev !== undefined && (DETERMINERS.has(prev.lower) || /^\d/.test(prev.word));
  // An object: an entity, a pronoun, "anything", or a state word.
  const ent = entityOf(st, t);
  if (readState(ss, i)) return i;
  if (readVerb(ss, i, ent, isDetPrev)) return i;
  if (readObject(ss, t, ent, isDetPrev)) return i;
  ss.prevWasVerb =
    ss.prevWasVerb && /^(?:,|and|or|on|in|up|out|back|to|with)$/.test(t.lower) ? true : ss.prevWasVerb && t.lower.length <= 3;
  return i;
}

/** A person: the object of the verb before ("invite members"), else the subject of what follows. */
function readRole(ss: SentenceState, role: { person: Who; next: number }, i: number): number {
  const { ts } = ss;
  const asObject = ss.prevWasVerb && ts[role.next]?.lower !== 'who';
  if (asObject && role.person !== '*') {
    // People as the object ("invite members", "remove members"): those verbs act on no record.
    ss.pending.length = 0;
    ss.prevWasVerb = false;
    return role.next - 1;
  }
  if (ss.pending.length && ss.lastEntity) flush(ss, ss.lastEntity);
  ss.pending.length = 0;
  ss.subject = role.person;
  ss.across.lastSubject = ss.subject;
  ss.negated = false;
  ss.only = ss.only && i > 0 && ts.slice(0, i).some((x) => x.lower === 'only');
  ss.prevWasVerb = false;
  return role.next - 1;
}

/** A state word: what `mark` leads to ("mark it resolved"), or the state before an event ("a closed board"). True when read. */
function readState(ss: SentenceState, i: number): boolean {
  const { st, ts, s, pending } = ss;
  const t = ts[i] as Token;
  const prev = ts[i - 1];
  const stateHit = st.states.get(t.lower);
  if (stateHit && prev && pending.some((p) => p.verb.lemma === 'mark')) {
    const markVerb = pending.find((p) => p.verb.lemma === 'mark');
    if (markVerb) {
      pending.splice(pending.indexOf(markVerb), 1);
      emit(ss, markVerb.subject, stateHit.event, markVerb.verb, stateHit.entity, markVerb.negated, markVerb.only);
      ss.sentenceEvents.push({ entity: stateHit.entity.name, event: stateHit.event, sep: s.text.slice(0, t.from - s.from) });
    }
    ss.prevWasVerb = false;
    return true;
  }
  if (stateHit && ts[i + 1] && entityOf(st, ts[i + 1] as Token) === stateHit.entity) {
    // "a closed board", "close resolved tickets": the state before the event of this sentence.
    const verbEvent = [...ts.slice(Math.max(0, i - 6), i), ...ts.slice(i + 2, i + 8)]
      .map((x) => x.lemma)
      .find((l) => stateHit.entity.events.some((v) => v.event.toLowerCase() === l));
    if (verbEvent) st.fromHints.push({ entity: stateHit.entity.name, event: verbEvent, from: t.lower });
  }
  return false;
}

/** The operation a word names as a verb, with the record it names itself (`comment` → create Comment). */
function verbAction(
  ss: SentenceState,
  i: number,
  ent: InferredEntity | null,
  isDetPrev: boolean,
): { action: string | null | undefined; verbEntity: InferredEntity | null } {
  const { st, ts, s } = ss;
  const t = ts[i] as Token;
  const prev = ts[i - 1];
  const canBeVerb = ss.subject !== null && !isDetPrev;
  // Where a verb goes: right after the subject, a modal, "and"/"or"/a comma (a bare word there is a verb).
  const verbSlot =
    prev !== undefined &&
    (/^(?:and|or|can|may|also|then|to|who|will|must)$/.test(prev.lower) ||
      roleOfTokens(st, ts, i - 1) !== null ||
      s.text[prev.to - s.from] === ',');
  let action: string | null | undefined;
  let verbEntity: InferredEntity | null = null;
  if (canBeVerb) {
    if (st.eventOwners.has(t.lemma)) action = null;
    else if (t.lemma === 'mark') action = null;
    else if ((ent === null || verbSlot) && verbSlot && entityVerb(st, t.lemma)) {
      verbEntity = entityVerb(st, t.lemma);
      action = 'create';
    } else if (ent === null && verbSlot && st.createFields.has(t.lemma) && !READ.has(t.lemma)) {
      verbEntity = st.createFields.get(t.lemma) ?? null;
      action = 'create';
    } else if (CREATE.has(t.lemma) && !(READ.has(t.lemma) && ss.prevWasVerb)) action = 'create';
    else if (READ.has(t.lemma)) action = 'read';
    else if (UPDATE.has(t.lemma)) action = 'update';
    else if (DELETE.has(t.lemma)) action = 'delete';
  }
  return { action, verbEntity };
}

/** A verb of the subject: a power now (an event of one record, a verb that names its record), or pending its object. True when read. */
function readVerb(ss: SentenceState, i: number, ent: InferredEntity | null, isDetPrev: boolean): boolean {
  const { st, ts, s, pending } = ss;
  const t = ts[i] as Token;
  const { action, verbEntity } = verbAction(ss, i, ent, isDetPrev);
  const subject = ss.subject;
  if (action === undefined || subject === null || !(ent === null || verbEntity !== null || st.eventOwners.has(t.lemma))) return false;
  if (
    t.lemma === 'open' &&
    ts[i + 1] &&
    entityOf(st, ts[i + 1] as Token) === null &&
    ts[i + 2] &&
    entityOf(st, ts[i + 2] as Token) === null &&
    !ts[i + 1]?.lower.match(/^(?:a|an|the)$/)
  ) {
    // "open" as an adjective
  } else if (verbEntity) {
    emit(ss, subject, 'create', t, verbEntity, ss.negated, ss.only);
    ss.lastEntity = verbEntity;
  } else if (action === null && t.lemma !== 'mark') {
    const owners = st.eventOwners.get(t.lemma) ?? [];
    if (owners.length === 1) {
      emit(ss, subject, null, t, owners[0] as InferredEntity, ss.negated, ss.only);
      ss.sentenceEvents.push({ entity: (owners[0] as InferredEntity).name, event: t.lemma, sep: s.text.slice(0, t.from - s.from) });
    } else pending.push({ action, verb: t, negated: ss.negated, only: ss.only, subject });
  } else pending.push({ action, verb: t, negated: ss.negated, only: ss.only, subject });
  ss.prevWasVerb = true;
  return true;
}

/** An object of the pending verbs: a record, a pronoun, "anything", a field word ("write notes" → update). True when read. */
function readObject(ss: SentenceState, t: Token, ent: InferredEntity | null, isDetPrev: boolean): boolean {
  const { st, pending } = ss;
  if (ent) {
    ss.lastEntity = ent;
    if (pending.length) flush(ss, ent);
    ss.prevWasVerb = false;
    return true;
  }
  if (PRONOUN_OBJECTS.has(t.lower) && pending.length) {
    const target = ss.lastEntity;
    const marks = pending.filter((p) => p.verb.lemma === 'mark');
    if (target) {
      pending.splice(0, pending.length, ...pending.filter((p) => p.verb.lemma !== 'mark'));
      flush(ss, target);
      pending.push(...marks);
    }
    ss.prevWasVerb = false;
    return true;
  }
  if (EVERYTHING.has(t.lower) && pending.length) {
    flush(ss, 'all');
    ss.prevWasVerb = false;
    return true;
  }
  // Field words: "write notes" → update the entity whose field it is.
  const fieldOwner = st.fieldOwners.get(t.lower) ?? st.fieldOwners.get(t.lemma);
  if (fieldOwner && pending.length && !isDetPrev) {
    for (const p of pending.splice(0))
      emit(
        ss,
        p.subject,
        p.action === 'create' && fieldOwner.intents.some((x) => x.slot === 'update') ? 'update' : p.action,
        p.verb,
        fieldOwner,
        p.negated,
        p.only,
      );
    ss.lastEntity = fieldOwner;
    ss.prevWasVerb = false;
    return true;
  }
  return false;
}

/** Participles in a sentence: "a repair is scheduled, started and finished". Each entity's events by
 * their past participle, once; then one pass over each sentence's words (linear, whatever the number
 * of entities). */
export function participleChains(st: ProseState, sents: Sentence[]): void {
  const { model, chains } = st;
  const byParticiple = new Map<string, { readonly at: number; readonly event: string }[]>();
  model.entities.forEach((e, at) => {
    const seen = new Set<string>();
    for (const v of e.events) {
      const p = pastParticiple(v.event).toLowerCase();
      if (seen.has(p)) continue;
      seen.add(p);
      const list = byParticiple.get(p);
      if (list) list.push({ at, event: v.event });
      else byParticiple.set(p, [{ at, event: v.event }]);
    }
  });
  if (byParticiple.size === 0) return;
  for (const s of sents) {
    if (/\bor\b/.test(s.text)) continue;
    const found = new Map<number, string[]>();
    for (const t of tokens(s.text, s.from)) {
      for (const hit of byParticiple.get(t.lower) ?? []) {
        const evs = found.get(hit.at);
        if (!evs) found.set(hit.at, [hit.event]);
        else if (!evs.includes(hit.event)) evs.push(hit.event);
      }
    }
    for (const [at, evs] of [...found].sort((a, b) => a[0] - b[0])) {
      const e = model.entities[at] as InferredEntity;
      if (evs.length >= 2 && !chains.some((c) => c.entity === e.name)) chains.push({ entity: e.name, events: evs });
    }
  }
}
