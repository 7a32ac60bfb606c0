import { badListItemMessage } from '../../diagnostics/messages-document';
import { createSourceText, type SourceText } from '../../source/source-text';
import type { Span } from '../../source/span';
import { createConstant } from '../../spec/constant';
import { EMPTY_LIST } from '../../spec/empty-list';
import { createRole } from '../../spec/role';
import { createScreen } from '../../spec/screen';
import { parseConstantValue } from '../cells/constant-value';
import { parsePath } from '../cells/http';
import { parseShows } from '../cells/shows';
import { loc, nameOf } from './cell-values';
import type { RowContext } from './build-rows';
import { firstNonSpace, isSpaceOrTab, lastNonSpace } from './line-syntax';
import type { SectionData } from './section-data';

const BACKTICK = 96;

/** How a bullet was read: as data, as a near miss (reported, kept as prose too) or as prose. */
export type ListItemOutcome = 'data' | 'bad' | 'prose';

/** A dash that separates parts of an item: `—` anywhere, `–` or `-` with spaces around. */
function findDash(text: string, from: number, to: number): number {
  let quoted = false;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    if (quoted) continue;
    if (c === 0x2014) return i;
    if ((c === 0x2013 || c === 45) && i > from && isSpaceOrTab(text.charCodeAt(i - 1)) && (i + 1 === to || isSpaceOrTab(text.charCodeAt(i + 1)))) return i;
  }
  return -1;
}

/** The SourceText of `text[from, to)` trimmed. */
function piece(text: string, from: number, to: number): SourceText {
  const a = firstNonSpace(text, from, to);
  const b = lastNonSpace(text, a, to);
  return createSourceText(text.slice(a, b), a);
}

/** A single name: one word, or anything inside one code span. */
function isSingleName(src: SourceText): boolean {
  const t = src.text;
  if (t === '') return false;
  if (t.charCodeAt(0) === BACKTICK) return t.length > 2 && t.charCodeAt(t.length - 1) === BACKTICK;
  for (let i = 0; i < t.length; i++) if (isSpaceOrTab(t.charCodeAt(i))) return false;
  return true;
}

/** ``- `/path` — Screen: shows …`` (point 2). */
function readScreenItem(text: string, from: number, to: number, span: Span, ctx: RowContext, data: SectionData): ListItemOutcome {
  let pathFrom: number;
  let pathTo: number;
  let after: number;
  if (text.charCodeAt(from) === BACKTICK) {
    pathFrom = from + 1;
    pathTo = pathFrom;
    while (pathTo < to && text.charCodeAt(pathTo) !== BACKTICK) pathTo++;
    if (pathTo >= to || text.charCodeAt(pathFrom) !== 47) return 'prose';
    after = pathTo + 1;
  } else if (text.charCodeAt(from) === 47) {
    pathFrom = from;
    pathTo = from;
    while (pathTo < to && !isSpaceOrTab(text.charCodeAt(pathTo))) pathTo++;
    after = pathTo;
  } else return 'prose';
  const dashAt = firstNonSpace(text, after, to);
  const d = text.charCodeAt(dashAt);
  const isDash = d === 0x2014 || ((d === 0x2013 || d === 45) && (dashAt + 1 === to || isSpaceOrTab(text.charCodeAt(dashAt + 1))));
  if (!isDash || dashAt === after) {
    ctx.sink.report('bad-list-item', span, badListItemMessage(2, '- `/path` — Screen: what it shows'), ctx.point);
    return 'bad';
  }
  let colon = dashAt + 1;
  while (colon < to && text.charCodeAt(colon) !== 58) colon++;
  const name = piece(text, dashAt + 1, colon);
  if (name.text === '') {
    ctx.sink.report('bad-list-item', span, badListItemMessage(2, '- `/path` — Screen: what it shows'), ctx.point);
    return 'bad';
  }
  // `Screen: shows list of X`: the word "shows" introduces the Shows text and is not part of it.
  let showsFrom = colon < to ? firstNonSpace(text, colon + 1, to) : to;
  if (text.slice(showsFrom, showsFrom + 5).toLowerCase() === 'shows' && (showsFrom + 5 === to || isSpaceOrTab(text.charCodeAt(showsFrom + 5)))) {
    showsFrom += 5;
  }
  const showsSrc = colon < to ? piece(text, showsFrom, to) : null;
  const shows = showsSrc && showsSrc.text !== '' ? showsSrc : null;
  const read = shows ? parseShows(shows) : { kind: 'content' as const, target: null };
  const path = parsePath(createSourceText(text.slice(pathFrom, pathTo), pathFrom), ctx.sink, ctx.point);
  data.screens.push(createScreen({
    route: path.path, params: path.params, name: loc(name), shows: shows ? loc(shows) : null, kind: read.kind,
    target: read.target, roles: EMPTY_LIST, extra: EMPTY_LIST,
  }, span));
  return 'data';
}

/** `- role — description` (point 6). */
function readRoleItem(text: string, from: number, to: number, span: Span, ctx: RowContext, data: SectionData): ListItemOutcome {
  const dash = findDash(text, from, to);
  if (dash < 0) {
    let colon = from;
    while (colon < to && text.charCodeAt(colon) !== 58) colon++;
    if (colon < to && isSingleName(piece(text, from, colon))) {
      ctx.sink.report('bad-list-item', span, badListItemMessage(6, '- role — description'), ctx.point);
      return 'bad';
    }
    return 'prose';
  }
  const name = piece(text, from, dash);
  if (!isSingleName(name)) return 'prose';
  data.roles.push(createRole({ name: nameOf(name), description: piece(text, dash + 1, to).text, extra: EMPTY_LIST }, span));
  return 'data';
}

/** Whether a word looks like a constant's name (upper case, digits, underscores). */
function isConstantLike(src: SourceText): boolean {
  const t = src.text.charCodeAt(0) === BACKTICK ? src.text.slice(1, -1) : src.text;
  if (t === '') return false;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (!((c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95)) return false;
  }
  return true;
}

/** `- NAME = value — meaning` (point 9). */
function readConstantItem(text: string, from: number, to: number, span: Span, ctx: RowContext, data: SectionData): ListItemOutcome {
  let eq = from;
  while (eq < to && text.charCodeAt(eq) !== 61) eq++;
  if (eq >= to) {
    let stop = from;
    while (stop < to && !isSpaceOrTab(text.charCodeAt(stop)) && text.charCodeAt(stop) !== 58) stop++;
    if (isConstantLike(piece(text, from, stop)) && stop < to) {
      ctx.sink.report('bad-list-item', span, badListItemMessage(9, '- NAME = value — meaning'), ctx.point);
      return 'bad';
    }
    return 'prose';
  }
  const name = piece(text, from, eq);
  if (!isSingleName(name)) return 'prose';
  const dash = findDash(text, eq + 1, to);
  const value = piece(text, eq + 1, dash < 0 ? to : dash);
  data.constants.push(createConstant({
    name: nameOf(name), valueText: loc(value), value: parseConstantValue(value.text),
    meaning: dash < 0 ? '' : piece(text, dash + 1, to).text, extra: EMPTY_LIST,
  }, span));
  return 'data';
}

/**
 * Reads a bullet in a point's list pattern (points 2, 6 and 9); `from` is the item's content, `to`
 * its last non-blank character, `span` the whole item. Other points' bullets are prose.
 */
export function readListItem(text: string, from: number, to: number, span: Span, ctx: RowContext, data: SectionData): ListItemOutcome {
  switch (ctx.point) {
    case 2: return readScreenItem(text, from, to, span, ctx, data);
    case 6: return readRoleItem(text, from, to, span, ctx, data);
    case 9: return readConstantItem(text, from, to, span, ctx, data);
    default: return 'prose';
  }
}
