import { optionMessages as m } from '../diagnostics/messages-options';
import type { Span } from '../source/span';
import { capitalise, plural, singular, wordsOf } from './names';
import type { Option } from './option';
import { createOption, type OptionContext } from './option-context';
import { readPageWords, readScreenWords, type ScreenReading } from './screen-words';
import type { RowValues } from './spec-layout';

const RULE = 'screens-from-prose';

/**
 * A screen point 2 names in a sentence or a loose bullet: "a Chores page (/chores) listing all chores",
 * "- /wo/:id - detail, status, quote".
 */
export interface ProseScreen {
  readonly route: string;
  readonly name: string;
  readonly shows: string;
  readonly roles: string;
  readonly reading: ScreenReading | null;
  /** The sentence or bullet it comes from. */
  readonly span: Span;
}

const ROUTE =
  /\(\s*`?(\/[A-Za-z0-9/:{}._-]*)`?\s*\)|`(\/[A-Za-z0-9/:{}._-]*)`|(?:^|\n)[ \t]*(?:(?:[-*•+]|\d+[.)])[ \t]+)?(\/[A-Za-z0-9/:{}._-]*)(?=[ \t]+[-–—:(]|[ \t]*(?:\n|$))/g;
const FILLER = new Set(['page', 'screen', 'board', 'view', 'the', 'a', 'an', 'on', 'under', 'from', 'its', 'own', 'there', 'is', 'are']);

/**
 * The screens point 2 names in prose or loose bullets (routes in parentheses or backticks), when it has no
 * table or list in the format's pattern. Each gets a name (the capitalised words before the route: "the Orders
 * board (/orders)" → Orders; else from what it shows), a kind and an entity read from its route and the words of
 * its clause (screen-words.ts), and the roles an "X-only page" names.
 */
export function proseScreens(ctx: OptionContext): ProseScreen[] {
  const section = ctx.spec.sections.find((s) => s.point === 2);
  if (!section || ctx.spec.screens.length > 0) return [];
  const text = ctx.text.slice(section.span.from, section.span.to);
  const bodyFrom = text.indexOf('\n') + 1;
  if (bodyFrom <= 0) return [];
  const body = text.slice(bodyFrom);
  const matches = [...body.matchAll(ROUTE)];
  if (matches.length === 0) return namedPages(ctx, body, section.span.from + bodyFrom);
  const out: ProseScreen[] = [];
  const seen = new Set<string>();
  const people = new Set(ctx.prose().people.map((p) => p.name.toLowerCase()));
  for (let k = 0; k < matches.length; k++) {
    const mt = matches[k] as RegExpMatchArray;
    // A bare route opening a line or a bullet (`- /wo/:id - detail, status, quote`) counts as one in parentheses.
    const route = (mt[1] ?? mt[2] ?? mt[3] ?? '').trim();
    const at = mt.index ?? 0;
    if (!route || seen.has(route)) continue;
    seen.add(route);
    const prevEnd = k > 0 ? (matches[k - 1]?.index ?? 0) + (matches[k - 1]?.[0].length ?? 0) : 0;
    let start = at;
    while (start > prevEnd && !'.;\n'.includes(body[start - 1] as string)) start--;
    const before = body.slice(start, at);
    const endAt = at + mt[0].length;
    const nextStart = matches[k + 1]?.index ?? body.length;
    let end = endAt;
    while (end < nextStart && !'.;,\n'.includes(body[end] as string)) end++;
    let after = body.slice(endAt, end);
    const and = after.search(/\band\b/);
    if (and >= 0) after = after.slice(0, and);
    const clause = `${before} ${after}`
      .replace(/[—–-]\s/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const reading = readScreenWords(ctx.model, route, clause);
    const caps = /((?:[A-Z][\p{L}'-]*)(?: [a-z][\p{L}'-]*)?)\s*(?:page|screen|board|view)?\s*$/u.exec(
      before.replace(/^\s*[-*]\s*/, '').trimEnd(),
    );
    let name = caps
      ? (caps[1] as string)
          .split(' ')
          .filter((w) => !FILLER.has(w.toLowerCase()))
          .join(' ')
      : '';
    if (/^(?:There|The|This|It|Customers?)$/.test(name)) name = '';
    const e = reading?.entity;
    if (!name) {
      name = !e
        ? capitalise(wordsOf(route).join(' ') || 'home')
        : reading?.kind === 'list'
          ? capitalise(plural(singular(e.name)))
          : reading?.kind === 'create'
            ? `New ${e.name.toLowerCase()}`
            : e.name;
    }
    const coll = e?.collection ?? '';
    const word = coll ? singular(coll) : (e?.name.toLowerCase() ?? '');
    const shows =
      !reading || !e
        ? clause.replace(/\|/g, '/')
        : { list: `list of ${coll}`, detail: `one ${word}`, create: `form to create ${word}`, edit: `form to edit ${word}` }[reading.kind];
    const only = /([\p{L}]+)-only\b|only for ([\p{L}]+)/u.exec(before);
    const role = only ? (only[1] ?? only[2] ?? '').toLowerCase() : '';
    out.push({
      route,
      name,
      shows,
      roles: people.has(role) ? role : '',
      reading,
      span: { from: section.span.from + bodyFrom + start, to: section.span.from + bodyFrom + end },
    });
  }
  return out;
}

const ITEM = /^[ \t]*(?:[-*+•]|\d+[.)]|[a-z][.)])[ \t]+(\S.*)$/gm;

/**
 * Point 2 as a list of pages named without routes (`2. Our dashboard - the list of gifts`, `b) One order -
 * details`): each item whose words name records the calls serve and what it does with them (`readPageWords`)
 * gets the route of that kind of screen (`/gifts`, `/gifts/:id`, `/gifts/new`, `/gifts/:id/edit`); the others
 * (`Login`, `Home`) stay in the prose for a person to place.
 */
function namedPages(ctx: OptionContext, body: string, offset: number): ProseScreen[] {
  const out: ProseScreen[] = [];
  const seen = new Set<string>();
  // A table in point 2 is its list of pages (columns the format does not read); its bullets are notes.
  if (/^[ \t]*\|.*\|[ \t]*$/m.test(body)) return out;
  for (const mt of body.matchAll(ITEM)) {
    const item = mt[1] as string;
    // A page's name comes first (`Gift detail page with the reserve button`, `Orders - all of them`); a long
    // sentence is a note about pages, not one.
    if (
      item
        .split(/\s[-–—]\s|[:(]/)[0]!
        .trim()
        .split(/\s+/).length > 8
    )
      continue;
    const reading = readPageWords(ctx.model, item);
    const e = reading?.entity;
    if (!reading || !e || e.collection === null) continue;
    const coll = e.collection;
    const word = singular(coll);
    const route = { list: `/${coll}`, detail: `/${coll}/:id`, create: `/${coll}/new`, edit: `/${coll}/:id/edit` }[reading.kind];
    if (seen.has(route)) continue;
    seen.add(route);
    const name = {
      list: capitalise(plural(word)),
      detail: capitalise(word),
      create: `New ${word}`,
      edit: `Edit ${word}`,
    }[reading.kind];
    const shows = { list: `list of ${coll}`, detail: `one ${word}`, create: `form to create ${word}`, edit: `form to edit ${word}` }[
      reading.kind
    ];
    const from = offset + (mt.index ?? 0);
    out.push({ route, name, shows, roles: '', reading, span: { from, to: from + mt[0].length } });
  }
  return out;
}

/** Point 2 written as prose or loose bullets: one option writes its screens as the table the app reads, keeping the prose. */
export function screensFromProse(ctx: OptionContext): Option[] {
  const screens = ctx.proseScreens();
  if (screens.length === 0) return [];
  const rows: RowValues[] = screens.map((s) => ({ Route: s.route, Screen: s.name, Shows: s.shows, Roles: s.roles }));
  const needs: string[] = [];
  for (const s of screens) if (s.reading) needs.push(`entity:${s.reading.entity.name}`, `shape:${s.reading.entity.name}`);
  return [
    createOption({
      rule: RULE,
      point: 2,
      subject: screens.map((s) => s.route).join(','),
      title: m.proseScreensTitle(screens.length),
      detail: m.proseScreensDetail(
        screens.map((s) => `${s.route} — ${s.shows}: “${ctx.text.slice(s.span.from, s.span.to).replace(/\s+/g, ' ').trim()}”`),
      ),
      evidence: screens.map((s) => s.span),
      edits: [ctx.layout.addBlock(2, ctx.layout.table(['Route', 'Screen', 'Shows', 'Roles'], rows))],
      provides: screens.filter((s) => s.reading).map((s) => `screen:${s.reading?.entity.name ?? ''}:${s.reading?.kind ?? ''}`),
      needs,
    }),
  ];
}
