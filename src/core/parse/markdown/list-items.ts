import { badListItemMessage } from '../../diagnostics/messages-document';
import { createSink } from '../../diagnostics/report';
import { createField, type Field } from '../../spec/entity';
import { parseFieldType } from '../cells/field-type';
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
import { buildCall, buildRule, type RowContext } from './build-rows';
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
    if (
      (c === 0x2013 || c === 45) &&
      i > from &&
      isSpaceOrTab(text.charCodeAt(i - 1)) &&
      (i + 1 === to || isSpaceOrTab(text.charCodeAt(i + 1)))
    )
      return i;
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
  if (
    text.slice(showsFrom, showsFrom + 5).toLowerCase() === 'shows' &&
    (showsFrom + 5 === to || isSpaceOrTab(text.charCodeAt(showsFrom + 5)))
  ) {
    showsFrom += 5;
  }
  const showsSrc = colon < to ? piece(text, showsFrom, to) : null;
  const shows = showsSrc && showsSrc.text !== '' ? showsSrc : null;
  const read = shows ? parseShows(shows) : { kind: 'content' as const, target: null, related: null };
  const path = parsePath(createSourceText(text.slice(pathFrom, pathTo), pathFrom), ctx.sink, ctx.point);
  data.screens.push(
    createScreen(
      {
        route: path.path,
        params: path.params,
        name: loc(name),
        shows: shows ? loc(shows) : null,
        kind: read.kind,
        target: read.target,
        related: read.related,
        roles: EMPTY_LIST,
        extra: EMPTY_LIST,
      },
      span,
    ),
  );
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
  data.constants.push(
    createConstant(
      {
        name: nameOf(name),
        valueText: loc(value),
        value: parseConstantValue(value.text),
        meaning: dash < 0 ? '' : piece(text, dash + 1, to).text,
        extra: EMPTY_LIST,
      },
      span,
    ),
  );
  return 'data';
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** The first index in [from, to) outside braces, brackets and quotes where `at(i)` holds, or -1. */
function topLevel(text: string, from: number, to: number, at: (i: number) => number): { at: number; len: number } | null {
  let depth = 0;
  let quoted = false;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    if (quoted) continue;
    if (c === 123 || c === 91 || c === 40) depth++;
    else if ((c === 125 || c === 93 || c === 41) && depth > 0) depth--;
    else if (depth === 0) {
      const len = at(i);
      if (len > 0) return { at: i, len };
    }
  }
  return null;
}

/** An arrow between request and response: `→` or `->`. */
const arrowAt =
  (text: string) =>
  (i: number): number =>
    text.charCodeAt(i) === 0x2192 ? 1 : text.charCodeAt(i) === 45 && text.charCodeAt(i + 1) === 62 ? 2 : 0;
/** The end of a response: `;`, or a dash with spaces around (`—`, `–`, ` - `). */
const notesAt =
  (text: string) =>
  (i: number): number => {
    const c = text.charCodeAt(i);
    if (c === 59) return 1;
    if ((c === 0x2014 || c === 0x2013 || c === 45) && isSpaceOrTab(text.charCodeAt(i - 1)) && isSpaceOrTab(text.charCodeAt(i + 1)))
      return 1;
    return 0;
  };

/** Whether a piece reads as a shape rather than words: `{…}`, `Name`, `Name[]`, `—`. */
function looksLikeShape(src: SourceText): boolean {
  const t = src.text;
  return t === '' || t === '—' || t === '-' || t.startsWith('{') || t.startsWith('`') || /^[A-Z][A-Za-z0-9_]*(?:\[\])?$/.test(t);
}

/**
 * ``- METHOD /path — request → response; notes`` (point 7). The request, the arrow and the response are
 * optional (`- GET /api/talks → Talk[]`, `- POST /api/talks/:id/accept — chair only`); the notes follow a `;` or
 * a dash after the response; words where the request would be (`list of talks → Talk[]`) are notes.
 */
function readCallItem(text: string, from: number, to: number, span: Span, ctx: RowContext, data: SectionData): ListItemOutcome {
  let a = from;
  if (text.charCodeAt(a) === BACKTICK) a++;
  let m = a;
  while (m < to && !isSpaceOrTab(text.charCodeAt(m))) m++;
  const method = text.slice(a, m);
  if (!METHODS.has(method.toUpperCase())) return 'prose';
  const p = firstNonSpace(text, m, to);
  if (text.charCodeAt(p) !== 47) return 'prose';
  let pe = p;
  while (pe < to && !isSpaceOrTab(text.charCodeAt(pe)) && text.charCodeAt(pe) !== BACKTICK) pe++;
  let rest = pe < to && text.charCodeAt(pe) === BACKTICK ? pe + 1 : pe;
  rest = firstNonSpace(text, rest, to);
  const lead = text.charCodeAt(rest);
  if (lead === 0x2014 || lead === 0x2013 || lead === 58 || (lead === 45 && text.charCodeAt(rest + 1) !== 62))
    rest = firstNonSpace(text, rest + 1, to);
  const empty = createSourceText('', rest);
  let request = empty;
  let response = empty;
  let notes = empty;
  const arrow = topLevel(text, rest, to, arrowAt(text));
  if (arrow) {
    request = piece(text, rest, arrow.at);
    const after = arrow.at + arrow.len;
    const end = topLevel(text, after, to, notesAt(text));
    response = piece(text, after, end ? end.at : to);
    if (end) notes = piece(text, end.at + end.len, to);
    if (!looksLikeShape(request)) {
      notes = notes.text === '' ? request : createSourceText(`${request.text}; ${notes.text}`, request.from);
      request = empty;
    }
  } else if (rest < to) notes = piece(text, rest, to);
  const cells = new Map<string, SourceText>([
    ['Method', createSourceText(method, a)],
    ['Path', createSourceText(text.slice(p, pe), p)],
    ['Request', request],
    ['Response', response],
    ['Notes', notes],
  ]);
  data.calls.push(buildCall({ span, cells, extra: EMPTY_LIST }, ctx));
  return 'data';
}

/** The first index in [from, to) outside code spans where `at(i)` gives a length > 0. */
function outsideCode(text: string, from: number, to: number, at: (i: number) => number): { at: number; len: number } | null {
  let code = false;
  for (let i = from; i < to; i++) {
    if (text.charCodeAt(i) === BACKTICK) code = !code;
    else if (!code) {
      const len = at(i);
      if (len > 0) return { at: i, len };
    }
  }
  return null;
}

/** A dash between parts of a bullet: `—` anywhere, `–` or `-` with spaces around. */
const dashAt =
  (text: string) =>
  (i: number): number => {
    const c = text.charCodeAt(i);
    if (c === 0x2014) return 1;
    return (c === 0x2013 || c === 45) && isSpaceOrTab(text.charCodeAt(i - 1)) && isSpaceOrTab(text.charCodeAt(i + 1)) ? 1 : 0;
  };

/** Verbs that start a rule in a sentence (`The talk's title must be …`), kept as part of the rule. */
const RULE_VERBS = [
  ' must ',
  ' cannot ',
  ' can not ',
  " can't ",
  ' can’t ',
  ' should ',
  ' has to ',
  ' needs to ',
  ' may not ',
  ' is ',
  ' are ',
];

/** "Entity field", "Entity.field", "Entity's field", each name in backticks or not (an article before it is skipped). */
const RULE_HEAD =
  /^(?:(?:the|a|an|each|every|any)\s+)?`?(?<entity>[A-Za-z_][A-Za-z0-9_]*)`?(?:\.|['’]s\s+|\s+)`?(?<field>[A-Za-z_][A-Za-z0-9_]*)`?$/di;
/** "The field of an entity" (the same names the other way round). */
const RULE_HEAD_OF =
  /^(?:the\s+)?`?(?<field>[A-Za-z_][A-Za-z0-9_]*)`?\s+of\s+(?:(?:the|a|an|each|every|any)\s+)?`?(?<entity>[A-Za-z_][A-Za-z0-9_]*)`?$/di;

/**
 * ``- Entity field: rule — message`` (point 5), and sentences: ``- The entity's field must be rule.``,
 * ``- Entity field cannot be in the future``. The rule is a phrase, or an expression in one code span;
 * the message follows a dash (quotes around it are dropped). A bullet whose head is not one entity and
 * one field name is prose.
 */
function readRuleItem(text: string, from: number, to: number, span: Span, ctx: RowContext, data: SectionData): ListItemOutcome {
  const dash = outsideCode(text, from, to, dashAt(text));
  let ruleEnd = dash ? dash.at : to;
  const lower = text.slice(from, ruleEnd).toLowerCase();
  const colon = outsideCode(text, from, ruleEnd, (i) => (text.charCodeAt(i) === 58 ? 1 : 0));
  let verb = -1;
  for (const v of RULE_VERBS) {
    const at = lower.indexOf(v);
    if (at >= 0 && (verb < 0 || at < verb)) verb = at;
  }
  let headEnd: number;
  let ruleFrom: number;
  let messageDash = dash;
  if (colon && (verb < 0 || colon.at < from + verb)) {
    headEnd = colon.at;
    ruleFrom = colon.at + 1;
  } else if (verb >= 0) {
    headEnd = from + verb;
    ruleFrom = from + verb + 1;
  } else if (dash) {
    // `- Plot size — must be positive — message`: the first dash ends the names.
    headEnd = dash.at;
    ruleFrom = dash.at + 1;
    messageDash = outsideCode(text, ruleFrom, to, dashAt(text));
    ruleEnd = messageDash ? messageDash.at : to;
  } else return 'prose';
  const head = piece(text, from, headEnd);
  // Both forms name the groups; the match's indices place each name in the text.
  const at = (RULE_HEAD_OF.exec(head.text) ?? RULE_HEAD.exec(head.text))?.indices?.groups;
  if (!at?.['entity'] || !at['field']) return 'prose';
  const [entityFrom, entityTo] = at['entity'];
  const [fieldFrom, fieldTo] = at['field'];
  const entityName = head.text.slice(entityFrom, entityTo);
  const fieldName = head.text.slice(fieldFrom, fieldTo);
  const entityAt = head.from + entityFrom;
  const fieldAt = head.from + fieldFrom;
  let rule = piece(text, ruleFrom, ruleEnd);
  if (rule.text.endsWith('.') && !rule.text.endsWith('`')) rule = piece(text, rule.from, rule.from + rule.text.length - 1);
  if (rule.text === '') return 'prose';
  let message = messageDash ? piece(text, messageDash.at + 1, to) : null;
  if (message && message.text.length >= 2 && /^["“].*["”]$/.test(message.text))
    message = piece(text, message.from + 1, message.from + message.text.length - 1);
  const cells = new Map<string, SourceText>([
    ['Entity', createSourceText(entityName, entityAt)],
    ['Field', createSourceText(fieldName, fieldAt)],
    ['Rule', rule],
  ]);
  if (message && message.text !== '') cells.set('Message', message);
  data.rules.push(buildRule({ span, cells, extra: EMPTY_LIST }, ctx));
  return 'data';
}

/**
 * Reads a bullet in a point's list pattern (points 2, 5, 6, 7 and 9); `from` is the item's content, `to`
 * its last non-blank character, `span` the whole item. Other points' bullets are prose.
 */
export function readListItem(text: string, from: number, to: number, span: Span, ctx: RowContext, data: SectionData): ListItemOutcome {
  switch (ctx.point) {
    case 2:
      return readScreenItem(text, from, to, span, ctx, data);
    case 5:
      return readRuleItem(text, from, to, span, ctx, data);
    case 6:
      return readRoleItem(text, from, to, span, ctx, data);
    case 7:
      return readCallItem(text, from, to, span, ctx, data);
    case 9:
      return readConstantItem(text, from, to, span, ctx, data);
    default:
      return 'prose';
  }
}

/** A field's name at the start of a bullet: a word, in backticks or bold or not; the index after it, or null. */
function fieldNameAt(text: string, from: number, to: number): { name: SourceText; after: number } | null {
  let a = from;
  let close = '';
  if (text.startsWith('**', a)) {
    a += 2;
    close = '**';
  } else if (text.charCodeAt(a) === BACKTICK) {
    a += 1;
    close = '`';
  }
  let b = a;
  while (b < to && /[A-Za-z0-9_]/.test(text[b] as string)) b++;
  if (b === a || /[0-9]/.test(text[a] as string)) return null;
  if (close !== '' && !text.startsWith(close, b)) return null;
  return { name: createSourceText(text.slice(a, b), a), after: b + close.length };
}

const REQUIRED_WORDS: Readonly<Record<string, boolean>> = { required: true, mandatory: true, optional: false };

/**
 * A field written as a bullet under an entity's `###` heading in point 3: ``- name: type, required — notes``,
 * ``- name (type, optional): notes``, ``- **name** — Type``, ``- name: type (required)``. A last comma part
 * `required`, `mandatory` or `optional`, or that word in parentheses after the type, sets Required. The type must read as a type of the format (without any diagnostic); otherwise
 * (`- Note: prices include VAT`) the bullet is prose and null is returned.
 */
export function readFieldItem(text: string, from: number, to: number, span: Span, ctx: RowContext): Field | null {
  const head = fieldNameAt(text, from, to);
  if (!head) return null;
  let i = firstNonSpace(text, head.after, to);
  let typeFrom: number;
  let typeTo: number;
  let notesFrom = -1;
  if (text.charCodeAt(i) === 40) {
    const close = text.indexOf(')', i);
    if (close < 0 || close >= to) return null;
    typeFrom = i + 1;
    typeTo = close;
    const n = firstNonSpace(text, close + 1, to);
    if (n < to) {
      const c = text.charCodeAt(n);
      if (c !== 58 && dashAt(text)(n) === 0 && c !== 0x2013 && c !== 45) return null;
      notesFrom = n + 1;
    }
  } else {
    const c = text.charCodeAt(i);
    if (c !== 58 && c !== 0x2014 && c !== 0x2013 && !(c === 45 && isSpaceOrTab(text.charCodeAt(i + 1)))) return null;
    i += 1;
    const dash = outsideCode(text, i, to, dashAt(text));
    typeFrom = i;
    typeTo = dash ? dash.at : to;
    if (dash) notesFrom = dash.at + 1;
  }
  let required: boolean | null = null;
  const comma = text.lastIndexOf(',', typeTo - 1);
  if (comma >= typeFrom) {
    const word = text
      .slice(comma + 1, typeTo)
      .trim()
      .toLowerCase();
    if (Object.prototype.hasOwnProperty.call(REQUIRED_WORDS, word)) {
      required = REQUIRED_WORDS[word] as boolean;
      typeTo = comma;
    }
  } else {
    const word = text.slice(typeFrom, typeTo).trim().toLowerCase();
    if (Object.prototype.hasOwnProperty.call(REQUIRED_WORDS, word)) return null;
  }
  if (required === null) {
    // `- title: string (required)`: the word in parentheses after the type.
    let end = typeTo;
    while (end > typeFrom && isSpaceOrTab(text.charCodeAt(end - 1))) end--;
    const open = text.lastIndexOf('(', end - 1);
    if (text.charCodeAt(end - 1) === 41 && open > typeFrom) {
      const word = text
        .slice(open + 1, end - 1)
        .trim()
        .toLowerCase();
      if (Object.prototype.hasOwnProperty.call(REQUIRED_WORDS, word)) {
        required = REQUIRED_WORDS[word] as boolean;
        typeTo = open;
      }
    }
  }
  const typeText = piece(text, typeFrom, typeTo);
  if (typeText.text === '') return null;
  const scratch = createSink();
  const type = parseFieldType(typeText, scratch, ctx.point);
  if (type.kind === 'invalid' || scratch.diagnostics.length > 0) return null;
  const notes = notesFrom < 0 ? '' : piece(text, notesFrom, to).text;
  return createField({ name: loc(head.name), typeText: loc(typeText), type, required, notes, extra: EMPTY_LIST }, span);
}
