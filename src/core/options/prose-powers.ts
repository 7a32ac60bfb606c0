import { findDraftCalls } from './draft-calls';
import { draftLanguage } from './draft-language';
import { findDraftPeople, findProsePeople } from './draft-people';
import type { Span } from '../source/span';
import type { Spec } from '../spec/spec';
import type { InferredEntity, InferredModel } from './infer-model';
import { singular } from './names';
import { lemma } from '../words/inflection';
import nlp from 'compromise';
import { pastParticiple } from './verb-forms';

/**
 * Who the draft's people are and what the prose says they may do. Read from point 1 (sentences and bullets),
 * the Roles/Who columns of points 2 and 7, and the calls' Notes ("chair only"). Patterns understood
 * (docs/options.md, "People and powers"):
 *
 * - people: the Roles/Who columns; "X only" in a call's Notes; bold labels (`**Owners**`); the subject of a
 *   sentence whose verb is something the app does (`Receptionists register owners`, `The chair accepts …`,
 *   `the workshop manager schedules repairs`), or that compromise tags as people (`Members of … book`);
 * - powers: subject + verbs + objects (`Members add cards, move them and comment on them`): a verb is an
 *   operation (add/create/post… → create; see/browse… → read; edit/rename… → update; remove/delete → delete),
 *   an event of point 7 (`accepts`, `closes`), `mark … <state>` (the event that reaches the state), a child
 *   record's verb (`comment` → create Comment, `score` → a field of Review → create Review); `cannot`/`not`
 *   refuse what follows; `Only the owner can …` and Notes/Who columns reserve the operation to those roles;
 *   `anyone`/`whoever` is every role, `anything` every entity.
 */

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

const EVERYONE = new Set(['everyone', 'everybody', 'all', 'anyone', 'anybody', 'public', 'any', 'whoever', 'guests', 'visitors']);
const CREATE = new Set([
  'add',
  'create',
  'post',
  'submit',
  'open',
  'book',
  'place',
  'register',
  'report',
  'set',
  'send',
  'schedule',
  'write',
  'make',
  'donate',
  'log',
  'raise',
  'file',
  'upload',
  'enter',
  'hand',
  'invite',
  'start',
  'propose',
  'lend',
  'order',
  'publish',
  'leave',
]);
const READ = new Set(['see', 'view', 'browse', 'read', 'list', 'check', 'follow', 'look', 'watch', 'find', 'search', 'consult', 'open']);
const UPDATE = new Set(['edit', 'rename', 'change', 'update', 'correct', 'amend', 'modify', 'write', 'fill']);
const DELETE = new Set(['remove', 'delete', 'discard', 'drop', 'erase']);
const NEGATIONS = new Set(['cannot', "can't", 'not', 'never', "don't", "doesn't", "mustn't", "won't"]);
const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'each',
  'every',
  'their',
  'its',
  'his',
  'her',
  'my',
  'your',
  'our',
  'this',
  'that',
  'no',
  'any',
  'some',
  'all',
  'other',
  "people's",
  'own',
  'another',
]);
const PRONOUN_OBJECTS = new Set(['them', 'it', 'one', 'these', 'those']);
const EVERYTHING = new Set(['anything', 'everything', 'nothing']);
const SUBJECT_PRONOUNS = new Set(['they', 'he', 'she', 'who']);
/** Function words, numbers in words: never people. */
const STOP = new Set([
  'can',
  'may',
  'must',
  'will',
  'would',
  'should',
  'could',
  'cannot',
  'who',
  'whom',
  'whose',
  'which',
  'that',
  'this',
  'these',
  'those',
  'they',
  'them',
  'their',
  'he',
  'she',
  'it',
  'its',
  'we',
  'you',
  'and',
  'or',
  'but',
  'not',
  'also',
  'only',
  'then',
  'when',
  'while',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'twelve',
  'dozen',
  'hundred',
  'few',
  'many',
  'several',
  'child',
  'children',
  'kid',
  'kids',
  'whoever',
  'someone',
  'anyone',
  'everyone',
  'nobody',
  'people',
  'person',
  'user',
  'users',
]);
/** Nouns for units, time and amounts: never people. */
const NOT_PEOPLE = new Set([
  'day',
  'week',
  'month',
  'year',
  'hour',
  'minute',
  'second',
  'time',
  'character',
  'item',
  'place',
  'star',
  'point',
  'page',
  'screen',
  'thing',
  'one',
  'other',
  'way',
  'rule',
  'work',
  'team',
  'company',
  'shop',
  'library',
  'site',
  'app',
  'product',
  'rota',
  'list',
  'morning',
  'evening',
  'night',
  'paper',
  'piece',
  'house',
  'office',
  'party',
  'column',
  'label',
  'deadline',
  'notice',
  'deposit',
  'kilogram',
  'kilo',
  'gram',
  'litre',
  'liter',
  'metre',
  'meter',
  'kilometre',
  'kilometer',
  'mile',
  'percent',
  'euro',
  'dollar',
  'pound',
  'story',
  'requirement',
  'scenario',
  'feature',
  'moment',
  'source',
  'status',
  'state',
  'button',
  'form',
  'view',
  'calendar',
  'email',
  'message',
  'api',
  'database',
]);

/** Verbs after which a plural noun is no doer: a passive or a state (`kilograms are noted`). */
const NOT_DOING = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'get', 'gets', 'got']);

const TAGS = new Map<string, boolean>();

/** Whether compromise tags a word alone with `tag` (cached across calls, like verb-forms'). */
function hasTag(word: string, tag: '#Actor' | '#Noun' | '#Verb' | '#Person'): boolean {
  const key = `${tag}${word}`;
  let hit = TAGS.get(key);
  if (hit === undefined) {
    hit = nlp(word).has(tag);
    if (TAGS.size < 20_000) TAGS.set(key, hit);
  }
  return hit;
}

interface Token {
  readonly word: string;
  readonly lower: string;
  readonly lemma: string;
  readonly from: number;
  readonly to: number;
}

/** The base form of a word as a verb or a noun: `accepts` → `accept`, `replies` → `reply`, `boxes` → `box`. */
export function lemmaOf(lower: string): string {
  return lemma(lower);
}

const WORD = /[\p{L}][\p{L}'’-]*|\d[\d,.]*/gu;

function tokens(text: string, from: number): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0].replace(/[’']s?$/, '');
    const lower = word.toLowerCase().replace(/’/g, "'");
    out.push({
      word,
      lower,
      lemma: lemmaOf(lower.replace(/'s$/, '')),
      from: from + (m.index ?? 0),
      to: from + (m.index ?? 0) + word.length,
    });
  }
  return out;
}

/** Sentences (and bullets, and clauses after a semicolon) of a piece of prose, with their offsets. */
function sentences(text: string, from: number): { text: string; from: number }[] {
  const out: { text: string; from: number }[] = [];
  let start = 0;
  const push = (end: number): void => {
    const s = text.slice(start, end);
    if (s.trim()) out.push({ text: s, from: from + start });
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const next = text[i + 1];
    if (
      ((ch === '.' || ch === '!' || ch === '?') && (next === undefined || /\s/.test(next))) ||
      ch === ';' ||
      (ch === '\n' && (next === '\n' || next === '-' || next === '*' || /^[ \t]*(?:[-*•#]|\d+[.)]\s)/.test(text.slice(i + 1, i + 12))))
    ) {
      push(i);
      start = i + 1;
    }
  }
  push(text.length);
  return out;
}

/** The role key two spellings share: lower case, the last word singular (`Pet owners` and `owner` differ; `Owners` and `owner` do not). */
export function roleKey(name: string): string {
  const words = name
    .toLowerCase()
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean);
  const last = words.pop() ?? '';
  return [...words, singular(last)].join(' ');
}

/** Reads the draft's people and their powers. Linear in the prose and the calls. */
export function readProse(spec: Spec, text: string, model: InferredModel): ProseReading {
  const people = new Map<string, Person>();
  const addPerson = (
    name: string,
    span: Span | null,
    written: boolean,
    strength: Person['strength'] = written ? 'column' : 'prose',
  ): Person | null => {
    const clean = name.trim().replace(/\s+/g, ' ');
    if (!clean || EVERYONE.has(clean.toLowerCase())) return null;
    const key = roleKey(clean);
    let p = people.get(key);
    if (!p) {
      p = { name: written ? clean : key, evidence: [], description: '', strength };
      people.set(key, p);
    } else if (strength !== 'tagger' && p.strength === 'tagger') p.strength = strength;
    if (span && p.evidence.length < 8) p.evidence.push(span);
    return p;
  };

  // Entities by the words prose uses for them, events and fields by name.
  const entityWords = new Map<string, InferredEntity>();
  const eventOwners = new Map<string, InferredEntity[]>();
  const createFields = new Map<string, InferredEntity>();
  const fieldOwners = new Map<string, InferredEntity>();
  const states = new Map<string, { entity: InferredEntity; event: string }>();
  for (const e of model.entities) {
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
  const entityOf = (t: Token): InferredEntity | null => entityWords.get(t.lemma) ?? entityWords.get(t.lower) ?? model.resolve(t.word);
  /** The entity a verb names itself: `comment` → Comment, `rate` → Rating, `reserve` → Reservation. */
  const verbCache = new Map<string, InferredEntity | null>();
  const entityVerb = (lemma: string): InferredEntity | null => {
    let hit = verbCache.get(lemma);
    if (hit === undefined) {
      hit = entityVerbOf(lemma);
      verbCache.set(lemma, hit);
    }
    return hit;
  };
  const creatable = model.entities.filter((x) => x.intents.some((i) => i.slot === 'create'));
  const entityVerbOf = (lemma: string): InferredEntity | null => {
    const e = entityWords.get(lemma);
    if (e && e.intents.some((i) => i.slot === 'create')) return e;
    if (lemma.length < 4) return null;
    const stem = lemma.endsWith('e') ? lemma.slice(0, -1) : lemma;
    for (const x of creatable) {
      const n = x.name.toLowerCase();
      if (n.startsWith(stem) && n.length - stem.length <= 6) return x;
    }
    return null;
  };

  // 1. People from the columns and notes (their spelling wins).
  for (const s of spec.screens) for (const r of s.roles) addPerson(r.value, r.span, true);
  for (const t of spec.transitions) for (const r of t.roles) addPerson(r.value, r.span, true);
  const callRoles = new Map<number, string[]>();
  spec.calls.forEach((c, i) => {
    const names: string[] = [];
    const cells = [
      ...c.roles.map((r) => r.value),
      ...c.extra.filter((x) => /^who$/i.test(x.column.trim())).flatMap((x) => x.value.split(',')),
    ];
    for (const r of cells) {
      const v = r.trim();
      if (!v) continue;
      if (EVERYONE.has(v.toLowerCase())) names.push('*');
      else {
        const p = addPerson(v, c.roles.find((x) => x.value === r)?.span ?? c.path.span, true);
        if (p) names.push(p.name);
      }
    }
    for (const m of c.notes.matchAll(/\b(?:the\s+)?([\p{L}-]+(?: [\p{L}-]+)?)\s+only\b/giu)) {
      const words = (m[1] as string).split(' ');
      const pick =
        words.length === 2 && !people.has(roleKey(words.join(' '))) && /^(?:for|by|and|or|the|a)$/i.test(words[0] as string)
          ? (words[1] as string)
          : (m[1] as string);
      if (EVERYONE.has(pick.toLowerCase())) continue;
      const p = addPerson(pick, c.path.span, false);
      if (p) names.push(p.name);
    }
    if (names.length) callRoles.set(i, names);
  });

  // 2. People from point 1: bold labels, subjects of sentences, compromise's people nouns.
  const purpose = spec.sections.find((s) => s.point === 1);
  const bodyFrom = purpose ? Math.min(text.indexOf('\n', purpose.span.from) + 1 || purpose.span.to, purpose.span.to) : 0;
  const prose = purpose ? text.slice(bodyFrom, purpose.span.to) : '';
  // A draft without a point 1 says who does what wherever it writes prose (issue 19): every line outside the
  // points' tables and lists, the code blocks and the tables is read, under any heading or none.
  const wholeText = !(purpose && prose.trim().length > 0);
  const english = draftLanguage(text) === 'en';
  // The tagger reads English; a draft in another language is read by its forms (stories, lists, tables of people).
  const sents = !english ? [] : wholeText ? sentences(proseOf(text, spec), 0) : sentences(prose, bodyFrom);
  // Records the draft's calls name are no people, even before point 3 declares them (`booking`, `dog`).
  const callWords = new Set<string>();
  for (const c of findDraftCalls(text)) {
    for (const seg of c.path.split('/')) {
      if (seg === '' || /^[:{]/.test(seg)) continue;
      const name = lemmaOf(seg.toLowerCase());
      if (!hasTag(name, '#Actor')) callWords.add(name);
    }
  }

  const isOp = (t: Token): boolean =>
    CREATE.has(t.lemma) ||
    READ.has(t.lemma) ||
    UPDATE.has(t.lemma) ||
    DELETE.has(t.lemma) ||
    eventOwners.has(t.lemma) ||
    t.lemma === 'mark' ||
    (t.lower === t.lemma && (entityVerb(t.lemma) !== null || createFields.has(t.lemma)));
  const stateWords = new Set<string>();
  for (const e of model.entities) for (const v of e.state?.values ?? []) stateWords.add(v.toLowerCase());
  const plainVerb = (t: Token): boolean =>
    CREATE.has(t.lemma) ||
    READ.has(t.lemma) ||
    UPDATE.has(t.lemma) ||
    DELETE.has(t.lemma) ||
    eventOwners.has(t.lemma) ||
    t.lemma === 'mark';
  /** Nouns compromise knows as people (`owners`, `flatmates`): people even when records share their name. */
  const isActor = (t: Token): boolean => hasTag(t.lower, '#Actor');
  const isNoun = (t: Token): boolean => hasTag(t.lower, '#Noun');
  const peopleWord = (t: Token, prev: Token | undefined): boolean =>
    t.word.length > 2 &&
    !STOP.has(t.lower) &&
    !STOP.has(t.lemma) &&
    !stateWords.has(t.lower) &&
    !NOT_PEOPLE.has(t.lemma) &&
    !callWords.has(t.lemma) &&
    !(wholeText && !isActor(t) && hasTag(t.word, '#Person')) &&
    (entityOf(t) === null || isActor(t)) &&
    !eventOwners.has(t.lemma) &&
    !(prev && /^\d/.test(prev.word)) &&
    !plainVerb(t) &&
    !DETERMINERS.has(t.lower) &&
    /^[\p{L}]/u.test(t.word);
  for (const m of prose.matchAll(/\*\*([^*\n]{2,40})\*\*/g)) {
    const words = (m[1] as string).trim();
    if (/^[\p{L}][\p{L} -]*$/u.test(words) && words.split(' ').length <= 3 && !entityWords.has(lemmaOf(words.toLowerCase()))) {
      addPerson(words, { from: bodyFrom + (m.index ?? 0) + 2, to: bodyFrom + (m.index ?? 0) + 2 + words.length }, false);
    }
  }
  for (const s of sents) {
    const ts = tokens(s.text, s.from);
    for (let i = 0; i < ts.length; i++) {
      const t = ts[i] as Token;
      const prev = ts[i - 1];
      if (!peopleWord(t, prev)) continue;
      // A subject: the first noun of the sentence or one after "the"/"and"/"who", followed (maybe after one more noun,
      // a parenthesis or "can"/"may") by a verb the app knows; or a noun compromise tags as people.
      let j = i + 1;
      let head = t;
      let phrase = t.word;
      const second = ts[j];
      if (
        second &&
        t.lower === t.lemma &&
        peopleWord(second, t) &&
        isNoun(second) &&
        ts[j + 1] &&
        isOp(ts[j + 1] as Token) &&
        /^[a-z]/.test(second.word)
      ) {
        head = second;
        phrase = `${t.word} ${second.word}`;
        j++;
      }
      while (ts[j] && /^(?:can|may|also|only|must|will|then|usually|who)$/.test((ts[j] as Token).lower)) j++;
      const verb = ts[j];
      const afterParen = s.text.slice(head.to - s.from).match(/^\s*\([^)]*\)\s*([\p{L}]+)/u);
      const verbTok = afterParen ? tokens(afterParen[1] as string, 0)[0] : verb;
      const atStart =
        prev === undefined ||
        /^(?:the|and|but|while|whoever|when|then|also)$/.test(prev.lower) ||
        (prev && DETERMINERS.has(prev.lower) && ts.indexOf(prev) === 0);
      const plural = t.lower !== lemmaOf(t.lower) || head.lower !== lemmaOf(head.lower);
      const subjectVerb = verbTok !== undefined && isOp(verbTok) && !DETERMINERS.has(verbTok.lower);
      // A plural noun compromise knows as people, or one followed by a verb (`Members of … book`, `Neighbours share`).
      const next = ts[i + 1];
      // The verb must agree with a plural doer: not a passive (`are noted`), not a third-person singular
      // (`what each plot of the allotments yields`: the plot yields).
      const doneByPlural = (v: Token): boolean =>
        hasTag(v.lower, '#Verb') &&
        !hasTag(v.lower, '#Noun') &&
        !NOT_DOING.has(v.lower) &&
        !(/[^s]s$/.test(v.lower) && lemmaOf(v.lower) !== v.lower);
      const byTagger = plural && (hasTag(t.lower, '#Actor') || (next !== undefined && doneByPlural(next)));
      if (((subjectVerb && (atStart || plural)) || byTagger) && isNoun(head)) {
        if (entityOf(head) !== null && !isActor(head) && !subjectVerb) continue;
        const modifierIsEntity = phrase !== head.word && entityOf(t) !== null;
        addPerson(
          modifierIsEntity ? head.word : phrase,
          { from: t.from, to: head.to },
          false,
          subjectVerb && (atStart || plural) ? 'prose' : 'tagger',
        );
      }
    }
  }
  // Evidence: every mention of each person in point 1 (`Volunteers`, `volunteer`), up to 8.
  for (const s of sents) {
    for (const t of tokens(s.text, s.from)) {
      const p = people.get(roleKey(t.lower));
      if (p && p.evidence.length < 8 && !p.evidence.some((e) => e.from === t.from)) p.evidence.push({ from: t.from, to: t.to });
    }
  }
  // People in the forms (after point 1's mentions, which come first in the evidence) drafts write them: user stories, Gherkin givens, lists and tables that say who.
  const language = draftLanguage(text);
  const formPeople = language === 'en' ? findDraftPeople(text) : [...findDraftPeople(text), ...findProsePeople(text, language)];
  for (const p of formPeople) {
    const lower = p.name.toLowerCase();
    if (stateWordsOf(model).has(lower)) continue;
    addPerson(p.name, p.span, false, 'prose');
  }
  // Descriptions: the first clause of point 1 that names each person.
  for (const p of people.values()) {
    for (const s of sents) {
      if (namesIn(s.text, p.name)) {
        p.description = s.text.replace(/\s+/g, ' ').replace(/\*\*/g, '').trim();
        break;
      }
    }
  }

  // 3. Powers from the sentences of point 1.
  const roleOfTokens = (ts: Token[], i: number): { person: Person | '*'; next: number } | null => {
    const t = ts[i] as Token;
    if (/^(?:anyone|anybody|everyone|everybody|whoever)$/.test(t.lower)) return { person: '*', next: i + 1 };
    const two = ts[i + 1] ? `${t.lower} ${(ts[i + 1] as Token).lower}` : null;
    if (two && people.has(roleKey(two))) return { person: people.get(roleKey(two)) as Person, next: i + 2 };
    const one = people.get(roleKey(t.lower));
    if (one && !one.name.includes(' ')) return { person: one, next: i + 1 };
    return null;
  };
  const powers: Power[] = [];
  const fromHints: FromHint[] = [];
  const chains: { entity: string; events: string[] }[] = [];
  let lastSubject: Person | '*' | null = null;
  for (const s of sents) {
    const ts = tokens(s.text, s.from);
    const quote = s.text.replace(/\s+/g, ' ').replace(/\*\*/g, '').trim();
    let subject: Person | '*' | null = null;
    let negated = false;
    let only = false;
    let lastEntity: InferredEntity | null = null;
    let prevWasVerb = false;
    const pending: { action: string | null; verb: Token; negated: boolean; only: boolean; subject: Person | '*' }[] = [];
    const sentenceEvents: { entity: string; event: string; sep: string }[] = [];
    const flush = (e: InferredEntity | 'all'): void => {
      for (const p of pending.splice(0)) emit(p.subject, p.action, p.verb, e, p.negated, p.only);
    };
    const emit = (who: Person | '*', action: string | null, verb: Token, e: InferredEntity | 'all', neg: boolean, excl: boolean): void => {
      const targets = e === 'all' ? model.entities : [e];
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
    };
    for (let i = 0; i < ts.length; i++) {
      const t = ts[i] as Token;
      const prev = ts[i - 1];
      if (t.lower === 'only') {
        only = true;
        continue;
      }
      if (NEGATIONS.has(t.lower) || (t.lower === 'can' && ts[i + 1]?.lower === 'not')) {
        negated = true;
        continue;
      }
      if (t.lower === 'but') {
        negated = false;
        continue;
      }
      const role = roleOfTokens(ts, i);
      const asObject = prevWasVerb && role !== null && ts[role.next]?.lower !== 'who';
      if (role && asObject && role.person !== '*') {
        // People as the object ("invite members", "remove members"): those verbs act on no record.
        pending.length = 0;
        i = role.next - 1;
        prevWasVerb = false;
        continue;
      }
      if (role) {
        if (pending.length && lastEntity) flush(lastEntity);
        pending.length = 0;
        subject = role.person;
        lastSubject = subject;
        negated = false;
        only = only && i > 0 && ts.slice(0, i).some((x) => x.lower === 'only');
        i = role.next - 1;
        prevWasVerb = false;
        continue;
      }
      if (SUBJECT_PRONOUNS.has(t.lower) && subject === null && lastSubject !== null) {
        subject = lastSubject;
        continue;
      }
      const isDetPrev = prev !== undefined && (DETERMINERS.has(prev.lower) || /^\d/.test(prev.word));
      // An object: an entity, a pronoun, "anything", or a state word.
      const ent = role === null ? entityOf(t) : (entityOf(t) ?? null);
      const stateHit = states.get(t.lower);
      if (stateHit && prev && pending.some((p) => p.verb.lemma === 'mark')) {
        const markVerb = pending.find((p) => p.verb.lemma === 'mark');
        if (markVerb) {
          pending.splice(pending.indexOf(markVerb), 1);
          emit(markVerb.subject, stateHit.event, markVerb.verb, stateHit.entity, markVerb.negated, markVerb.only);
          sentenceEvents.push({ entity: stateHit.entity.name, event: stateHit.event, sep: s.text.slice(0, t.from - s.from) });
        }
        prevWasVerb = false;
        continue;
      }
      if (stateHit && ts[i + 1] && entityOf(ts[i + 1] as Token) === stateHit.entity) {
        // "a closed board", "close resolved tickets": the state before the event of this sentence.
        const verbEvent = [...ts.slice(Math.max(0, i - 6), i), ...ts.slice(i + 2, i + 8)]
          .map((x) => x.lemma)
          .find((l) => stateHit.entity.events.some((v) => v.event.toLowerCase() === l));
        if (verbEvent) fromHints.push({ entity: stateHit.entity.name, event: verbEvent, from: t.lower });
      }
      const canBeVerb = subject !== null && !isDetPrev;
      // Where a verb goes: right after the subject, a modal, "and"/"or"/a comma (a bare word there is a verb).
      const verbSlot =
        prev !== undefined &&
        (/^(?:and|or|can|may|also|then|to|who|will|must)$/.test(prev.lower) ||
          roleOfTokens(ts, i - 1) !== null ||
          s.text[prev.to - s.from] === ',');
      let action: string | null | undefined;
      let verbEntity: InferredEntity | null = null;
      if (canBeVerb) {
        if (eventOwners.has(t.lemma)) action = null;
        else if (t.lemma === 'mark') action = null;
        else if ((ent === null || verbSlot) && verbSlot && entityVerb(t.lemma)) {
          verbEntity = entityVerb(t.lemma);
          action = 'create';
        } else if (ent === null && verbSlot && createFields.has(t.lemma) && !READ.has(t.lemma)) {
          verbEntity = createFields.get(t.lemma) ?? null;
          action = 'create';
        } else if (CREATE.has(t.lemma) && !(READ.has(t.lemma) && prevWasVerb)) action = 'create';
        else if (READ.has(t.lemma)) action = 'read';
        else if (UPDATE.has(t.lemma)) action = 'update';
        else if (DELETE.has(t.lemma)) action = 'delete';
      }
      if (action !== undefined && subject !== null && (ent === null || verbEntity !== null || eventOwners.has(t.lemma))) {
        if (
          t.lemma === 'open' &&
          ts[i + 1] &&
          entityOf(ts[i + 1] as Token) === null &&
          ts[i + 2] &&
          entityOf(ts[i + 2] as Token) === null &&
          !ts[i + 1]?.lower.match(/^(?:a|an|the)$/)
        ) {
          // "open" as an adjective
        } else if (verbEntity) {
          emit(subject, 'create', t, verbEntity, negated, only);
          lastEntity = verbEntity;
        } else if (action === null && t.lemma !== 'mark') {
          const owners = eventOwners.get(t.lemma) ?? [];
          if (owners.length === 1) {
            emit(subject, null, t, owners[0] as InferredEntity, negated, only);
            sentenceEvents.push({ entity: (owners[0] as InferredEntity).name, event: t.lemma, sep: s.text.slice(0, t.from - s.from) });
          } else pending.push({ action, verb: t, negated, only, subject });
        } else pending.push({ action, verb: t, negated, only, subject });
        prevWasVerb = true;
        continue;
      }
      if (ent) {
        lastEntity = ent;
        if (pending.length) flush(ent);
        prevWasVerb = false;
        continue;
      }
      if (PRONOUN_OBJECTS.has(t.lower) && pending.length) {
        const target = lastEntity;
        const marks = pending.filter((p) => p.verb.lemma === 'mark');
        if (target) {
          pending.splice(0, pending.length, ...pending.filter((p) => p.verb.lemma !== 'mark'));
          flush(target);
          pending.push(...marks);
        }
        prevWasVerb = false;
        continue;
      }
      if (EVERYTHING.has(t.lower) && pending.length) {
        flush('all');
        prevWasVerb = false;
        continue;
      }
      // Field words: "write notes" → update the entity whose field it is.
      const fieldOwner = fieldOwners.get(t.lower) ?? fieldOwners.get(t.lemma);
      if (fieldOwner && pending.length && !isDetPrev) {
        for (const p of pending.splice(0))
          emit(
            p.subject,
            p.action === 'create' && fieldOwner.intents.some((x) => x.slot === 'update') ? 'update' : p.action,
            p.verb,
            fieldOwner,
            p.negated,
            p.only,
          );
        lastEntity = fieldOwner;
        prevWasVerb = false;
        continue;
      }
      prevWasVerb = prevWasVerb && /^(?:,|and|or|on|in|up|out|back|to|with)$/.test(t.lower) ? true : prevWasVerb && t.lower.length <= 3;
    }
    if (pending.length && lastEntity) flush(lastEntity);
    // Chains: two or more events of one entity in one sentence, joined by commas or "and", not "or".
    const byEntity = new Map<string, { event: string; sep: string }[]>();
    for (const e of sentenceEvents) byEntity.set(e.entity, [...(byEntity.get(e.entity) ?? []), e]);
    for (const [entity, evs] of byEntity) {
      const distinct = [...new Set(evs.map((e) => e.event))];
      if (distinct.length >= 2 && !/\bor\b/.test(s.text.slice(evs[0] ? evs[0].sep.length : 0))) chains.push({ entity, events: distinct });
    }
  }
  // Participles in a sentence: "a repair is scheduled, started and finished". Each entity's events by
  // their past participle, once; then one pass over each sentence's words (linear, whatever the number
  // of entities).
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
  if (byParticiple.size > 0) {
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

  // Calls annotated with who makes them (`POST /bookings (owner only)`, `POST /boats (captain)`, `(the member who
  // made it)`): a person found elsewhere, named in the call's parentheses, reserves the call's operation.
  const personNamed = (words: string): Person | null => {
    const key = roleKey(words);
    const exact = people.get(key);
    if (exact) return exact;
    for (const w of words.split(/\s+/).reverse()) {
      const k = roleKey(w);
      const hit =
        people.get(k) ?? [...people.values()].find((p) => p.strength !== 'tagger' && roleKey(p.name.split(' ').at(-1) ?? '') === k);
      if (hit && k.length > 2) return hit;
    }
    return null;
  };
  spec.calls.forEach((c, i) => {
    const names = callRoles.get(i) ?? [];
    for (const m of c.notes.matchAll(/\(([^()]{1,60})\)/g)) {
      for (const part of (m[1] as string).split(/,|\/|\bor\b|\band\b|\bo\b|\bou\b|\boder\b/)) {
        const p = personNamed(part.replace(/\bonly\b|\bsolo\b|\bseulement\b|\bnur\b/gi, '').trim());
        if (p && !names.includes(p.name)) names.push(p.name);
      }
    }
    if (names.length) callRoles.set(i, names);
  });

  // 4. Powers from the calls: Notes "X only" and Who/Roles columns reserve the call's operation.
  // (The entity of each call's intent: the last entity that lists it.)
  const entityOfIntent = new Map<unknown, InferredEntity>();
  for (const e of model.entities) for (const it of e.intents) entityOfIntent.set(it, e);
  spec.calls.forEach((c, i) => {
    const names = callRoles.get(i);
    if (!names) return;
    const intent = model.intents[i];
    if (!intent) return;
    const entity = entityOfIntent.get(intent);
    if (!entity) return;
    const action =
      intent.slot === 'list' || intent.slot === 'detail'
        ? 'read'
        : intent.slot === 'transition'
          ? intent.event
          : intent.slot === 'other'
            ? null
            : intent.slot;
    if (!action) return;
    const quote = c.notes.trim() || `${c.method.value} ${c.path.value}`;
    for (const n of names) powers.push({ role: n, action, entity: entity.name, negated: false, only: n !== '*', span: c.path.span, quote });
  });
  return { people: [...people.values()], powers, fromHints, chains };
}

function namesIn(sentence: string, name: string): boolean {
  const lower = sentence.toLowerCase();
  const key = name.toLowerCase();
  const at = lower.indexOf(key);
  return at !== -1 && !/[a-z]/.test(lower[at - 1] ?? ' ');
}

/** The states the model's entities name, lower case. */
function stateWordsOf(model: InferredModel): Set<string> {
  const out = new Set<string>();
  for (const e of model.entities) for (const v of e.state?.values ?? []) out.add(v.toLowerCase());
  return out;
}

/**
 * The text with what is not prose blanked out (same length, so offsets hold): fenced code blocks, table rows, and
 * the sections of points 2 to 9 that the parser read as data.
 */
function proseOf(text: string, spec: Spec): string {
  const chars = text.split('');
  const blank = (from: number, to: number): void => {
    for (let i = from; i < to; i++) if (chars[i] !== '\n') chars[i] = ' ';
  };
  let at = 0;
  let fenced = false;
  for (const line of text.split('\n')) {
    const trimmed = line.trimStart();
    const fence = trimmed.startsWith('```') || trimmed.startsWith('~~~');
    // A line that names a call is data too (its annotations are read with the call).
    const call = /\b(?:GET|POST|PUT|PATCH|DELETE)\b[`*\s]*\//.test(line);
    if (fence || fenced || call || trimmed.startsWith('|')) blank(at, at + line.length);
    if (fence) fenced = !fenced;
    at += line.length + 1;
  }
  for (const s of spec.sections) {
    if (s.point === null || s.point === 1) continue;
    const hasData =
      (s.point === 7 && spec.calls.length > 0) || (s.point === 2 && spec.screens.length > 0) || (s.point === 6 && spec.roles.length > 0);
    if (hasData) blank(s.span.from, s.span.to);
  }
  return chars.join('');
}
