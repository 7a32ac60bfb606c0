/**
 * Character tests and small scanners shared by the cell parsers. Every function here looks at each
 * character at most once per call, so parsers built on them stay linear in the cell's length.
 */

const LETTER = /\p{L}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** True for a space, tab, line break or other Unicode white space. */
export function isSpace(c: string | undefined): boolean {
  if (c === undefined) return false;
  return c === ' ' || c === '\t' || c === '\n' || c === '\r' || (c > '\x7f' && c.trim() === '');
}

/** True for an ASCII digit. */
export function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

/** True for a character that may start a name: a letter (any script) or `_`. */
export function isIdentStart(c: string | undefined): boolean {
  if (c === undefined) return false;
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_') return true;
  return c > '\x7f' && LETTER.test(c);
}

/** True for a character that may continue a name: a letter, a digit or `_`. */
export function isIdentPart(c: string | undefined): boolean {
  if (c === undefined) return false;
  if (isIdentStart(c) || isDigit(c)) return true;
  return c > '\x7f' && LETTER_OR_DIGIT.test(c);
}

// The scanners below test character codes (no one-character string per step); each answers exactly as
// the character tests above would for `text[i]`.

/** isSpace(text[i]) without the one-character string (false past the end). */
function spaceAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code === 32 || code === 9 || code === 10 || code === 13) return true;
  return code > 0x7f && (text[i] as string).trim() === '';
}

/** isIdentStart(text[i]) without the one-character string (false past the end). */
function identStartAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 95) return true;
  return code > 0x7f && LETTER.test(text[i] as string);
}

/** isIdentPart(text[i]) without the one-character string (false past the end). */
function identPartAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 95 || (code >= 48 && code <= 57)) return true;
  return code > 0x7f && LETTER_OR_DIGIT.test(text[i] as string);
}

/** The index after the name starting at `i` (equal to `i` when there is none). */
export function readIdent(text: string, i: number): number {
  if (!identStartAt(text, i)) return i;
  let j = i + 1;
  while (identPartAt(text, j)) j++;
  return j;
}

/** The first index at or after `i` that is not white space. */
export function skipSpaces(text: string, i: number): number {
  while (spaceAt(text, i)) i++;
  return i;
}

/** The bounds `[start, end)` of `text` without leading and trailing white space. */
export function trimBounds(text: string, start = 0, end = text.length): [number, number] {
  const a = trimStart(text, start, end);
  return [a, trimEnd(text, a, end)];
}

/** The first index of `text[start, end)` that is not white space (`end` when there is none); no allocation. */
export function trimStart(text: string, start = 0, end = text.length): number {
  while (start < end && spaceAt(text, start)) start++;
  return start;
}

/** The index after the last character of `text[start, end)` that is not white space (`start` when none). */
export function trimEnd(text: string, start: number, end = text.length): number {
  while (end > start && spaceAt(text, end - 1)) end--;
  return end;
}

/** True when `text` is a whole name (`MIN_ABSTRACT`, `title`, `Talk`). */
export function isIdent(text: string): boolean {
  return text.length > 0 && readIdent(text, 0) === text.length;
}

/** True for a constant's name as the format writes it: UPPER_CASE letters, digits and `_`, starting with a letter. */
export function isConstantName(text: string): boolean {
  const first = text[0];
  if (first === undefined || first < 'A' || first > 'Z') return false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i] as string;
    if (!((c >= 'A' && c <= 'Z') || isDigit(c) || c === '_')) return false;
  }
  return true;
}

/** A character as it should appear in a message: `|`, or a word for white space and the end. */
export function describeChar(c: string | undefined): string {
  if (c === undefined) return 'the end of the text';
  if (isSpace(c)) return 'a space';
  return c === '`' ? '"`"' : `\`${c}\``;
}
