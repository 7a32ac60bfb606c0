import { isPersonNotGroupEn } from '../words/person-nouns';
import { findDraftCalls } from './draft-calls';
import { draftLanguage } from './draft-language';
import { findDraftPeople, findProsePeople } from './draft-people';
import { addPerson, entityOf, entityVerb, type ProseState } from './prose-reading';
import { hasTag, lemmaOf, namesIn, proseOf, roleKey, sentences, stateWordsOf, tokens, type Sentence, type Token } from './prose-tokens';
import { CREATE, DELETE, DETERMINERS, EVERYONE, NOT_DOING, NOT_PEOPLE, READ, STOP, UPDATE } from './prose-word-lists';

/** Step 1. People from the columns and notes (their spelling wins), and the roles that make each call. */
export function peopleFromColumns(st: ProseState): void {
  const { spec } = st;
  for (const s of spec.screens) for (const r of s.roles) addPerson(st, r.value, r.span, true);
  for (const t of spec.transitions) for (const r of t.roles) addPerson(st, r.value, r.span, true);
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
        const p = addPerson(st, v, c.roles.find((x) => x.value === r)?.span ?? c.path.span, true);
        if (p) names.push(p.name);
      }
    }
    for (const m of c.notes.matchAll(/\b(?:the\s+)?([\p{L}-]+(?: [\p{L}-]+)?)\s+only\b/giu)) {
      const words = (m[1] as string).split(' ');
      const pick =
        words.length === 2 && !st.people.has(roleKey(words.join(' '))) && /^(?:for|by|and|or|the|a)$/i.test(words[0] as string)
          ? (words[1] as string)
          : (m[1] as string);
      if (EVERYONE.has(pick.toLowerCase())) continue;
      const p = addPerson(st, pick, c.path.span, false);
      if (p) names.push(p.name);
    }
    if (names.length) st.callRoles.set(i, names);
  });
}

/** The prose the reader reads: point 1's body, or (a draft without a point 1) every line outside data. */
export interface ProseText {
  /** Point 1's body ('' without a point 1). */
  readonly prose: string;
  readonly bodyFrom: number;
  /** No point 1 with prose: the whole draft's prose is read. */
  readonly wholeText: boolean;
  /** Its sentences (none when the draft is not in English). */
  readonly sents: Sentence[];
}

export function proseText(st: ProseState): ProseText {
  const { spec, text } = st;
  const purpose = spec.sections.find((s) => s.point === 1);
  const bodyFrom = purpose ? Math.min(text.indexOf('\n', purpose.span.from) + 1 || purpose.span.to, purpose.span.to) : 0;
  const prose = purpose ? text.slice(bodyFrom, purpose.span.to) : '';
  // A draft without a point 1 says who does what wherever it writes prose (issue 19): every line outside the
  // points' tables and lists, the code blocks and the tables is read, under any heading or none.
  const wholeText = !(purpose && prose.trim().length > 0);
  const english = draftLanguage(text) === 'en';
  // The tagger reads English; a draft in another language is read by its forms (stories, lists, tables of people).
  const sents = !english ? [] : wholeText ? sentences(proseOf(text, spec), 0) : sentences(prose, bodyFrom);
  return { prose, bodyFrom, wholeText, sents };
}

/** What tells a people word from others while reading subjects. */
interface SubjectWords {
  readonly st: ProseState;
  readonly wholeText: boolean;
  readonly stateWords: Set<string>;
  /** Records the draft's calls name are no people, even before point 3 declares them (`booking`, `dog`). */
  readonly callWords: Set<string>;
}

/** A verb the app knows: an operation, an event, `mark`, or a verb that names a record or a created field. */
function isOp(st: ProseState, t: Token): boolean {
  return plainVerb(st, t) || (t.lower === t.lemma && (entityVerb(st, t.lemma) !== null || st.createFields.has(t.lemma)));
}

function plainVerb(st: ProseState, t: Token): boolean {
  return (
    CREATE.has(t.lemma) ||
    READ.has(t.lemma) ||
    UPDATE.has(t.lemma) ||
    DELETE.has(t.lemma) ||
    st.eventOwners.has(t.lemma) ||
    t.lemma === 'mark'
  );
}

/** Nouns compromise knows as people (`owners`, `flatmates`): people even when records share their name. */
/** A noun for people even when a record shares its name (`owners`, `translators`): compromise's actors, WordNet's persons (not its groups: `classes`). */
const isActor = (t: Token): boolean => hasTag(t.lower, '#Actor') || isPersonNotGroupEn(t.lemma);
const isNoun = (t: Token): boolean => hasTag(t.lower, '#Noun');

function peopleWord(w: SubjectWords, t: Token, prev: Token | undefined): boolean {
  return (
    t.word.length > 2 &&
    !STOP.has(t.lower) &&
    !STOP.has(t.lemma) &&
    !w.stateWords.has(t.lower) &&
    !NOT_PEOPLE.has(t.lemma) &&
    !w.callWords.has(t.lemma) &&
    !(w.wholeText && !isActor(t) && hasTag(t.word, '#Person')) &&
    (entityOf(w.st, t) === null || isActor(t)) &&
    !w.st.eventOwners.has(t.lemma) &&
    !(prev && /^\d/.test(prev.word)) &&
    !plainVerb(w.st, t) &&
    !DETERMINERS.has(t.lower) &&
    /^[\p{L}]/u.test(t.word)
  );
}

/** Step 2. People from point 1: bold labels, subjects of sentences, compromise's people nouns; then their evidence,
 * the people in the draft's forms, and each one's description. */
export function peopleFromProse(st: ProseState, pt: ProseText): void {
  const { text, model } = st;
  const callWords = new Set<string>();
  for (const c of findDraftCalls(text)) {
    for (const seg of c.path.split('/')) {
      if (seg === '' || /^[:{]/.test(seg)) continue;
      const name = lemmaOf(seg.toLowerCase());
      if (!hasTag(name, '#Actor') && !isPersonNotGroupEn(name)) callWords.add(name);
    }
  }
  const w: SubjectWords = { st, wholeText: pt.wholeText, stateWords: stateWordsOf(model), callWords };
  for (const m of pt.prose.matchAll(/\*\*([^*\n]{2,40})\*\*/g)) {
    const words = (m[1] as string).trim();
    if (/^[\p{L}][\p{L} -]*$/u.test(words) && words.split(' ').length <= 3 && !st.entityWords.has(lemmaOf(words.toLowerCase()))) {
      addPerson(st, words, { from: pt.bodyFrom + (m.index ?? 0) + 2, to: pt.bodyFrom + (m.index ?? 0) + 2 + words.length }, false);
    }
  }
  for (const s of pt.sents) subjectsOf(w, s);
  // Evidence: every mention of each person in point 1 (`Volunteers`, `volunteer`), up to 8.
  for (const s of pt.sents) {
    for (const t of tokens(s.text, s.from)) {
      const p = st.people.get(roleKey(t.lower));
      if (p && p.evidence.length < 8 && !p.evidence.some((e) => e.from === t.from)) p.evidence.push({ from: t.from, to: t.to });
    }
  }
  // People in the forms (after point 1's mentions, which come first in the evidence) drafts write them: user stories, Gherkin givens, lists and tables that say who.
  const language = draftLanguage(text);
  const formPeople = language === 'en' ? findDraftPeople(text) : [...findDraftPeople(text), ...findProsePeople(text, language)];
  for (const p of formPeople) {
    const lower = p.name.toLowerCase();
    if (w.stateWords.has(lower)) continue;
    addPerson(st, p.name, p.span, false, 'prose');
  }
  // Descriptions: the first clause of point 1 that names each person.
  for (const p of st.people.values()) {
    for (const s of pt.sents) {
      if (namesIn(s.text, p.name)) {
        p.description = s.text.replace(/\s+/g, ' ').replace(/\*\*/g, '').trim();
        break;
      }
    }
  }
}

/** The people a sentence names as the subject of a verb the app knows, or that compromise tags as people. */
function subjectsOf(w: SubjectWords, s: Sentence): void {
  const ts = tokens(s.text, s.from);
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i] as Token;
    const prev = ts[i - 1];
    if (!peopleWord(w, t, prev)) continue;
    // A subject: the first noun of the sentence or one after "the"/"and"/"who", followed (maybe after one more noun,
    // a parenthesis or "can"/"may") by a verb the app knows; or a noun compromise tags as people.
    let j = i + 1;
    let head = t;
    let phrase = t.word;
    const second = ts[j];
    if (
      second &&
      t.lower === t.lemma &&
      peopleWord(w, second, t) &&
      isNoun(second) &&
      ts[j + 1] &&
      isOp(w.st, ts[j + 1] as Token) &&
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
    const subjectVerb = verbTok !== undefined && isOp(w.st, verbTok) && !DETERMINERS.has(verbTok.lower);
    // A plural noun compromise knows as people, or one followed by a verb (`Members of … book`, `Neighbours share`).
    const next = ts[i + 1];
    const byTagger = plural && (hasTag(t.lower, '#Actor') || (next !== undefined && doneByPlural(next)));
    if (((subjectVerb && (atStart || plural)) || byTagger) && isNoun(head)) {
      if (entityOf(w.st, head) !== null && !isActor(head) && !subjectVerb) continue;
      const modifierIsEntity = phrase !== head.word && entityOf(w.st, t) !== null;
      addPerson(
        w.st,
        modifierIsEntity ? head.word : phrase,
        { from: t.from, to: head.to },
        false,
        subjectVerb && (atStart || plural) ? 'prose' : 'tagger',
      );
    }
  }
}

/** The verb must agree with a plural doer: not a passive (`are noted`), not a third-person singular
 * (`what each plot of the allotments yields`: the plot yields). */
function doneByPlural(v: Token): boolean {
  return (
    hasTag(v.lower, '#Verb') &&
    !hasTag(v.lower, '#Noun') &&
    !NOT_DOING.has(v.lower) &&
    !(/[^s]s$/.test(v.lower) && lemmaOf(v.lower) !== v.lower)
  );
}
