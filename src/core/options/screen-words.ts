import { pathSegments } from '../model/route-shape';
import type { InferredEntity, InferredModel } from './infer-model';
import { lemmaOf } from './prose-powers';
import { wordsOf } from './names';

/** What kind of screen an author means, read from its route and words. */
export interface ScreenReading {
  readonly kind: 'list' | 'detail' | 'create' | 'edit';
  readonly entity: InferredEntity;
}

const CREATE = new Set([
  'form',
  'new',
  'add',
  'post',
  'submit',
  'place',
  'book',
  'report',
  'set',
  'create',
  'register',
  'write',
  'enter',
  'reply',
  'order',
]);
const EDIT = new Set(['edit', 'change', 'update', 'rename']);
const LIST = new Set([
  'list',
  'all',
  'every',
  'listed',
  'listing',
  'my',
  'browse',
  'overview',
  'board',
  'timetable',
  'catalogue',
  'index',
  'queue',
  'inbox',
]);
const CREATE_SEGMENTS = new Set(['new', 'add', 'create', 'submit', 'book', 'order', 'report', 'post', 'rsvp']);

/**
 * Reads what a screen the author wrote in their own words is for (`/` "all my boards" → a list of Board;
 * `/boards/:id` "one board with its columns" → one Board; `/submit` → a form that creates; `/my-orders` → a list
 * of Order). The route decides first (a parameter at the end: one record of the collection before it; `new`:
 * a form), then the words: a form word and an entity → a form; a list word or a plural entity → a list; a
 * singular entity on a route with a parameter → one record. Null when neither names an entity.
 */
export function readScreenWords(model: InferredModel, route: string, words: string): ScreenReading | null {
  const segs = pathSegments(route);
  const ws = wordsOf(words);
  const entityIn = (list: readonly string[]): { e: InferredEntity; plural: boolean } | null => entityAmong(model, list);
  const lastSeg = segs[segs.length - 1];
  const beforeLast = segs[segs.length - 2];
  const segWords = segs.filter((s): s is string => s !== null).flatMap((s) => wordsOf(s));
  const fromRoute = entityIn([...segWords].reverse());
  const fromWords = entityIn(ws);
  if (lastSeg === null && beforeLast) {
    const e = entityIn(wordsOf(beforeLast));
    if (e) return { kind: 'detail', entity: e.e };
  }
  if (lastSeg === 'edit' && segs[segs.length - 2] === null) {
    const e = entityIn(wordsOf(segs[segs.length - 3] ?? ''));
    if (e) return { kind: 'edit', entity: e.e };
  }
  if (typeof lastSeg === 'string' && segs.includes(null) && fromWords && ws.some((w) => CREATE.has(w)))
    return { kind: 'create', entity: fromWords.e };
  if (typeof lastSeg === 'string' && CREATE_SEGMENTS.has(lastSeg)) {
    const e = (segs.length > 1 ? entityIn(wordsOf(beforeLast ?? '')) : null) ?? fromWords ?? fromRoute;
    if (e) return { kind: 'create', entity: e.e };
  }
  const target = fromWords ?? fromRoute;
  if (!target) return null;
  if (ws.some((w) => EDIT.has(w))) return { kind: 'edit', entity: target.e };
  if (ws.some((w) => CREATE.has(w)) && !ws.some((w) => LIST.has(w))) return { kind: 'create', entity: target.e };
  if (!segs.includes(null) && (ws.some((w) => LIST.has(w)) || target.plural || segWords.some((w) => lemmaOf(w) !== w)))
    return { kind: 'list', entity: target.e };
  if (segs.includes(null)) return { kind: 'detail', entity: target.e };
  return null;
}

/** The first of the words that names records the calls serve, and whether it is written in the plural. */
function entityAmong(model: InferredModel, list: readonly string[]): { e: InferredEntity; plural: boolean } | null {
  for (const w of list) {
    // A word of two letters names records only as a path word the calls use (`/wo` beside `GET /api/wo`).
    if ((w.length < 3 && !model.entities.some((x) => x.collection === w)) || w === 'my' || w === 'new') continue;
    const e = model.resolve(w) ?? model.resolve(lemmaOf(w)) ?? model.entities.find((x) => x.collection === w) ?? null;
    if (e && e.collection !== null) return { e, plural: lemmaOf(w) !== w };
  }
  return null;
}

const DETAIL = new Set(['detail', 'details', 'one', 'single']);

/**
 * Reads a page the author names without a route (`3. Add / edit gift page`, `- Gift detail page with the reserve
 * button`, `b) Orders - all of them, newest first`): the records its words name and what it does with them — a
 * form word first (`add`, `new`; of `add / edit` the first), an edit word, a list word or the records' plural (a
 * list), a detail word (`detail`, `one`: one record). Null when its words name no records the calls serve, or
 * do not say which kind of page it is (`Ski page`).
 */
export function readPageWords(model: InferredModel, words: string): ScreenReading | null {
  const ws = wordsOf(words).map((w) => w.toLowerCase());
  const target = entityAmong(model, ws);
  if (!target) return null;
  const form = ws.findIndex((w) => CREATE.has(w));
  const edit = ws.findIndex((w) => EDIT.has(w));
  const list = ws.some((w) => LIST.has(w)) || target.plural;
  if (form >= 0 && (edit < 0 || form < edit) && !list) return { kind: 'create', entity: target.e };
  if (edit >= 0 && !list) return { kind: 'edit', entity: target.e };
  if (list) return { kind: 'list', entity: target.e };
  if (ws.some((w) => DETAIL.has(w))) return { kind: 'detail', entity: target.e };
  return null;
}
