import { singularForms } from '../words/fold-entity-name';

/** The singular of an English word as people write paths and screens (`categories` → `category`). */
export function singular(word: string): string {
  const lower = word.toLowerCase();
  if (lower === 'people') return matchCase(word, 'person');
  if (lower.endsWith('ies') && lower.length > 3) return word.slice(0, -3) + 'y';
  if (/(?:ss|sh|ch|x|z)es$/.test(lower)) return word.slice(0, -2);
  if (lower.endsWith('s') && !lower.endsWith('ss') && lower.length > 1) return word.slice(0, -1);
  return word;
}

function matchCase(model: string, word: string): string {
  return model[0] !== undefined && model[0] !== model[0].toLowerCase() ? word[0]?.toUpperCase() + word.slice(1) : word;
}

/** The plural of an English word (`category` → `categories`, `box` → `boxes`, `tool` → `tools`). */
export function plural(word: string): string {
  const lower = word.toLowerCase();
  if (lower === 'person') return matchCase(word, 'people');
  if (/[^aeiou]y$/.test(lower)) return word.slice(0, -1) + 'ies';
  if (/(?:s|sh|ch|x|z)$/.test(lower)) return word + 'es';
  return word + 's';
}

/** Splits a name into lower-case words: `loan-items`, `loanItems`, `Loan items` → ['loan', 'items']. */
export function wordsOf(name: string): string[] {
  const out: string[] = [];
  let current = '';
  let prevLower = false;
  for (let i = 0; i < name.length; i++) {
    const ch = name[i] as string;
    const code = name.charCodeAt(i);
    const ascii = code < 128;
    const isLetterOrDigit = ascii
      ? (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
      : /[\p{L}\p{N}]/u.test(ch);
    if (!isLetterOrDigit) {
      if (current) out.push(current);
      current = '';
      prevLower = false;
      continue;
    }
    const lower = ch.toLowerCase();
    const isUpper = ch !== lower;
    if (isUpper && current && prevLower) {
      out.push(current);
      current = '';
    }
    prevLower = !isUpper && lower !== ch.toUpperCase();
    current += lower;
  }
  if (current) out.push(current);
  return out;
}

/** PascalCase of a name (`loan-items` → `LoanItems`). */
export function pascalCase(name: string): string {
  return wordsOf(name)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
}

/** The entity name for a path segment or Shows word: singular, PascalCase (`loan-items` → `LoanItem`). */
export function entityNameOf(collection: string): string {
  const words = wordsOf(collection);
  const last = words.pop();
  if (last === undefined) return '';
  return pascalCase([...words, singular(last)].join(' '));
}

/** The collection segment for an entity name (`LoanItem` → `loan-items`). */
export function collectionOf(entity: string): string {
  const words = wordsOf(entity);
  const last = words.pop();
  if (last === undefined) return '';
  return [...words, plural(last)].join('-');
}

/** UPPER_SNAKE_CASE of words (`tools per member` → `TOOLS_PER_MEMBER`). */
export function constantCase(text: string): string {
  return wordsOf(text)
    .map((w) => w.toUpperCase())
    .join('_');
}

/** True when two words name the same thing with case and plural folded (`Members` ~ `member`). */
export function sameWord(a: string, b: string): boolean {
  const fa = singularForms(a);
  const fb = singularForms(b);
  return fa.some((x) => fb.includes(x));
}

/** A phrase's first letter in upper case (`list of tools` → `List of tools`). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
