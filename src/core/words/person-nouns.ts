import { PERSON_NOUNS_EN } from './person-nouns-en';

let english: Set<string> | null = null;

/** Clipped words that apps use for people and WordNet lacks or files elsewhere, and the word they clip. */
const CLIPPED: Readonly<Record<string, string>> = {
  admin: 'administrator',
  sysadmin: 'administrator',
  superadmin: 'administrator',
  mod: 'moderator',
  rep: 'representative',
  exec: 'executive',
  prof: 'professor',
  coord: 'coordinator',
  dev: 'developer',
  vet: 'veterinarian',
};

/**
 * Whether an English noun (singular, any case) names a kind of person or a group of people acting as one, as its
 * first sense in WordNet 3.1 says (person-nouns-en.ts, made by scripts/person-nouns.mjs): `member`, `walker`,
 * `committee`, `crew`, `staff` are; `oar`, `proposal`, `group`, a first name are not. British and hyphenated
 * spellings are read as WordNet writes them (`organiser`, `co-ordinator`, `neighbour`). Clipped words (`admin`,
 * `rep`) are `isClippedPersonEn`: the caller decides what more they need.
 */
export function isPersonNounEn(word: string): boolean {
  english ??= new Set(PERSON_NOUNS_EN.split('\n'));
  const w = word.toLowerCase().replace(/’/g, "'");
  if (english.has(w)) return true;
  const plain = w.replace(/-/g, '');
  return (
    english.has(plain) ||
    english.has(plain.replace(/is(er|ation)$/, 'iz$1')) ||
    english.has(plain.replace(/our$/, 'or').replace(/our(er)$/, 'or$1'))
  );
}

/** Whether an English word is the clipped form of a person noun (`admin` for administrator, `rep`, `mod`). */
export function isClippedPersonEn(word: string): boolean {
  const clipped = CLIPPED[word.toLowerCase()];
  return clipped !== undefined && isPersonNounEn(clipped);
}
