/**
 * English inflection, the one answer every part of the core gives: the plural of an entity's name (a
 * collection's path, a message, an empty list's words), the singular of a path segment or a Shows word,
 * the base form of a word in prose. Rules for the regular cases, tables for the rest; the last word of a
 * phrase (`book category`, `BookCategory`, `loan-items`) is the one inflected. Casing is kept: a rule's
 * ending is added in lower case (`Category` → `Categories`), an irregular word takes the casing of the
 * word it replaces (`Person` → `People`, `PERSON` → `PEOPLE`).
 */

/** Singular → plural that no rule gives; a compound ending in one is not assumed to follow it (`human`). */
const IRREGULAR: ReadonlyMap<string, string> = new Map([
  ['man', 'men'],
  ['mouse', 'mice'],
  ['louse', 'lice'],
  ['foot', 'feet'],
  ['tooth', 'teeth'],
  ['goose', 'geese'],
  ['ox', 'oxen'],
  ['quiz', 'quizzes'],
  ['crisis', 'crises'],
  ['thesis', 'theses'],
  ['hypothesis', 'hypotheses'],
  ['parenthesis', 'parentheses'],
  ['synthesis', 'syntheses'],
  ['diagnosis', 'diagnoses'],
  ['prognosis', 'prognoses'],
  ['synopsis', 'synopses'],
  ['emphasis', 'emphases'],
  ['oasis', 'oases'],
  ['criterion', 'criteria'],
  ['phenomenon', 'phenomena'],
]);

/** Irregulars that compounds keep (`salesperson` → `salespeople`, `bookshelf` → `bookshelves`). */
const IRREGULAR_ENDINGS: ReadonlyMap<string, string> = new Map([
  ['person', 'people'],
  ['child', 'children'],
  ['woman', 'women'],
  ['knife', 'knives'],
  ['wife', 'wives'],
  ['wolf', 'wolves'],
  ['shelf', 'shelves'],
  ['half', 'halves'],
  ['thief', 'thieves'],
  ['calf', 'calves'],
  ['loaf', 'loaves'],
  ['scarf', 'scarves'],
]);

/** Words with one form for one and many (`news`, `series`, `staff`). */
const INVARIANT: ReadonlySet<string> = new Set([
  'news',
  'series',
  'species',
  'sheep',
  'fish',
  'deer',
  'aircraft',
  'data',
  'metadata',
  'information',
  'equipment',
  'software',
  'hardware',
  'feedback',
  'staff',
  'personnel',
  'furniture',
  'luggage',
  'baggage',
  'music',
  'advice',
  'research',
  'knowledge',
  'homework',
  'evidence',
  'traffic',
  'weather',
]);

/** Singular words ending in s (a plural adds `es`: `bus` → `buses`, `status` → `statuses`, `alias` → `aliases`). */
const S_SINGULAR: ReadonlySet<string> = new Set([
  'bus',
  'status',
  'campus',
  'virus',
  'bonus',
  'census',
  'corpus',
  'focus',
  'genus',
  'nexus',
  'octopus',
  'prospectus',
  'radius',
  'syllabus',
  'apparatus',
  'consensus',
  'thesaurus',
  'stimulus',
  'cactus',
  'circus',
  'chorus',
  'walrus',
  'minus',
  'plus',
  'surplus',
  'fungus',
  'lotus',
  'sinus',
  'caucus',
  'onus',
  'opus',
  'alias',
  'atlas',
  'canvas',
  'gas',
  'bias',
  'lens',
  'chaos',
  'cosmos',
  'ethos',
  'iris',
  'tennis',
  'chassis',
  'axis',
  'this',
  'his',
  'is',
  'was',
  'has',
  'yes',
]);

/** Singular words ending in u whose plural only adds s (`menus`): other words in -us are singular (`status`). */
const U_SINGULAR: ReadonlySet<string> = new Set(['menu', 'guru', 'emu', 'tutu', 'haiku', 'tofu', 'gnu', 'kudzu', 'zebu', 'bantu']);

/** Singular words ending in ie whose plural is -ies (`movies` → `movie`, not `movy`). */
const IE_SINGULAR: ReadonlySet<string> = new Set([
  'movie',
  'cookie',
  'calorie',
  'zombie',
  'rookie',
  'selfie',
  'smoothie',
  'brownie',
  'prairie',
  'hoodie',
  'genie',
  'pixie',
  'newbie',
  'auntie',
  'birdie',
  'sortie',
  'lingerie',
  'walkie',
  'goodie',
  'freebie',
  'hippie',
  'yuppie',
  'eerie',
]);

/** Singular words ending in che, whose plural is -ches too (`caches` → `cache`, not `cach`). */
const CHE_SINGULAR: ReadonlySet<string> = new Set([
  'cache',
  'niche',
  'ache',
  'headache',
  'toothache',
  'avalanche',
  'moustache',
  'mustache',
  'cliche',
  'quiche',
  'creche',
  'psyche',
  'microfiche',
]);

/** Words ending in ch said as k, whose plural only adds s (`epochs`). */
const CH_AS_K: ReadonlySet<string> = new Set([
  'stomach',
  'epoch',
  'monarch',
  'patriarch',
  'matriarch',
  'tech',
  'loch',
  'eunuch',
  'oligarch',
]);

/** Words ending in o whose plural adds es (`heroes`); others add s (`photos`, `videos`). */
const O_ES: ReadonlySet<string> = new Set(['hero', 'potato', 'tomato', 'echo', 'veto', 'torpedo', 'embargo', 'volcano', 'mosquito']);

const PLURAL_OF_ENDING = IRREGULAR_ENDINGS;
const SINGULAR_OF_ENDING: ReadonlyMap<string, string> = new Map([...IRREGULAR_ENDINGS].map(([s, p]) => [p, s]));
const SINGULAR_OF: ReadonlyMap<string, string> = new Map([...IRREGULAR].map(([s, p]) => [p, s]));

const isUpper = (c: string): boolean => c !== c.toLowerCase() && c === c.toUpperCase();
const isLetter = (c: string): boolean => c.toLowerCase() !== c.toUpperCase();

/** Where the last word of a phrase starts: after a non-letter, or at a capital after a small letter (`BookCategory`). */
function lastWordStart(text: string): number {
  let i = text.length;
  while (i > 0) {
    const c = text[i - 1] as string;
    if (!isLetter(c)) break;
    i--;
    if (isUpper(c) && i > 0 && isLetter(text[i - 1] as string) && !isUpper(text[i - 1] as string)) break;
  }
  return i;
}

/** `replacement` in the casing of `model`: all capitals, a capital first, or as given. */
function inCaseOf(model: string, replacement: string): string {
  if (model.length > 1 && model === model.toUpperCase()) return replacement.toUpperCase();
  if (isUpper(model[0] ?? '')) return (replacement[0] ?? '').toUpperCase() + replacement.slice(1);
  return replacement;
}

/** Applies `inflect` to the last word of `text`, keeping the rest as written. */
/** An ASCII digit. */
function isDigit(c: string): boolean {
  return c >= '0' && c <= '9';
}

function onLastWord(text: string, inflect: (word: string, lower: string) => string): string {
  const start = lastWordStart(text);
  if (start === text.length) return text;
  const word = text.slice(start);
  return text.slice(0, start) + inflect(word, word.toLowerCase());
}

/** An irregular ending of `lower` in `table` (`salespeople` ends with `people`), applied to `word`; or null. */
function byEnding(word: string, lower: string, table: ReadonlyMap<string, string>): string | null {
  for (const [from, to] of table) {
    if (!lower.endsWith(from)) continue;
    const at = word.length - from.length;
    return word.slice(0, at) + inCaseOf(word.slice(at), to);
  }
  return null;
}

function pluralWord(word: string, lower: string): string {
  if (INVARIANT.has(lower)) return word;
  const irregular = IRREGULAR.get(lower);
  if (irregular !== undefined) return inCaseOf(word, irregular);
  const ending = byEnding(word, lower, PLURAL_OF_ENDING);
  if (ending !== null) return ending;
  if (lower.endsWith('sis')) return `${word.slice(0, -2)}es`;
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  if (CH_AS_K.has(lower)) return `${word}s`;
  if (/(?:s|sh|ch|x|z)$/.test(lower)) return `${word}es`;
  if (O_ES.has(lower)) return `${word}es`;
  return `${word}s`;
}

/** Whether a word that ends in s is a singular (`status`, `address`, `analysis`, `menu` not among them). */
function isSingularInS(lower: string): boolean {
  if (S_SINGULAR.has(lower) || lower.endsWith('ss') || lower.endsWith('sis')) return true;
  if (lower.endsWith('us')) return !U_SINGULAR.has(lower.slice(0, -1));
  return false;
}

/** The singular of a word ending in `es` (`boxes`, `addresses`, `buses`, `houses`, `heroes`, `caches`). */
function singularOfEs(word: string, lower: string): string {
  const stem = lower.slice(0, -2);
  if (lower.endsWith('yses')) return `${word.slice(0, -2)}is`;
  if (lower.endsWith('ses')) return stem.endsWith('ss') || S_SINGULAR.has(stem) ? word.slice(0, -2) : word.slice(0, -1);
  if (lower.endsWith('ches')) return CHE_SINGULAR.has(lower.slice(0, -1)) ? word.slice(0, -1) : word.slice(0, -2);
  if (/(?:sh|x|zz)es$/.test(lower)) return word.slice(0, -2);
  if (lower.endsWith('oes')) return O_ES.has(stem) ? word.slice(0, -2) : word.slice(0, -1);
  return word.slice(0, -1);
}

function singularWord(word: string, lower: string): string {
  if (INVARIANT.has(lower)) return word;
  const irregular = SINGULAR_OF.get(lower);
  if (irregular !== undefined) return inCaseOf(word, irregular);
  const ending = byEnding(word, lower, SINGULAR_OF_ENDING);
  if (ending !== null) return ending;
  // German plurals as paths write them (`/buchungen`, `/maschinen`, `/mitarbeiterinnen`): -ungen, -heiten,
  // -keiten, -schaften, -innen, -inen. Other German plurals (-e, -en) are English words too, so they stay.
  const german = /(?:ung|heit|keit|schaft)en$|innen$|[^l]inen$/.exec(lower);
  if (german) return lower.endsWith('innen') ? word.slice(0, -3) : lower.endsWith('inen') ? word.slice(0, -1) : word.slice(0, -2);
  if (!lower.endsWith('s') || lower.length < 2 || isSingularInS(lower)) return word;
  if (lower.endsWith('ies')) return lower.length > 4 && !IE_SINGULAR.has(lower.slice(0, -1)) ? `${word.slice(0, -3)}y` : word.slice(0, -1);
  if (lower.endsWith('es')) return singularOfEs(word, lower);
  return word.slice(0, -1);
}

/**
 * The plural of a word, or of a phrase's last word: `category` → `categories`, `box` → `boxes`, `bus` →
 * `buses`, `person` → `people`, `analysis` → `analyses`, `book category` → `book categories`, `news` → `news`.
 */
export function plural(text: string): string {
  return onLastWord(text, pluralWord);
}

/**
 * The singular of a word, or of a phrase's last word: `categories` → `category`, `addresses` → `address`,
 * `people` → `person`, `analyses` → `analysis`, `loan-items` → `loan-item`. A singular is returned as it is
 * (`status`, `address`, `news`).
 */
export function singular(text: string): string {
  // A name ending in a digit and an `s` (`item0s`, `mp3s`): the plural of the name before the `s`.
  const n = text.length;
  if (n > 2 && (text[n - 1] === 's' || text[n - 1] === 'S') && isDigit(text[n - 2] as string)) return text.slice(0, -1);
  return onLastWord(text, singularWord);
}

/** True when a word is a plural this module knows how to make singular (`tools`, `people`; not `status`, `news`). */
export function isPlural(word: string): boolean {
  return singular(word) !== word;
}

/**
 * The base form of a lower-case word of prose, as a noun or a verb: `accepts` → `accept`, `replies` →
 * `reply`, `boxes` → `box`, `people` → `person`. The singular, except that words of three letters or fewer
 * are kept (`has`, `its`, `bus`).
 */
export function lemma(lower: string): string {
  return lower.length <= 3 ? lower : singular(lower);
}
