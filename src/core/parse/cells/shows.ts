import type { SourceText } from '../../source/source-text';
import type { Located } from '../../source/span';
import type { ScreenKind } from '../../spec/screen';
import { isIdentPart, isSpace } from './scan';

interface Word {
  readonly text: string;
  readonly lower: string;
  readonly start: number;
  readonly end: number;
}

/** Words a Shows phrase may start with, or put before its entity, without changing its meaning. */
const ARTICLES = new Set(['a', 'an', 'the', 'all']);

/** Splits into words of letters, digits, `_` and `-`; anything else but spaces and a final period makes it content. */
function words(text: string): Word[] | null {
  const out: Word[] = [];
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
    out.push({ text: text.slice(start, i), lower: text.slice(start, i).toLowerCase(), start, end: i });
  }
  return out;
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
  const content = { kind: 'content' as const, target: null };
  const all = words(src.text);
  if (all === null) return content;
  let lead = 0;
  while (all.length - lead > 2 && ARTICLES.has(all[lead]?.lower ?? '') && all[lead]?.lower !== 'all') lead++;
  // A phrase is a handful of words; a long one is content, whatever it starts with.
  if (all.length - lead > 8) return content;
  const w = all.slice(lead);
  for (const [before, after, kind] of PATTERNS) {
    if (w.length < before.length + after.length + 1) continue;
    if (!before.every((k, i) => w[i]?.lower === k)) continue;
    if (!after.every((k, i) => w[w.length - after.length + i]?.lower === k)) continue;
    let from = before.length;
    const to = w.length - after.length;
    while (to - from > 1 && ARTICLES.has(w[from]?.lower ?? '')) from++;
    const x = w[from];
    if (to - from !== 1 || x === undefined) continue;
    return { kind, target: { value: x.text, span: src.spanOf(x.start, x.end) } };
  }
  return content;
}
