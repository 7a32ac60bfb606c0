import { singularForms } from '../words/fold-entity-name';
import { plural, singular } from '../words/inflection';

/** English plurals and singulars have one home: words/inflection. */
export { plural, singular };

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
