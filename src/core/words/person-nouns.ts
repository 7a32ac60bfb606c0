import { PERSON_NOUNS_EN } from './person-nouns-en';

let english: Set<string> | null = null;
let later: Set<string> | null = null;
let groups: Set<string> | null = null;

function load(): Set<string> {
  if (english === null) {
    english = new Set();
    later = new Set();
    groups = new Set();
    for (const w of PERSON_NOUNS_EN.split(' '))
      if (w.startsWith('+')) {
        groups.add(w.slice(1));
        english.add(w.slice(1));
      } else if (w.startsWith('~')) later.add(w.slice(1));
      else english.add(w);
  }
  return english;
}

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
  return spellings(word).some((w) => load().has(w));
}

/** A word as written and as WordNet may spell it (`co-ordinator`, `organiser`, `neighbour`). */
function spellings(word: string): string[] {
  const w = word.toLowerCase().replace(/’/g, "'");
  const plain = w.replace(/-/g, '');
  return [w, plain, plain.replace(/is(er|ation)$/, 'iz$1'), plain.replace(/our$/, 'or').replace(/our(er)$/, 'or$1')];
}

/** Whether an English noun is a person in a later sense only (`chair`, `agent`): a person when the draft says what it does. */
export function hasLaterPersonSenseEn(word: string): boolean {
  load();
  return spellings(word).some((w) => later?.has(w) === true);
}

/** Whether an English word is the clipped form of a person noun (`admin` for administrator, `rep`, `mod`). */
export function isClippedPersonEn(word: string): boolean {
  const clipped = CLIPPED[word.toLowerCase()];
  return clipped !== undefined && isPersonNounEn(clipped);
}

/** Whether an English noun names a kind of person first, not a group (`translator`, not `class` or `team`). */
export function isPersonNotGroupEn(word: string): boolean {
  load();
  return spellings(word).some((w) => english?.has(w) === true && groups?.has(w) !== true);
}
