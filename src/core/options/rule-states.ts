import { optionMessages as m } from '../diagnostics/messages-options';
import type { Option, TextEdit } from './option';
import { createOption, type OptionContext } from './option-context';
import { addFieldsEdit } from './entity-block';
import { planLifecycle } from './lifecycle';
import type { RowValues } from './spec-layout';

const RULE = 'states-from-calls';

/**
 * Point 4 from action calls (`POST /api/loans/:id/return`): each event becomes a transition from the
 * initial state to the state it names (its past participle among the values of the `status`/`state`
 * union, or a new state when no union gives the states). A declared entity without a state field gets
 * one in point 3.
 */
export function statesFromCalls(ctx: OptionContext): Option[] {
  const out: Option[] = [];
  const declaredEvents = new Set(ctx.spec.transitions.map((t) => `${t.entity?.value ?? ''}\u0000${t.event.value}`));
  const lastTransition = ctx.spec.transitions.at(-1);
  const columns = lastTransition ? ctx.layout.columnsAt('transitions', lastTransition.span) : null;
  for (const e of ctx.model.entities) {
    const state = e.state;
    if (!state) continue;
    const rows: RowValues[] = [];
    const moves: string[] = [];
    const evidence = [...state.evidence];
    for (const t of planLifecycle(e, ctx.prose())) {
      if (declaredEvents.has(`${e.name}\u0000${t.event}`)) continue;
      rows.push({ Entity: e.name, From: t.from, Event: t.event, To: t.to, Guard: '', Roles: '' });
      moves.push(t.from === t.to ? `\`${t.event}\` keeps ${t.from}` : `${t.from} → ${t.to} by \`${t.event}\``);
      const ev = e.events.find((x) => x.event === t.event);
      if (ev) evidence.push(ev.intent.span);
    }
    if (rows.length === 0) continue;
    const edits: TextEdit[] = [];
    const addsField = e.declared !== null && state.fromEvents;
    if (addsField) {
      const f = e.fields.find((x) => x.name === state.field);
      const edit = f ? addFieldsEdit(ctx, e.name, [f]) : null;
      if (!edit) continue;
      edits.push(edit);
    }
    if (lastTransition && columns?.includes('Entity')) edits.push(ctx.layout.appendRows('transitions', lastTransition.span, rows));
    else if (lastTransition)
      edits.push(ctx.layout.addBlock(4, [`### ${e.name}`, '', ...ctx.layout.table(['From', 'Event', 'To', 'Guard', 'Roles'], rows)]));
    else edits.push(ctx.layout.addBlock(4, ctx.layout.table(['Entity', 'From', 'Event', 'To', 'Guard', 'Roles'], rows)));
    out.push(
      createOption({
        rule: RULE,
        point: 4,
        subject: `${e.name}:${rows.map((r) => r.Event).join(',')}`,
        title: m.statesTitle(e.name, moves),
        detail: m.statesDetail(e.name, state.field, state.fromEvents, addsField),
        evidence,
        edits,
        provides: [...rows.map((r) => `event:${e.name}:${r.Event ?? ''}`), ...(addsField ? [`field:${e.name}.${state.field}`] : [])],
        needs: [`entity:${e.name}`],
      }),
    );
  }
  return out;
}
