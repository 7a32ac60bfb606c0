import type { SourceText } from '../../source/source-text';
import type { Located } from '../../source/span';
import type { ScreenKind, ScreenRelated } from '../../spec/screen';
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
  for (let i = 0; i < end;) {
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

/** Whether word `w` of `text` (its bounds in `all`, see words) is the keyword `word`. */
function isAt(text: string, all: readonly number[], w: number, word: string): boolean {
  return isWord(text, all[2 * w] as number, all[2 * w + 1] as number, word);
}

/** Whether word `w` is an article a phrase may put before its entity (see ARTICLES). */
function isArticle(text: string, all: readonly number[], w: number): boolean {
  for (const a of ARTICLES) if (isAt(text, all, w, a)) return true;
  return false;
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
export function parseShows(src: SourceText): { kind: ScreenKind; target: Located<string> | null; related: ScreenRelated | null } {
  const plain = parseKind(src);
  if (plain.kind !== 'content') return { ...plain, related: null };
  return parseRelated(src) ?? CONTENT;
}

function parseKind(src: SourceText): { kind: ScreenKind; target: Located<string> | null } {
  const text = src.text;
  const all = words(text);
  if (all === null) return CONTENT;
  const count = all.length / 2;
  let lead = 0;
  while (count - lead > 2 && isArticle(text, all, lead) && !isAt(text, all, lead, 'all')) lead++;
  // A phrase is a handful of words; a long one is content, whatever it starts with.
  const n = count - lead;
  if (n > 8) return CONTENT;
  for (const [before, after, kind] of PATTERNS) {
    if (n < before.length + after.length + 1) continue;
    let matches = true;
    for (let i = 0; i < before.length && matches; i++) matches = isAt(text, all, lead + i, before[i] as string);
    for (let i = 0; i < after.length && matches; i++) matches = isAt(text, all, count - after.length + i, after[i] as string);
    if (!matches) continue;
    let from = lead + before.length;
    const to = count - after.length;
    while (to - from > 1 && isArticle(text, all, from)) from++;
    if (to - from !== 1) continue;
    return { kind, target: src.slice(all[2 * from] as number, all[2 * from + 1] as number) };
  }
  return CONTENT;
}

const CONTENT = Object.freeze({ kind: 'content' as const, target: null, related: null });

/** Words dropped before a related entity's name: `with the pets`, `with their visits`. */
const RELATED_ARTICLES = ['a', 'an', 'the', 'all', 'its', 'their', 'his', 'her', 'each'];
/** A whole tail that asks for no related lists: `Owner detail alone`, `Owner detail without related records`. */
const ALONE = ['alone', 'only'];
const NO_LISTS = ['related', 'records', 'lists', 'list', 'other', 'any'];

/**
 * A detail phrase followed by the related lists it asks for (docs/spec-format.md, point 2): `Owner detail
 * with pets and visits`, `one owner, with their pets`, `Pet details with visits.`, `Owner detail without
 * visits`, `Owner detail alone`. The names are single words separated by commas, `and` or `&`
 * (articles and possessives dropped). Null when the text is not of that shape (a content page).
 */
function parseRelated(src: SourceText): { kind: ScreenKind; target: Located<string> | null; related: ScreenRelated } | null {
  const text = src.text;
  // Words and separators as flat [start, end) pairs; a separator is a comma or `&` (end = start + 1).
  const tokens: number[] = [];
  let end = text.length;
  while (end > 0 && isSpace(text[end - 1])) end--;
  if (text[end - 1] === '.') end--;
  for (let i = 0; i < end;) {
    const c = text[i];
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === ',' || c === '&') {
      tokens.push(i, i + 1);
      i++;
      continue;
    }
    const start = i;
    while (i < end && (isIdentPart(text[i]) || text[i] === '-')) i++;
    if (i === start) return null;
    tokens.push(start, i);
  }
  const n = tokens.length / 2;
  if (n > 24) return null;
  const word = (k: number): string => text.slice(tokens[2 * k], tokens[2 * k + 1]).toLowerCase();
  const headOf = (k: number) => {
    let last = k - 1;
    while (last >= 0 && word(last) === ',') last--;
    if (last < 0) return null;
    const head = parseKind(src.slice(0, tokens[2 * last + 1] as number));
    return head.kind === 'detail' ? head : null;
  };
  // `Owner detail alone`
  if (n >= 2 && ALONE.includes(word(n - 1))) {
    const head = headOf(n - 1);
    return head ? { ...head, related: { mode: 'with', names: [] } } : null;
  }
  for (let k = 1; k < n; k++) {
    const w = word(k);
    if (w !== 'with' && w !== 'without') continue;
    const head = headOf(k);
    if (!head) continue;
    const names: Located<string>[] = [];
    let expectName = true;
    for (let j = k + 1; j < n; j++) {
      const t = word(j);
      if (t === ',' || t === '&' || t === 'and') {
        if (expectName) return null;
        expectName = true;
      } else if (RELATED_ARTICLES.includes(t) && expectName) {
        continue;
      } else if (expectName) {
        names.push(src.slice(tokens[2 * j] as number, tokens[2 * j + 1] as number));
        expectName = false;
      } else {
        // Two words in a row: `without related records` asks for none; anything else is prose.
        if (
          w === 'without' &&
          names.length === 1 &&
          NO_LISTS.includes(names[0]?.value.toLowerCase() ?? '') &&
          NO_LISTS.includes(t) &&
          j === n - 1
        ) {
          return { ...head, related: { mode: 'with', names: [] } };
        }
        return null;
      }
    }
    if (expectName || names.length === 0) return null;
    if (w === 'without' && names.length === 1 && NO_LISTS.includes(names[0]?.value.toLowerCase() ?? ''))
      return { ...head, related: { mode: 'with', names: [] } };
    return { ...head, related: { mode: w, names } };
  }
  return null;
}
