import type { SourceText } from '../../source/source-text';
import type { Located } from '../../source/span';
import type { ScreenKind } from '../../spec/screen';
import { isIdentPart, isSpace } from './scan';

/** Words a Shows phrase may start with, or put before its entity, without changing its meaning. */
const ARTICLES = ['a', 'an', 'the', 'all'];

/**
 * The words of a phrase as `[start, end)` pairs (letters, digits, `_` and `-`), or null when
 * anything else but spaces and a final period makes it content. Flat numbers: no object per word.
 */
function words(text: string): number[] | null {
  const out: number[] = [];
  let end = text.length;
  while (end > 0 && isSpace(text[end - 1])) end--;
  if (text[end - 1] === '.') end--;
  for (let i = 0; i < end; ) {
    if (isSpace(text[i])) {
      i++;
      continue;
    }
    const start = i;
    while (i < end && (isIdentPart(text[i]) || text[i] === '-')) i++;
    if (i === start) return null;
    out.push(start, i);
  }
  return out;
}

/** Whether `text[start, end)` is the (lower-case, ASCII) keyword `word`, in any case. */
function isWord(text: string, start: number, end: number, word: string): boolean {
  if (end - start !== word.length) return false;
  for (let i = 0; i < word.length; i++) {
    const c = text.charCodeAt(start + i);
    if ((c >= 65 && c <= 90 ? c + 32 : c) !== word.charCodeAt(i)) return false;
  }
  return true;
}

/** The phrases: keyword words before X, keyword words after X, and the kind. */
const PATTERNS: ReadonlyArray<readonly [readonly string[], readonly string[], ScreenKind]> = [
  [['list', 'of'], [], 'list'],
  [[], ['list'], 'list'],
  [[], ['detail'], 'detail'],
  [[], ['details'], 'detail'],
  [['one'], [], 'detail'],
  [['detail', 'of'], [], 'detail'],
  [['details', 'of'], [], 'detail'],
  [['form', 'to', 'create'], [], 'create'],
  [['new'], [], 'create'],
  [['create'], [], 'create'],
  [['form', 'to', 'edit'], [], 'edit'],
  [['edit'], [], 'edit'],
];

/**
 * Reads a point-2 Shows phrase: `list of X` / `X list` → list; `X detail` / `one X` / `detail of X` →
 * detail; `form to create X` / `new X` / `create X` → create; `form to edit X` / `edit X` → edit.
 * Keywords fold case; a leading `a`/`an`/`the`, an `all`/`the`/`a` before X and a final period are
 * allowed. X is one word, returned as written with its exact span (plural and case folding are the
 * check's). Anything else is a content page with no target. Never throws; linear time.
 */
export function parseShows(src: SourceText): { kind: ScreenKind; target: Located<string> | null } {
  const text = src.text;
  const all = words(text);
  if (all === null) return CONTENT;
  const count = all.length / 2;
  const isAt = (w: number, word: string): boolean => isWord(text, all[2 * w] as number, all[2 * w + 1] as number, word);
  const isArticle = (w: number): boolean => ARTICLES.some((a) => isAt(w, a));
  let lead = 0;
  while (count - lead > 2 && isArticle(lead) && !isAt(lead, 'all')) lead++;
  // A phrase is a handful of words; a long one is content, whatever it starts with.
  const n = count - lead;
  if (n > 8) return CONTENT;
  for (const [before, after, kind] of PATTERNS) {
    if (n < before.length + after.length + 1) continue;
    let matches = true;
    for (let i = 0; i < before.length && matches; i++) matches = isAt(lead + i, before[i] as string);
    for (let i = 0; i < after.length && matches; i++) matches = isAt(count - after.length + i, after[i] as string);
    if (!matches) continue;
    let from = lead + before.length;
    const to = count - after.length;
    while (to - from > 1 && isArticle(from)) from++;
    if (to - from !== 1) continue;
    return { kind, target: src.slice(all[2 * from] as number, all[2 * from + 1] as number) };
  }
  return CONTENT;
}

const CONTENT = Object.freeze({ kind: 'content' as const, target: null });
