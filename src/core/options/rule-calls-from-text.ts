import { analyzeSpec } from '../check/check-spec';
import { routeShape } from '../model/route-shape';
import type { Call } from '../spec/call';
import { foldName } from '../words/fold-entity-name';
import { singular } from './names';
import { pluralLooking, readCallIntent, viewWord, type CallIntent } from './call-intent';
import { findDraftCalls, type DraftCall } from './draft-calls';
import { entityNameFor, findAbbreviations } from './abbreviations';
import type { Option, TextEdit } from './option';
import { createOption, type OptionContext } from './option-context';
import { sectionMoves } from './rule-section-numbers';

const RULE = 'calls-from-text';

/** The shapes a call's method and path already say: what it sends and answers, by the records it serves. */
export interface CallShapes {
  readonly request: string;
  readonly response: string;
  readonly entity: string | null;
}

const key = (method: string, path: string): string => `${method.toUpperCase()} ${path.replace(/\{([^}]*)\}/g, ':$1').replace(/\/+$/, '')}`;

/**
 * Whether the draft names calls that point 7 does not hold yet: the options that read the calls (roles and their
 * permissions) wait for the round after the calls are in point 7's table, so they can say what each role may do.
 */
export function callsPending(ctx: OptionContext): boolean {
  const known = new Set(ctx.spec.calls.map((c) => key(c.method.value, c.path.value)));
  // A call whose row would not check stays where the draft wrote it (`rowChecks`): nothing waits for it.
  const row = (c: DraftCall): Record<string, string> => ({
    Method: c.method,
    Path: c.query.length > 0 ? `${c.path}?${c.query.join('&')}` : c.path,
    Request: '—',
    Response: '—',
    Notes: '',
  });
  return findDraftCalls(ctx.text).some((c) => !known.has(key(c.method, c.path)) && rowChecks(ctx, row(c)));
}

/** A call as readCallIntent reads it, from a draft's method and path alone. */
function asCall(method: string, path: string): Call {
  const located = (value: string) => ({ value, from: 0, to: 0, span: { from: 0, to: 0 } });
  return {
    method: located(method),
    path: located(path),
    request: { kind: 'none' },
    response: { kind: 'none' },
  } as unknown as Call;
}

/** A field's type from its name alone, in the words people use (`boatId` id, `date` date, `seats` integer). */
export function typeFromName(name: string): string {
  const n = name.toLowerCase();
  if (/(^|_)id$|[a-z]id$/.test(n) && n !== 'id' && /id$/.test(n)) return 'id';
  if (/(date|fecha|datum|day|jour|dia)$/.test(n)) return 'date';
  if (/(^|_)(at|time)$|timestamp$/.test(n)) return 'datetime';
  if (/email|e_mail|correo|courriel/.test(n)) return 'email';
  if (/(count|seats|qty|quantity|number|nights|litres|liters|km|kilometres|places|plazas|anzahl)$/.test(n)) return 'integer';
  if (/(price|amount|total|score|temperature|temp|preis|precio|prix|montant)$/.test(n)) return 'number';
  if (/^(is|has)[_A-Z]/.test(name)) return 'boolean';
  return 'string';
}

/** The words of sign-in and sign-up calls, in the draft languages read (EN, DE, ES, FR). */
const SIGN_IN =
  /^(?:log-?in|log-?out|sign-?in|sign-?up|sign-?out|register|auth|authenticate|token|session|anmelden|abmelden|einloggen|ausloggen|registrieren|entrar|salir|acceder|connexion|deconnexion|connecter|inscrire)$/i;

/**
 * What each call of a draft serves, with the views of a collection (`GET /reservations/mine`,
 * `GET /bookings/pending`) read as lists of it and reports (`GET /api/stats/weekly`) as no records.
 */
function intentsOf(calls: readonly { method: string; path: string }[], text = ''): Map<string, CallIntent> {
  const collections = new Set<string>();
  for (const c of calls) {
    const segs = c.path.split('/').filter(Boolean);
    segs.forEach((seg, i) => {
      const next = segs[i + 1];
      if (next !== undefined && /^[:{]/.test(next)) collections.add(seg);
    });
  }
  const viewed = new Set(collections);
  for (const c of calls) {
    const segs = c.path.split('/').filter(Boolean);
    if (viewWord(c.method, segs, viewed)) continue;
    const last = segs.at(-1);
    // A sign-in word (`POST /login`, `POST /auth/login`) is an action, never records (call-intent.ts): the engine
    // does not invent a `Login` record; another word a call sends to names its records (`POST /booking`).
    if (
      last !== undefined &&
      !segs.some((x) => /^[:{]/.test(x)) &&
      !SIGN_IN.test(last) &&
      (segs.length === 1 || c.method !== 'GET' || pluralLooking(last))
    )
      collections.add(last);
    // `POST /hives/{id}/inspections` when the draft speaks of "an inspection": records made under their parent, not an event.
    if (last !== undefined && c.method === 'POST' && /^[:{]/.test(segs.at(-2) ?? '') && pluralLooking(last) && namesOne(text, last))
      collections.add(last);
  }
  const out = new Map<string, CallIntent>();
  for (const c of calls)
    out.set(
      key(c.method, c.path),
      readCallIntent(asCall(c.method, c.path), (s) => collections.has(s)),
    );
  return out;
}

const ARTICLES = 'a|an|the|one|each|every|un|una|une|el|la|le|der|die|das|ein|eine|einen';

/** Whether the draft writes one of a path word's records with an article (`an inspection` for `inspections`). */
function namesOne(text: string, word: string): boolean {
  const one = singular(word.toLowerCase());
  if (one === word.toLowerCase() || !/^[a-z]+$/.test(one)) return false;
  return new RegExp(`\\b(?:${ARTICLES})\\s+${one}\\b`, 'i').test(text);
}

/** The shapes a call of a draft gets from what it serves, and the body fields its line names. */
export function shapesFor(it: CallIntent | undefined, entity: string | null, body: readonly string[]): CallShapes {
  const object = body.length > 0 ? `{ ${body.map((f) => `${f}: ${typeFromName(f)}`).join(', ')} }` : null;
  if (!it || entity === null) return { request: object ?? '—', response: '—', entity: null };
  switch (it.slot) {
    case 'list':
      return { request: '—', response: `${entity}[]`, entity };
    case 'detail':
      return { request: '—', response: entity, entity };
    case 'create':
    case 'update':
      return { request: object ?? entity, response: entity, entity };
    case 'transition':
      return { request: object ?? '—', response: entity, entity };
    case 'delete':
      return { request: '—', response: '—', entity };
    default:
      return { request: object ?? '—', response: '—', entity: null };
  }
}

/**
 * Calls the draft names outside a calls table of point 7 — in prose, bullets, comments, tables with other
 * columns, under headings in any words or none — become point 7's table, each with the request and response its
 * method and path say (`GET /boats` answers `Boat[]`, `POST /reservations` sends and answers a `Reservation`),
 * and the records they serve are declared in point 3 with the fields the draft gives them. A call of point 7
 * already read but written without shapes gets them in place.
 */
export function callsFromText(ctx: OptionContext): Option[] {
  // Calls under a numbered heading the section-numbers option renumbers to point 7 (`## 5. Endpoints`) are point
  // 7's once it is accepted: a second table of them would repeat each call and the point.
  const toCalls = sectionMoves(ctx)
    .filter((m) => m.to === 7)
    .map((m) => m.section.span);
  const found = findDraftCalls(ctx.text).filter((c) => !toCalls.some((s) => s.from <= c.line.from && c.line.to <= s.to));
  if (found.length === 0) return [];
  // The first call of each method and path; one listed twice is left to the option that lists it once.
  const known = new Map<string, Call>();
  const byShape = new Map<string, number>();
  for (const c of ctx.spec.calls) {
    const k = key(c.method.value, c.path.value);
    if (!known.has(k)) known.set(k, c);
    const s = `${c.method.value.toUpperCase()} ${routeShape(c.path.value)}`;
    byShape.set(s, (byShape.get(s) ?? 0) + 1);
  }
  const repeated = (method: string, path: string): boolean => (byShape.get(`${method.toUpperCase()} ${routeShape(path)}`) ?? 0) > 1;
  const intents = intentsOf([...found, ...ctx.spec.calls.map((c) => ({ method: c.method.value, path: c.path.value }))], ctx.text);
  const declared = new Map(ctx.spec.entities.map((e) => [foldName(e.name.value), e.name.value]));
  const abbreviations = findAbbreviations(ctx.text);
  const entityOf = (it: CallIntent | undefined): string | null => {
    if (!it || it.collection === null || it.slot === 'other') return null;
    const name = entityNameFor(it.collection, abbreviations);
    if (name === '' || !/^[A-Za-z]/.test(name)) return null;
    return declared.get(foldName(name)) ?? name;
  };
  const out: Option[] = [];
  // Missing: no call of point 7 has its method and path shape (`{id}` and `:bookingId` are one), nor an earlier one.
  const shapes = new Set(ctx.spec.calls.map((c) => `${c.method.value.toUpperCase()} ${routeShape(c.path.value)}`));
  const missing = found.filter((c) => {
    const k = `${c.method.toUpperCase()} ${routeShape(c.path)}`;
    if (shapes.has(k)) return false;
    shapes.add(k);
    return true;
  });
  const table = missing.length > 0 ? tableOption(ctx, missing, intents, entityOf, declared) : null;
  if (table) out.push(table);
  for (const c of found) {
    if (repeated(c.method, c.path)) continue;
    const call = known.get(key(c.method, c.path));
    if (call && call.response.kind === 'invalid' && call.responseText !== null) {
      const option = proseResponse(ctx, call, c, intents.get(key(c.method, c.path)), entityOf);
      if (option) out.push(option);
      continue;
    }
    if (!call || call.responseText !== null || call.requestText !== null) continue;
    const it = intents.get(key(c.method, c.path));
    const option = shapeInPlace(ctx, call, onOwnLine(ctx.text, call, c), it, entityOf);
    if (!option) continue;
    out.push(option);
  }
  return out;
}

function tableOption(
  ctx: OptionContext,
  named: readonly DraftCall[],
  intents: Map<string, CallIntent>,
  entityOf: (it: CallIntent | undefined) => string | null,
  declared: Map<string, string>,
): Option | null {
  const fields = new Map<string, string[]>();
  const read = named.map((c) => {
    const it = intents.get(key(c.method, c.path));
    const shapes = shapesFor(it, entityOf(it), c.body);
    const query = c.query.length > 0 ? `?${c.query.join('&')}` : '';
    const row = { Method: c.method, Path: `${c.path}${query}`, Request: shapes.request, Response: shapes.response, Notes: c.note };
    return { c, it, shapes, row };
  });
  const kept = read.filter((r) => rowChecks(ctx, r.row));
  if (kept.length === 0) return null;
  const calls = kept.map((r) => r.c);
  const rows = kept.map((r) => r.row);
  for (const { c, it, shapes } of kept) {
    // Records the calls point 7 already holds are declared by the rules that read those calls.
    if (shapes.entity !== null && !declared.has(foldName(shapes.entity)) && !ctx.model.resolve(shapes.entity)) {
      const list = fields.get(shapes.entity) ?? [];
      if (it?.slot === 'create' || it?.slot === 'update') for (const f of c.body) if (!list.includes(f)) list.push(f);
      fields.set(shapes.entity, list);
    }
  }
  const table = ctx.layout.table(['Method', 'Path', 'Request', 'Response', 'Notes'], rows);
  // A table of calls in point 7 that the check cannot read (`Endpoint | Verb | Purpose`, the path before the method)
  // is replaced by the table it says, its other cells kept as notes; elsewhere the table is added to point 7.
  const unread = kept.length === read.length ? unreadTable(ctx, calls) : null;
  const edits: TextEdit[] = [
    unread ? { from: unread.from, to: unread.to, insert: table.join(ctx.layout.eol) } : ctx.layout.addBlock(7, table),
  ];
  if (fields.size > 0) {
    const lines: string[] = [];
    for (const [entity, names] of fields) {
      if (lines.length > 0) lines.push('');
      lines.push(`### ${entity}`, '');
      const fieldRows = [
        { Field: 'id', Type: 'id', Required: 'yes' },
        ...names.filter((n) => n !== 'id').map((n) => ({ Field: n, Type: typeFromName(n), Required: 'no' })),
      ];
      for (const line of ctx.layout.table(['Field', 'Type', 'Required'], fieldRows)) lines.push(line);
    }
    edits.push(ctx.layout.addBlock(3, lines));
  }
  const names = [...fields.keys()];
  return createOption({
    rule: RULE,
    point: 7,
    subject: calls.map((c) => key(c.method, c.path)).join(','),
    title:
      names.length > 0
        ? `Add the ${calls.length} calls the draft names to point 7, and ${names.map((n) => `\`${n}\``).join(', ')} to point 3`
        : `Add the ${calls.length} calls the draft names to point 7`,
    detail:
      'The draft names these calls outside a calls table (in its text, lists or other tables). Each gets the request and response its method and path say; a call whose records its path does not name (a report, a sign-in) answers nothing until you say what it returns. Check the shapes against what your server sends.',
    evidence: calls.map((c) => c.span),
    edits,
    provides: [...names.map((n) => `entity:${n}`), ...names.map((n) => `shape:${n}`)],
  });
}

/** Errors a call's row makes by itself (its path, method, shapes or cells), not by what it names elsewhere. */
const ROW_ERROR = /^(?:bad-|extra-cells$|missing-cell$|too-long$)/;

/**
 * Whether a row of point 7's table checks on its own: a call the draft writes so that its row would not (a path
 * with characters no path has) is left where the draft wrote it, a gap for the author, not an error.
 */
function rowChecks(ctx: OptionContext, row: Record<string, string>): boolean {
  const table = ctx.layout.table(['Method', 'Path', 'Request', 'Response', 'Notes'], [row]);
  const text = ['## 7. Calls', '', ...table, ''].join('\n');
  return !analyzeSpec(text).report.diagnostics.some((d) => d.severity === 'error' && ROW_ERROR.test(d.code));
}

/**
 * The draft's call as the line point 7 reads it from: a call named twice (a row of a table the check cannot read,
 * then a bullet of point 7: `- POST /reservas tiene que comprobar…`) gets its shapes where point 7 has it.
 */
function onOwnLine(text: string, call: Call, found: DraftCall): DraftCall {
  const at = call.path.span.from;
  if (at >= found.line.from && at <= found.line.to) return found;
  const from = text.lastIndexOf('\n', at - 1) + 1;
  const end = text.indexOf('\n', at);
  const to = end === -1 ? text.length : text[end - 1] === '\r' ? end - 1 : end;
  return { ...found, span: { from: call.method.span.from, to: call.path.span.to }, line: { from, to } };
}

function shapeInPlace(
  ctx: OptionContext,
  call: Call,
  found: DraftCall,
  it: CallIntent | undefined,
  entityOf: (it: CallIntent | undefined) => string | null,
): Option | null {
  const entity = entityOf(it);
  const shapes = shapesFor(it, entity, found.body);
  if (shapes.response === '—' && shapes.request === '—') return null;
  const lineText = ctx.text.slice(found.line.from, found.line.to);
  if (lineText.trimStart().startsWith('|')) return null; // a table row keeps its cells; the author fills them
  // After the path and its whole query as the check reads them (`?district=..` ends at the space, not the dots).
  const onLine = call.path.span.from >= found.line.from && call.path.span.to <= found.line.to;
  let at = onLine ? call.path.span.to : found.span.to;
  if (onLine && ctx.text[at] === '?') while (at < found.line.to && !/[\s`|]/.test(ctx.text[at] as string)) at++;
  else at = Math.max(at, found.span.to);
  if (ctx.text[at] === '`') at++;
  const rest = ctx.text.slice(at, found.line.to).trimStart();
  const sep = rest === '' || /^[–—:;-]/.test(rest) ? '' : ';';
  const insert = (shapes.request !== '—' ? ` — ${shapes.request} → ${shapes.response}` : ` → ${shapes.response}`) + sep;
  const subject = key(call.method.value, call.path.value);
  return createOption({
    rule: RULE,
    point: 7,
    subject: `shapes:${subject}`,
    title: `\`${subject}\` ${shapes.request !== '—' ? `sends ${shapes.request} and ` : ''}answers ${shapes.response}`,
    detail: `Its method and path say it ${describe(it)} ${shapes.entity ?? ''}; the app binds it to that only once its shapes say so.`,
    evidence: [found.span],
    edits: [{ from: at, to: at, insert }],
    ...(shapes.entity !== null && shapes.response !== '—'
      ? { needs: [`entity:${shapes.entity}`], provides: [`shape:${shapes.entity}`] }
      : {}),
  });
}

function describe(it: CallIntent | undefined): string {
  switch (it?.slot) {
    case 'list':
      return 'lists records of';
    case 'detail':
      return 'reads one';
    case 'create':
      return 'creates a';
    case 'update':
      return 'changes a';
    case 'transition':
      return `moves (${it.event ?? ''}) a`;
    default:
      return 'serves';
  }
}

/** The span of one table in point 7's section holding every one of `calls` on its rows, when the check reads none of it as calls. */
function unreadTable(ctx: OptionContext, calls: readonly DraftCall[]): { from: number; to: number } | null {
  const section = ctx.spec.sections.find((s) => s.point === 7);
  if (!section || calls.length === 0) return null;
  const inside = (at: number): boolean => at >= section.span.from && at <= section.span.to;
  if (!calls.every((c) => inside(c.line.from) && ctx.text.slice(c.line.from, c.line.to).trimStart().startsWith('|'))) return null;
  if (ctx.spec.calls.some((c) => inside(c.span.from))) return null;
  // The table: the lines starting with `|` around the first call's row.
  const lineStart = (at: number): number => ctx.text.lastIndexOf('\n', at - 1) + 1;
  const isRow = (start: number): boolean => /^[ \t]*\|/.test(ctx.text.slice(start, start + 200));
  let from = lineStart(calls[0]!.line.from);
  while (from > section.span.from) {
    const prev = lineStart(from - 1);
    if (!isRow(prev) || prev === from) break;
    from = prev;
  }
  let to = calls[0]!.line.to;
  for (;;) {
    const nl = ctx.text.indexOf('\n', to);
    if (nl === -1 || !isRow(nl + 1)) break;
    const end = ctx.text.indexOf('\n', nl + 1);
    to = end === -1 ? ctx.text.length : ctx.text[end - 1] === '\r' ? end - 1 : end;
  }
  return calls.every((c) => c.line.from >= from && c.line.to <= to) ? { from, to } : null;
}

/**
 * A list item whose arrow is followed by words, not a shape (`- POST /auth/login -> manda enlace al email`): the
 * words are what the call does. They become its note, after the shape its method and path say (or `—`).
 */
function proseResponse(
  ctx: OptionContext,
  call: Call,
  found: DraftCall,
  it: CallIntent | undefined,
  entityOf: (it: CallIntent | undefined) => string | null,
): Option | null {
  const text = call.responseText!;
  if (!/\s/.test(text.value.trim()) || ctx.text.slice(found.line.from, found.line.to).trimStart().startsWith('|')) return null;
  const before = ctx.text.slice(found.line.from, text.span.from);
  const arrow = Math.max(before.lastIndexOf('->'), before.lastIndexOf('→'));
  if (arrow === -1) return null;
  const from = found.line.from + arrow;
  const shapes = shapesFor(it, entityOf(it), found.body);
  const subject = key(call.method.value, call.path.value);
  return createOption({
    rule: RULE,
    point: 7,
    subject: `prose:${subject}`,
    title: `\`${subject}\`: “${text.value.trim()}” is what it does, not what it answers`,
    detail: `After the arrow the draft says what the call does; a shape goes there. Its method and path say it answers ${shapes.response === '—' ? 'nothing yet (say what, if anything)' : shapes.response}; the words stay as its note.`,
    evidence: [text.span],
    edits: [{ from, to: text.span.to, insert: `→ ${shapes.response}; ${text.value.trim()}` }],
  });
}
