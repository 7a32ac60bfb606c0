import { foldName } from '../words/fold-entity-name';
import { optionMessages as m } from '../diagnostics/messages-options';
import type { Option } from './option';
import { createOption, type OptionContext } from './option-context';
import { addFieldsEdit, newEntityEdit } from './entity-block';

const RULE = 'entities-from-shapes';

const KEY_ONLY = [{ name: 'id', type: 'id', required: true, notes: '' }] as const;

const callName = (c: { method: { value: string }; path: { value: string } }): string => `${c.method.value} ${c.path.value}`;

/**
 * Point 3 from the shapes of point 7: each collection the calls serve becomes an entity whose fields
 * merge every shape that speaks of it (list items, detail and create responses, the create request),
 * with references from `xxxId` fields and path parameters. A declared entity gets the fields it lacks.
 */
export function entitiesFromShapes(ctx: OptionContext): Option[] {
  const out: Option[] = [];
  for (const e of ctx.model.entities) {
    if (e.collection === null || (e.fields.length === 0 && e.declared)) continue;
    const calls = e.intents.map((i) => callName(i.call));
    const screens = e.screens.map((s) => s.name.value);
    const evidence = e.evidence;
    const refs = e.fields.map((f) => `entity:${f.type}`);
    if (!e.declared) {
      // Calls that name the entity (`Tree[]`) but no field of it: offered with its key only, as a
      // screen's entity is, so the calls and screens resolve; its fields are for the author to add.
      const fields = e.fields.length > 0 ? e.fields : KEY_ONLY;
      out.push(
        createOption({
          rule: RULE,
          point: 3,
          subject: e.name,
          title: m.entityTitle(
            e.name,
            fields.map((f) => f.name),
          ),
          detail: m.entityDetail(calls, screens),
          evidence,
          edits: [newEntityEdit(ctx, e.name, fields)],
          // Its screens bind only once the responses are named after it (and the calls they lack exist);
          // a first point 3 arrives whole.
          provides: [`entity:${e.name}`],
          needs: [
            `shape:${e.name}`,
            `calls:${e.name}`,
            `screen:${e.name}:create`,
            `screen:${e.name}:detail`,
            ...refs,
            ...(ctx.spec.entities.length === 0 ? ['entity:*'] : []),
          ],
        }),
      );
      continue;
    }
    // A field point 3 spells differently only by case, `_` or `-` (`list_sid` for the shapes' `ListSid`) is
    // declared, and so is the id of a declared reference (`plotId` for `plot: Plot`, and `plot` for `plotId: Plot`).
    const have = new Set(e.declared.fields.flatMap((f) => fieldAliases(f)));
    const missing = e.fields.filter((f) => !have.has(foldName(f.name)) && !(e.state?.fromEvents && f.name === e.state.field));
    if (missing.length === 0) continue;
    const edit = addFieldsEdit(ctx, e.name, missing);
    if (!edit) continue;
    out.push(
      createOption({
        rule: RULE,
        point: 3,
        subject: `${e.name}:${missing.map((f) => f.name).join(',')}`,
        title: m.missingFieldsTitle(
          e.name,
          missing.map((f) => f.name),
        ),
        detail: m.missingFieldsDetail(e.name),
        evidence: missing.flatMap((f) => f.evidence.slice(0, 2)),
        edits: [edit],
        provides: missing.map((f) => `field:${e.name}.${f.name}`),
        needs: missing.map((f) => `entity:${f.type}`),
      }),
    );
  }
  return out;
}

/**
 * The folded names a declared field answers to: its own, and for a reference (`plot: Plot`) the name of
 * its id as calls send it (`plotId`, `plot_id`), or without the `Id` when it is named so (`plotId: Plot` → `plot`).
 */
export function fieldAliases(f: { readonly name: { readonly value: string }; readonly type: { readonly kind: string } }): string[] {
  const name = foldName(f.name.value);
  if (f.type.kind !== 'ref') return [name];
  return name.length > 2 && name.endsWith('id') ? [name, name.slice(0, -2)] : [name, `${name}id`];
}
