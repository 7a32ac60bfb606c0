import { createEntityNameResolver, foldName } from '../words/fold-entity-name';
import { routeShape } from '../model/route-shape';
import { pathParts, singleEntityOf } from '../model/bind-calls';
import { optionMessages as m } from '../diagnostics/messages-options';
import type { TextEdit } from '../edit/text-edit';
import type { Screen } from '../spec/screen';
import type { Shape } from '../spec/type-ref';
import type { CallIntent } from './call-intent';
import type { InferredEntity } from './infer-model';
import { capitalise, plural, sameWord, singular, wordsOf } from './names';
import type { Option } from './option';
import { createOption, type OptionContext } from './option-context';
import { readScreenWords } from './screen-words';
import type { RowValues } from './spec-layout';

const RULE = 'screens-from-calls';

type Kind = 'list' | 'detail' | 'create' | 'edit';

const SLOT: Record<Kind, CallIntent['slot']> = { list: 'list', detail: 'detail', create: 'create', edit: 'update' };
const DOES: Record<Kind, string> = {
  list: 'lists records',
  detail: 'reads one record',
  create: 'creates records',
  edit: 'updates records',
};
const CREATE_WORDS = new Set(['add', 'create', 'new', 'register', 'donate', 'form']);

/** Roles of the entity's other screens (list first), so a new screen opens for the same people. */
function rolesFor(e: InferredEntity): string {
  const list = e.screens.find((s) => s.kind === 'list' && s.roles.length > 0) ?? e.screens.find((s) => s.roles.length > 0);
  return list ? list.roles.map((r) => r.value).join(', ') : '';
}

/** A content screen whose words describe a form that creates the entity ("form to add a tool"). */
function describesCreate(s: Screen, word: string): string | null {
  if (s.kind !== 'content' || !s.shows) return null;
  const words = wordsOf(s.shows.value);
  if (!words.some((w) => CREATE_WORDS.has(w))) return null;
  return words.find((w) => sameWord(w, word)) ?? null;
}

/** What the steps share: the screens by route shape, the routes proposed so far, the options. */
interface ScreenPlan {
  readonly ctx: OptionContext;
  readonly out: Option[];
  readonly routes: Map<string, Screen>;
  readonly proposed: Set<string>;
  /** The screens write parameters as `{id}` (else `:id`). */
  readonly brace: boolean;
  readonly param: string;
  readonly last: Screen | undefined;
  /** The author's content screens that describe an entity's list, detail or form, by `Entity:kind`. */
  readonly authored: Map<string, Screen>;
  /** Screens point 2 names in its sentences, by `Entity:kind`. */
  readonly prosed: Set<string>;
}

/**
 * Point 2 from point 7: a list, detail, create or update call that no screen uses gets a screen in
 * the routes' style (`/loans/new`, "form to create loan"), open to the roles of the entity's other
 * screens. A content screen at that route whose words describe the same form is rewritten instead.
 */
export function screensFromCalls(ctx: OptionContext): Option[] {
  const st = screenPlan(ctx);
  relatedRewrites(st);
  // Screens point 2 names in its sentences, which screens-from-prose writes as a table.
  for (const s of ctx.proseScreens()) if (s.reading) st.prosed.add(`${s.reading.entity.name}:${s.reading.kind}`);
  for (const e of ctx.model.entities) {
    if (e.collection === null) continue;
    const { many, word } = showsWords(e);
    for (const kind of ['list', 'detail', 'create', 'edit'] as const) screenFor(st, e, e.collection, kind, many, word);
  }
  return st.out;
}

function screenPlan(ctx: OptionContext): ScreenPlan {
  const routes = new Map<string, Screen>();
  for (const s of ctx.spec.screens) if (!routes.has(routeShape(s.route.value))) routes.set(routeShape(s.route.value), s);
  const brace = ctx.spec.screens.some((s) => s.route.value.includes('{'));
  // The author's own screens in their own words: each becomes the list, detail or form it describes.
  const authored = new Map<string, Screen>();
  for (const s of ctx.spec.screens) {
    if (s.kind !== 'content') continue;
    const read = readScreenWords(ctx.model, s.route.value, `${s.shows?.value ?? ''} ${s.name.value}`);
    if (!read) continue;
    const key = `${read.entity.name}:${read.kind}`;
    if (!authored.has(key) && !read.entity.screens.some((x) => x.kind === read.kind)) authored.set(key, s);
  }
  return {
    ctx,
    out: [],
    routes,
    proposed: new Set(),
    brace,
    param: brace ? '{id}' : ':id',
    last: ctx.spec.screens.at(-1),
    authored,
    prosed: new Set(),
  };
}

/**
 * A detail screen whose words name related lists that are no records ("one board with its columns and cards"):
 * keep the records it names (`one board with cards`), so the phrase reads as the screen it describes.
 */
function relatedRewrites(st: ScreenPlan): void {
  const { ctx, out } = st;
  for (const s of ctx.spec.screens) {
    if (s.kind !== 'detail' || !s.related || !s.shows || !s.target) continue;
    const known = s.related.names.filter((n) => ctx.model.resolve(n.value) !== null);
    if (known.length === s.related.names.length) continue;
    const e = ctx.model.resolve(s.target.value);
    const word = e?.collection ? singular(e.collection) : s.target.value.toLowerCase();
    const text = known.length ? `one ${word} ${s.related.mode} ${known.map((n) => n.value).join(' and ')}` : `one ${word}`;
    out.push(
      createOption({
        rule: RULE,
        point: 2,
        subject: `${s.route.value}:related`,
        title: m.rewriteShowsTitle(s.route.value, text),
        detail: m.relatedDetail(
          s.shows.value,
          s.related.names.filter((n) => !known.includes(n)).map((n) => n.value),
        ),
        evidence: [s.shows.span],
        edits: [ctx.layout.replace(s.shows.span, text)],
        needs: known.map((n) => `entity:${ctx.model.resolve(n.value)?.name ?? n.value}`),
      }),
    );
  }
}

/** The screen one call of an entity gets: the author's screen rewritten, a route's form rewritten, or a new row. */
function screenFor(st: ScreenPlan, e: InferredEntity, collection: string, kind: Kind, many: string, word: string): void {
  const { ctx, out, routes, proposed, brace, param, last, authored, prosed } = st;
  const call =
    e.intents.find((i) => i.slot === SLOT[kind] && i.parent === null) ?? e.intents.find((i) => i.slot === SLOT[kind] && kind === 'create');
  if (e.screens.some((s) => s.kind === kind) || prosed.has(`${e.name}:${kind}`)) return;
  const mine = authored.get(`${e.name}:${kind}`);
  if (mine) {
    const text = {
      list: `list of ${many}`,
      detail: `one ${word}`,
      create: `form to create ${word}`,
      edit: `form to edit ${word}`,
    }[kind];
    const span = mine.shows?.span ?? null;
    const edit = span ? ctx.layout.replace(span, text) : showsForItem(ctx, mine, e, kind, text);
    if (!edit) return;
    out.push(
      createOption({
        rule: RULE,
        point: 2,
        subject: `${e.name}:${kind}`,
        title: m.rewriteShowsTitle(mine.route.value, text),
        detail: m.rewriteShowsDetail(
          call ? `${call.call.method.value} ${call.call.path.value}` : `the ${kind} call of ${e.name}`,
          mine.shows?.value ?? '',
        ),
        evidence: [mine.shows?.span ?? mine.span, ...(call ? [call.span] : [])],
        edits: [edit],
        provides: [`screen:${e.name}:${kind}`],
        needs: [`entity:${e.name}`, `shape:${e.name}`],
      }),
    );
    return;
  }
  if (!call) {
    if (kind === 'detail') out.push(...detailForEvents(ctx, e, `/${collection}/${param}`, routes));
    return;
  }
  // A list, detail or edit call that needs more path parameters than its screen's route gives (`GET
  // /v1/Services/:ServiceSid/Documents/:Sid` for `/Documents/:id`, under a parent the path words do not name):
  // the app could not call it from that screen, so none is offered; the call is the author's to place.
  if (kind !== 'create' && call.call.params.length > (kind === 'list' ? 0 : 1)) return;
  // A child created only under its parent (`POST /api/boards/:boardId/cards`): its form lives under the parent
  // (`/boards/:boardId/cards/new`) and uses that call; never a call the spec does not list.
  const nested = kind === 'create' && call.parent !== null ? nestedCreate(ctx, e, call, brace) : null;
  if (kind === 'create' && call.parent !== null && nested === null) return;
  const route =
    nested?.route ??
    {
      list: `/${collection}`,
      detail: `/${collection}/${param}`,
      create: `/${collection}/new`,
      edit: `/${collection}/${param}/edit`,
    }[kind];
  const shows = {
    list: `list of ${many}`,
    detail: `one ${word}`,
    create: `form to create ${word}`,
    edit: `form to edit ${word}`,
  }[kind];
  const callText = `${call.call.method.value} ${call.call.path.value}`;
  const taken = routes.get(routeShape(route));
  if (taken) {
    const said = kind === 'create' ? describesCreate(taken, word) : null;
    if (said === null || !taken.shows) return;
    const text = `form to create ${said}`;
    out.push(
      createOption({
        rule: RULE,
        point: 2,
        subject: `${e.name}:${kind}`,
        title: m.rewriteShowsTitle(taken.route.value, text),
        detail: m.rewriteShowsDetail(callText, taken.shows.value),
        evidence: [taken.shows.span, call.span],
        edits: [ctx.layout.replace(taken.shows.span, text)],
        provides: [`screen:${e.name}:${kind}`],
        needs: [`entity:${e.name}`, `shape:${e.name}`],
      }),
    );
    return;
  }
  // Two entities under one path word (`…/Documents/:id/Permissions`, `…/Lists/:id/Permissions`): the first
  // takes the route; the other's screen is the author's to place.
  if (proposed.has(routeShape(route))) return;
  proposed.add(routeShape(route));
  const name = { list: capitalise(wordsOf(collection).join(' ')), detail: e.name, create: `New ${word}`, edit: `Edit ${word}` }[kind];
  const row = { Route: route, Screen: name, Shows: shows, Roles: kind === 'list' || kind === 'detail' ? rolesFor(e) : rolesFor(e) };
  const edit = last
    ? ctx.layout.appendRows('screens', last.span, [row])
    : ctx.layout.addBlock(2, ctx.layout.table(['Route', 'Screen', 'Shows', 'Roles'], [row]));
  const edits = [edit];
  const provides = [`screen:${e.name}:${kind}`];
  out.push(
    createOption({
      rule: RULE,
      point: 2,
      subject: `${e.name}:${kind}`,
      title: m.screenTitle(route, shows),
      detail: nested ? m.nestedCreateDetail(callText, nested.parent, nested.field) : m.screenDetail(callText, DOES[kind]),
      evidence: [call.span, ...e.screens.map((s) => s.span).slice(0, 2)],
      edits,
      provides,
      needs: [`entity:${e.name}`, `shape:${e.name}`, ...(nested ? [`entity:${nested.parent}`, ...nested.needs] : [])],
    }),
  );
}

const VERSION = /^(?:api|rest|v\d+(?:\.\d+)*)$/i;

/**
 * The create form of a child that only a nested call creates (`POST /api/boards/:boardId/cards`), when the running
 * app can use that call from the form's route (docs/spec-format.md, "Related records"): the route is the call's
 * path from its first record segment on, the parameters as they are named there (the screens' `:x` or `{x}`
 * style) and `/new` after it (`/boards/:boardId/cards/new`; `/orgs/{org}/teams/{team_slug}/members/new`), so
 * every parameter of the call is given by name. It needs the path's last word to name the entity, the word
 * before the parent parameter to name the parent, no request or response named after another entity, and a
 * field of the child to hold the parent: one named like the parameter (case, `_` and `-` folded: `list_sid` for
 * `:ListSid`), else one whose type is the parent (declared, or inferred from the nested call: `board: Board`).
 * Otherwise null: no screen is offered, and the create call stays without a form for a person to place (the
 * check says `no-create-form` when it binds the call to the entity at all).
 */
function nestedCreate(
  ctx: OptionContext,
  e: InferredEntity,
  call: CallIntent,
  brace: boolean,
): { route: string; parent: string; field: string; needs: string[] } | null {
  if (call.parent === null || e.collection === null) return null;
  const parent = ctx.model.resolve(call.parent.collection);
  if (!parent || parent === e) return null;
  // The compiler reads the path's words as entity names (case and plurals folded): they must name these two.
  if (createEntityNameResolver([e.name]).resolve(e.collection) !== e.name) return null;
  if (createEntityNameResolver([parent.name]).resolve(call.parent.collection) !== parent.name) return null;
  // …and a request or response named after another entity (an imported `MemberInput`) makes it no create of this one.
  const named = (shape: Shape): string | null => {
    const n = singleEntityOf(shape);
    if (n === null) return null;
    return ctx.model.resolve(n)?.name ?? (ctx.spec.entities.some((x) => x.name.value === n) ? n : null);
  };
  const shaped = named(call.call.request) ?? named(call.call.response);
  if (shaped !== null && shaped !== e.name) return null;
  const param = call.parent.param;
  const declared = e.declared?.fields ?? [];
  const byName = declared.find((f) => param !== 'id' && foldName(f.name.value) === foldName(param));
  const byType = declared.find((f) => f.type.kind === 'ref' && f.type.entity === parent.name);
  const inferred = e.fields.find((f) => (param !== 'id' && foldName(f.name) === foldName(param)) || f.type === parent.name);
  const field = byName?.name.value ?? byType?.name.value ?? inferred?.name ?? null;
  if (field === null) return null;
  // A field only the shapes name comes with the option that declares it.
  const needs = e.declared && !byName && !byType ? [`field:${e.name}.${field}`] : [];
  // The path's parts as the compiler reads them (`pathParts`), from the first one after an `api`/`v2` prefix.
  const parts = pathParts(call.call.path.value);
  let start = 0;
  while (start < parts.length - 1 && parts[start + 1]?.param === null && VERSION.test(parts[start]?.literal ?? '')) start++;
  const route = `/${[...parts.slice(start).map((p) => (p.param === null ? p.literal : brace ? `{${p.param}}` : `:${p.param}`)), 'new'].join('/')}`;
  return { route, parent: parent.name, field, needs };
}

/**
 * The words a screen's Shows phrase names an entity by: its collection's (`list of tools`, `one tool`) when
 * they name it — always so for an entity point 3 does not declare yet, which is named after them — else
 * the declared name itself (`list of SyncV1ServiceDocument` for calls under `/Documents`), so the phrase
 * resolves once accepted.
 */
/**
 * A screen written as a bullet with no `shows` (`- /wo/:id - detail, status, quote`): its words become the
 * screen's name and what it shows, in the list form of point 2 (`- /wo/:id — Work order: shows one WorkOrder`).
 * Null for a screen in a table (its Shows column is the place, and it has none).
 */
function showsForItem(ctx: OptionContext, s: Screen, e: InferredEntity, kind: Kind, text: string): TextEdit | null {
  const lineStart = ctx.text.lastIndexOf('\n', s.span.from - 1) + 1;
  if (!/^[ \t]*(?:[-*+•]|\d+[.)])[ \t]/.test(ctx.text.slice(lineStart, s.span.from + 8))) return null;
  const words = wordsOf(e.name).join(' ').toLowerCase();
  const many = capitalise(plural(words));
  const label = { list: many, detail: capitalise(words), create: `New ${words}`, edit: `Edit ${words}` }[kind];
  return ctx.layout.replace(s.name.span, `${label}: shows ${text}`);
}

function showsWords(e: InferredEntity): { readonly many: string; readonly word: string } {
  const collection = e.collection ?? e.name;
  if (e.declared && createEntityNameResolver([e.name]).resolve(collection) !== e.name) return { many: e.name, word: e.name };
  return { many: collection, word: singular(collection) };
}

/**
 * An entity whose action calls (`POST /api/loans/:id/return`) act on one record but which has neither a
 * detail call nor a detail screen: the app offers events on the detail screen only, so the events would
 * be out of reach. One option adds both, the screen open to the roles of the entity's other screens and
 * the call in the REST shape the spec uses.
 */
function detailForEvents(ctx: OptionContext, e: InferredEntity, route: string, routes: ReadonlyMap<string, Screen>): Option[] {
  const actions = e.intents.filter((i) => i.slot === 'transition' && i.parent === null && i.event !== null);
  const lastScreen = ctx.spec.screens.at(-1);
  const lastCall = ctx.spec.calls.at(-1);
  const first = actions[0];
  if (!first || !lastCall || e.collection === null || routes.has(routeShape(route))) return [];
  const path = `${first.prefix}/${e.collection}/${ctx.model.param('id')}`;
  if (ctx.spec.calls.some((c) => c.method.value.toUpperCase() === 'GET' && routeShape(c.path.value) === routeShape(path))) return [];
  const screen: RowValues = { Route: route, Screen: e.name, Shows: `one ${showsWords(e).word}`, Roles: rolesFor(e) };
  const call: RowValues = { Method: 'GET', Path: path, Request: '—', Response: e.name };
  return [
    createOption({
      rule: RULE,
      point: 2,
      subject: `${e.name}:detail`,
      title: m.eventScreenTitle(route, `GET ${path}`),
      detail: m.eventScreenDetail(
        actions.map((a) => `${a.call.method.value} ${a.call.path.value}`),
        e.name,
      ),
      evidence: [...actions.map((a) => a.span), ...e.screens.map((s) => s.span).slice(0, 2)],
      edits: [
        // A draft whose screens are no table or list yet (only prose, or no point 2) gets point 2's table.
        lastScreen
          ? ctx.layout.appendRows('screens', lastScreen.span, [screen])
          : ctx.layout.addBlock(2, ctx.layout.table(['Route', 'Screen', 'Shows', 'Roles'], [screen])),
        ctx.layout.appendRows('calls', lastCall.span, [call]),
      ],
      provides: [`screen:${e.name}:detail`, `call:GET ${path}`],
      needs: [`entity:${e.name}`, `shape:${e.name}`],
    }),
  ];
}
