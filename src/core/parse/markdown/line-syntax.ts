/**
 * Line-level Markdown syntax: ATX headings, code fences, bullets and blank lines. Every function
 * looks at one line `text[start, end)` (without its line break) by char codes, in O(line length).
 */

const SPACE = 32;
const TAB = 9;
const HASH = 35;
const BACKTICK = 96;
const TILDE = 126;

/** Whether the code is a space or a tab. */
export function isSpaceOrTab(code: number): boolean {
  return code === SPACE || code === TAB;
}

/** The offset of the line's first character that is not a space or tab (`end` when blank). */
export function firstNonSpace(text: string, start: number, end: number): number {
  let i = start;
  while (i < end && isSpaceOrTab(text.charCodeAt(i))) i++;
  return i;
}

/** The offset past the line's last character that is not a space or tab. */
export function lastNonSpace(text: string, start: number, end: number): number {
  let i = end;
  while (i > start && isSpaceOrTab(text.charCodeAt(i - 1))) i--;
  return i;
}

/** Whether the line holds only spaces and tabs. */
export function isBlank(text: string, start: number, end: number): boolean {
  return firstNonSpace(text, start, end) === end;
}

/** An ATX heading: its level, where its `#` marks start and where its text lies (trimmed). */
export interface AtxHeading {
  readonly level: number;
  readonly markFrom: number;
  readonly textFrom: number;
  readonly textTo: number;
}

/** Reads `## Heading ##` (indent of at most 3 spaces, 1–6 marks, then a space or the line end). */
export function readAtxHeading(text: string, start: number, end: number): AtxHeading | null {
  const markFrom = firstNonSpace(text, start, end);
  if (markFrom - start > 3 || text.charCodeAt(markFrom) !== HASH) return null;
  let i = markFrom;
  while (i < end && text.charCodeAt(i) === HASH) i++;
  const level = i - markFrom;
  if (level > 6 || (i < end && !isSpaceOrTab(text.charCodeAt(i)))) return null;
  const textFrom = firstNonSpace(text, i, end);
  let textTo = lastNonSpace(text, textFrom, end);
  // An optional closing sequence: `#`s preceded by a space (or making up the whole text).
  let j = textTo;
  while (j > textFrom && text.charCodeAt(j - 1) === HASH) j--;
  if (j < textTo && (j === textFrom || isSpaceOrTab(text.charCodeAt(j - 1)))) textTo = lastNonSpace(text, textFrom, j);
  return { level, markFrom, textFrom, textTo };
}

/** An opening code fence: its character, its length and its info string. */
export interface FenceOpen {
  readonly char: number;
  readonly length: number;
  readonly infoFrom: number;
  readonly infoTo: number;
}

/** Reads an opening fence: at most 3 spaces, then 3 or more backticks or tildes and an info string. */
export function readFenceOpen(text: string, start: number, end: number): FenceOpen | null {
  const from = firstNonSpace(text, start, end);
  if (from - start > 3) return null;
  const char = text.charCodeAt(from);
  if (char !== BACKTICK && char !== TILDE) return null;
  let i = from;
  while (i < end && text.charCodeAt(i) === char) i++;
  const length = i - from;
  if (length < 3) return null;
  const infoFrom = firstNonSpace(text, i, end);
  const infoTo = lastNonSpace(text, infoFrom, end);
  if (char === BACKTICK) {
    for (let k = infoFrom; k < infoTo; k++) if (text.charCodeAt(k) === BACKTICK) return null;
  }
  return { char, length, infoFrom, infoTo };
}

/** Whether the line closes a fence opened with `open`: the same character, at least as many, nothing after. */
export function isFenceClose(text: string, start: number, end: number, open: FenceOpen): boolean {
  const from = firstNonSpace(text, start, end);
  if (from - start > 3) return false;
  let i = from;
  while (i < end && text.charCodeAt(i) === open.char) i++;
  return i - from >= open.length && firstNonSpace(text, i, end) === end;
}

/** The fence's language: the info string's first word, lower-cased. */
export function fenceLanguage(text: string, open: FenceOpen): string {
  let i = open.infoFrom;
  while (i < open.infoTo && !isSpaceOrTab(text.charCodeAt(i))) i++;
  return text.slice(open.infoFrom, i).toLowerCase();
}

/** For a bullet line (`-`, `*` or `+` then a space, indent at most 3): the offset of its content; else -1. */
export function bulletContent(text: string, start: number, end: number): number {
  const from = firstNonSpace(text, start, end);
  if (from - start > 3 || from + 1 >= end) return -1;
  const c = text.charCodeAt(from);
  if (c !== 45 && c !== 42 && c !== 43) return -1;
  if (!isSpaceOrTab(text.charCodeAt(from + 1))) return -1;
  return firstNonSpace(text, from + 1, end);
}

/** Whether `code` occurs in `text[from, to)` (a bounded search: indexOf would scan past the line). */
export function hasChar(text: string, code: number, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === code) return true;
  return false;
}
