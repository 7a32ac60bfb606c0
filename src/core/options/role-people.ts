import { hasLaterPersonSenseEn, isClippedPersonEn, isPersonNounEn } from '../words/person-nouns';
import { singular } from '../words/inflection';
import { draftLanguage } from './draft-language';
import type { OptionContext } from './option-context';
import { isPersonWordOther } from './person-words';
import type { Person } from './prose-powers';

type Language = 'en' | 'de' | 'es' | 'fr';

/**
 * The people of a draft that are roles (issue 19): kinds of person, each under one name. Written roles (a Roles or
 * Who column of the spec) are kept as written; the others are dropped when
 *
 * - they are no kind of person: in English the phrase's head noun (its last word) must name a person or a group of
 *   people in WordNet (words/person-nouns.ts): `proposal`, `oar`, `group`, `Giulia`, `how they'd` are not; in
 *   German, Spanish and French a head that is one of the draft's records must have a person's ending or word
 *   (person-words.ts); nor is someone's name (`Ana`: a capital everywhere, never after an article);
 * - they are another name of a person kept: a longer name said once beside its head said alone (`let residents`,
 *   `test client`, `non-members`, `familias del cole` beside `familia`), a head never said but inside a longer
 *   name (`leader`, always `group leader`), a group beside its members (`crew` beside `crew member`).
 */
/** The roles among a draft's people, and the other names of each (`pm` → `project manager`, `crew` → `crew member`). */
export interface RolePeople {
  readonly people: Person[];
  /** A dropped or renamed name → the role it names. */
  readonly alias: ReadonlyMap<string, string>;
}

/** What the roles are read against: the draft, its language, its records' words, the people it reserves something to. */
export interface RoleReading {
  readonly text: string;
  readonly language: Language;
  readonly isRecord?: (word: string) => boolean;
  /** People the draft reserves an operation to (`admin only`, `only the chair can …`). */
  readonly reserving?: ReadonlySet<string>;
}

export function rolePeople(people: readonly Person[], reading: RoleReading): RolePeople {
  const { text, language } = reading;
  const alias = new Map<string, string>();
  const spelled = people.map((p) => {
    const long = p.strength === 'column' || language !== 'en' ? null : spelledOut(p.name, text);
    if (long === null) return p;
    alias.set(p.name, long);
    return { ...p, name: long };
  });
  const named = new Set<string>();
  const kinds = spelled.filter((p) => {
    if (named.has(p.name)) return false;
    named.add(p.name);
    return p.strength === 'column' || isKindOfPerson(p.name, reading);
  });
  const kept = oneNameEach(kinds, text, language, alias);
  for (const [from, to] of alias) if (alias.has(to)) alias.set(from, alias.get(to) as string);
  return { people: kept, alias };
}

/**
 * The roles of a draft as point 6 makes them (rolesFromPeople) and the first run asks about them: its people, a
 * person only the tagger found kept when no column names roles or the draft gives it a power, then rolePeople.
 */
export function draftRoles(ctx: OptionContext): RolePeople {
  const prose = ctx.prose();
  const hasColumns = prose.people.some((p) => p.strength === 'column');
  const powered = new Set(prose.powers.map((p) => p.role));
  const reserving = new Set(prose.powers.filter((p) => p.only && !p.negated).map((p) => p.role));
  return rolePeople(
    prose.people.filter((p) => p.strength !== 'tagger' || powered.has(p.name) || !hasColumns),
    { text: ctx.text, language: draftLanguage(ctx.text), isRecord: (w) => ctx.model.resolve(w) !== null, reserving },
  );
}

/**
 * The words an abbreviation written in capitals stands for (`PM` → `project manager`), when the text spells them
 * out: as many words as it has letters, each starting with its letter, the last a kind of person.
 */
function spelledOut(name: string, text: string): string | null {
  if (!/^[a-z]{2,4}$/.test(name) || isPersonNounEn(name)) return null;
  const caps = name.toUpperCase();
  if (!new RegExp(`(?<![\\p{L}])${caps}s?(?![\\p{L}])`, 'u').test(text)) return null;
  const body = [...caps].map((c) => `${c}[\\p{Ll}]+`).join('[\\s-]+');
  for (const m of text.matchAll(new RegExp(`(?<![\\p{L}])${body}(?![\\p{L}])`, 'giu'))) {
    const words = m[0].toLowerCase().split(/[\s-]+/);
    const head = singular(words.at(-1) as string);
    if (isPersonNounEn(head)) return [...words.slice(0, -1), head].join(' ');
  }
  return null;
}

function wordsOf(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);
}

/** The word a phrase is about: the last in English and German, the first in Spanish and French (`familias del cole`). */
function headOf(words: readonly string[], language: Language): string {
  return (language === 'es' || language === 'fr' ? words[0] : words.at(-1)) ?? '';
}

/** Articles and determiners before a kind of person (`the Warden`, `la Recepción`), never before a first name. */
const DETERMINER =
  /^(?:the|a|an|each|every|any|our|your|their|his|her|my|no|one|el|la|los|las|un|una|cada|le|les|une|chaque|nos|du|des|der|die|das|ein|eine)$/i;

/**
 * Whether a word is someone's name (`Ana`, `Mason`): written with a capital wherever it stands, inside a sentence at
 * least once, never plural and never after an article (`the Warden` is a kind of person however it is written).
 */
function isProperName(word: string, text: string): boolean {
  let inside = false;
  const re = new RegExp(`(?<![\\p{L}])${escape(word)}(s?)(?![\\p{L}])`, 'giu');
  for (const m of text.matchAll(re)) {
    const at = m.index ?? 0;
    if (m[1] || !/^\p{Lu}/u.test(m[0])) return false;
    const before = text.slice(Math.max(0, at - 24), at);
    const prev = /([\p{L}]+)[\s*_]*$/u.exec(before)?.[1];
    if (prev !== undefined && DETERMINER.test(prev)) return false;
    if (/[\p{L},;]\s+$/u.test(before)) inside = true;
  }
  return inside;
}

function isKindOfPerson(name: string, reading: RoleReading): boolean {
  const { text, language, isRecord = () => false, reserving } = reading;
  const head = headOf(wordsOf(name), language);
  if (language !== 'de' && isProperName(head, text)) return false;
  if (language === 'en') {
    if (!/^[a-z][a-z'-]*$/.test(head)) return false;
    const one = singular(head);
    if (isPersonNounEn(one)) return true;
    // A person in a later sense only (`chair`, `agent`) or a clipped word (`admin`, also said of pages and panels)
    // is a role when the draft reserves something to it (`chair only`, `only the admin can …`), or when a compound
    // names the person sense.
    // A compound names the sense (`plot holder`, `key holder`, `account holder`): a person.
    if (hasLaterPersonSenseEn(one) && wordsOf(name).length > 1) return true;
    if (hasLaterPersonSenseEn(one) || isClippedPersonEn(one)) return reserving?.has(name) === true;
    return false;
  }
  // Another language has no lexicon: a head that is one of the draft's records is no person unless its ending or
  // word says so (`Soit une livraison du jour` beside `/livraisons`).
  const one = language === 'de' ? head.replace(/(?<=er|or|ent|ant|ist)en$|(?<=er|or)n$/, '') : head.replace(/(?<=[aeiouér])s$|x$/, '');
  return !isRecord(one) || isPersonWordOther(one, language);
}

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** How often a phrase is written (case aside, each word maybe plural, words apart by spaces or hyphens). */
function mentions(text: string, words: readonly string[]): number {
  const body = words.map((w) => `${escape(w)}(?:s|es|en|n|e)?`).join('[\\s-]+');
  const re = new RegExp(`(?<![\\p{L}])${body}(?![\\p{L}])`, 'giu');
  let n = 0;
  for (const _ of text.matchAll(re)) n++;
  return n;
}

const PREPOSITION = /^(?:de|del|des|du|d'|of)$/;

function oneNameEach(people: readonly Person[], text: string, language: Language, alias: Map<string, string>): Person[] {
  const latin = language === 'es' || language === 'fr';
  const drop = new Set<Person>();
  const entries = people.map((p) => ({ p, words: wordsOf(p.name) }));
  for (const short of entries) {
    for (const long of entries) {
      if (long.words.length <= short.words.length) continue;
      const extra = long.words.length - short.words.length;
      const tail = latin ? long.words.slice(0, short.words.length) : long.words.slice(extra);
      if (tail.map((w) => singular(w)).join(' ') !== short.words.map((w) => singular(w)).join(' ')) {
        // A group beside its members: `crew` and `crew member`.
        const modifier = latin ? long.words.slice(1) : long.words.slice(0, -1);
        if (modifier.join(' ') === short.words.join(' ') && short.p.strength !== 'column') {
          drop.add(short.p);
          alias.set(short.p.name, long.p.name);
        }
        continue;
      }
      const longSaid = mentions(text, long.words);
      const shortSaid = mentions(text, short.words) - longSaid;
      // `familias del cole`: a head and where they are from, said less often than the head alone.
      const qualified = latin && PREPOSITION.test(long.words[short.words.length] ?? '') && shortSaid > longSaid;
      if (((longSaid <= 1 && shortSaid >= 1) || qualified) && long.p.strength !== 'column') {
        drop.add(long.p);
        alias.set(long.p.name, short.p.name);
      } else if (shortSaid <= 0 && short.p.strength !== 'column') {
        drop.add(short.p);
        alias.set(short.p.name, long.p.name);
      }
    }
  }
  return people.filter((p) => !drop.has(p));
}
