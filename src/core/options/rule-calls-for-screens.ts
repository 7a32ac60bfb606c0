import { optionMessages as m } from '../diagnostics/messages-options';
import type { CallIntent } from './call-intent';
import { collectionOf } from './names';
import type { Option } from './option';
import { createOption, type OptionContext } from './option-context';
import type { RowValues } from './spec-layout';

const RULE = 'calls-for-screens';

const NEEDS: Record<string, { slot: CallIntent['slot']; does: string }> = {
  list: { slot: 'list', does: 'lists records' },
  detail: { slot: 'detail', does: 'shows one record' },
  create: { slot: 'create', does: 'creates records' },
  edit: { slot: 'update', does: 'edits records' },
};

/**
 * Point 7 from point 2: a list, detail or form screen whose entity no call serves gets the call in
 * the REST shape the spec already uses (its path prefix, `:id` or `{id}`, the entity's collection):
 * `GET /api/members` → `Member[]`, `GET /api/members/:id` → `Member`, `POST /api/members`, `PUT /api/members/:id`.
 * A list or create screen of an entity that point 7 lists or creates only under a parent
 * (`POST /api/boards/:boardId/cards`) gets no call: a route under the parent (`/boards/:boardId/cards/new`)
 * uses the nested call, and for any other route the check says which route would (`param-mismatch`); a
 * call without the parent would be one the spec does not list.
 */
export function callsForScreens(ctx: OptionContext): Option[] {
  const out: Option[] = [];
  const seen = new Set<string>();
  const last = ctx.spec.calls.at(-1);
  const existing = new Set(ctx.spec.calls.map((c) => `${c.method.value.toUpperCase()} ${c.path.value}`));
  for (const s of ctx.spec.screens) {
    const need = NEEDS[s.kind];
    if (!need || s.target === null) continue;
    const e = ctx.model.resolve(s.target.value);
    if (!e || e.intents.some((i) => i.slot === need.slot && (i.parent === null || s.kind === 'list' || s.kind === 'create'))) continue;
    const base = `${ctx.model.prefix === '/' ? '' : ctx.model.prefix}/${e.collection ?? collectionOf(e.name)}`;
    const id = ctx.model.param('id');
    const row: RowValues = {
      list: { Method: 'GET', Path: base, Request: '—', Response: `${e.name}[]` },
      detail: { Method: 'GET', Path: `${base}/${id}`, Request: '—', Response: e.name },
      create: { Method: 'POST', Path: base, Request: e.name, Response: e.name },
      edit: { Method: 'PUT', Path: `${base}/${id}`, Request: e.name, Response: e.name },
    }[s.kind as 'list' | 'detail' | 'create' | 'edit'];
    const subject = `${row.Method} ${row.Path}`;
    if (seen.has(subject) || existing.has(subject)) continue;
    seen.add(subject);
    const edit = last
      ? ctx.layout.appendRows('calls', last.span, [row])
      : ctx.layout.addBlock(7, ctx.layout.table(['Method', 'Path', 'Request', 'Response'], [row]));
    out.push(
      createOption({
        rule: RULE,
        point: 7,
        subject,
        title: m.callTitle(subject),
        detail: m.callDetail(s.route.value, need.does),
        evidence: [s.shows?.span ?? s.span],
        edits: [edit],
        provides: [`call:${subject}`, `calls:${e.name}`],
        needs: [`entity:${e.name}`],
      }),
    );
  }
  return out;
}
