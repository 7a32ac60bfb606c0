import nlp from 'compromise';
import type { Span } from '../source/span';

/** A noun for people found in prose, with its place in the spec. */
export interface PeopleNoun {
  /** As written (`Members`). */
  readonly word: string;
  readonly span: Span;
}

interface Term {
  readonly text: string;
  readonly tags: readonly string[];
  readonly offset?: { readonly start: number; readonly length: number };
}

/** Words compromise tags as people that never name a role. */
const NOT_ROLES = new Set([
  'nobody',
  'somebody',
  'anybody',
  'everybody',
  'someone',
  'anyone',
  'everyone',
  'people',
  'person',
  'persons',
  'one',
  'others',
  'other',
  'who',
  'whom',
  'they',
  'them',
  'we',
  'you',
  'i',
]);

/**
 * The nouns for people in a piece of prose, in order, found with compromise's part-of-speech tagger
 * rather than a word list: nouns tagged as actors (`receptionists`, `doctors`), and plural nouns that
 * are the subject of a verb (`Members borrow`, `Neighbours share`). `known` words (roles the spec
 * already names) are taught to the tagger as plural nouns, which it can mis-tag (`Volunteers run`).
 * `from` is the prose's offset in the spec.
 */
export function peopleNouns(prose: string, from: number, known: readonly string[] = []): PeopleNoun[] {
  const lexicon: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const k of known) if (/^[a-z][a-z-]*$/i.test(k)) lexicon[k.toLowerCase()] = 'Plural';
  const sentences = nlp(prose, lexicon).json({ offset: true, terms: { offset: true } }) as { terms: Term[] }[];
  const out: PeopleNoun[] = [];
  for (const sentence of sentences) {
    const terms = sentence.terms;
    for (let i = 0; i < terms.length; i++) {
      const t = terms[i] as Term;
      if (!t.offset || !t.tags.includes('Noun') || t.tags.includes('Pronoun')) continue;
      const word = /^[\p{L}-]+/u.exec(t.text)?.[0] ?? '';
      if (word.length < 3 || NOT_ROLES.has(word.toLowerCase())) continue;
      const next = terms[i + 1];
      const isKnown = known.some((k) => k.toLowerCase() === word.toLowerCase());
      const isActor = t.tags.includes('Actor');
      const isSubject = t.tags.includes('Plural') && next !== undefined && next.tags.includes('Verb') && !next.tags.includes('Gerund');
      if (!isKnown && !isActor && !isSubject) continue;
      out.push({ word, span: { from: from + t.offset.start, to: from + t.offset.start + word.length } });
    }
  }
  return out;
}
