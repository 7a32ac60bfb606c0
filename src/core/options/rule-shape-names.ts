import { foldName } from '../words/fold-entity-name';
import { optionMessages as m } from '../diagnostics/messages-options';
import type { Shape } from '../spec/type-ref';
import type { InferredEntity } from './infer-model';
import type { Option, TextEdit } from './option';
import { createOption, type OptionContext } from './option-context';
import { fieldAliases } from './rule-entities-from-shapes';

const RULE = 'shape-names';

function fieldNames(shape: Shape): readonly string[] | null {
  return shape.kind === 'object' ? shape.fields.map((f) => f.name) : null;
}

/**
 * Point 7 names the entity its responses return: a response written field by field (`{ id: id, name:
 * string }[]`) whose fields all belong to an entity becomes `Tool[]` (or `Tool`), so the app binds the
 * call to the entity's list, detail, create and event slots. Requests stay objects (a form's fields
 * come from them), but a bare id that point 3 reads as a reference (`toolId: id` → `toolId: Tool`)
 * is named, so the form offers a picker instead of a text box.
 */
export function shapeNames(ctx: OptionContext): Option[] {
  const out: Option[] = [];
  for (const e of ctx.model.entities) {
    if (e.collection === null || (!e.declared && e.fields.length === 0)) continue;
    const names = new Set(e.fields.map((f) => f.name));
    for (const f of e.declared?.fields ?? []) names.add(f.name.value);
    const edits: TextEdit[] = [];
    const calls: string[] = [];
    for (const it of e.intents) {
      // A list or create under a parent (`GET /api/boards/:id/cards`) is named too: it is the child's list on the
      // parent's page and the call its form under the parent sends.
      if (it.call.responseText === null || (it.parent !== null && it.slot !== 'list' && it.slot !== 'create')) continue;
      const response = it.call.response;
      const list = it.slot === 'list';
      if (!list && !['detail', 'create', 'update', 'transition'].includes(it.slot)) continue;
      const inner = list ? (response.kind === 'list' ? response.of : null) : response;
      const fields = inner ? fieldNames(inner) : null;
      if (!fields || fields.length === 0 || !fields.every((n) => names.has(n))) continue;
      edits.push(ctx.layout.replace(it.call.responseText.span, list ? `${e.name}[]` : e.name));
      calls.push(`${it.call.method.value} ${it.call.path.value}`);
    }
    if (edits.length > 0) {
      out.push(
        createOption({
          rule: RULE,
          point: 7,
          subject: `${e.name}:${calls.join(',')}`,
          title: m.shapeNamesTitle(e.name, edits.length),
          detail: m.shapeNamesDetail(e.name, calls),
          evidence: edits.map((x) => ({ from: x.from, to: x.to })),
          edits,
          provides: [`shape:${e.name}`],
          needs: [`entity:${e.name}`],
        }),
      );
    }
    out.push(...requestRefs(ctx, e));
  }
  return out;
}

/** The entity a field of `e` refers to (inferred `xxxId` → `Xxx`), unless point 3 declares it otherwise. */
function referenceOf(ctx: OptionContext, e: InferredEntity, field: string): string | null {
  const declared = e.declared?.fields.find((f) => f.name.value === field);
  if (declared) return declared.type.kind === 'ref' ? declared.type.entity : null;
  // The id of a reference point 3 names otherwise (`gardenerId` for `gardener: Gardener`).
  const folded = foldName(field);
  const alias = e.declared?.fields.find((f) => f.type.kind === 'ref' && fieldAliases(f).includes(folded));
  if (alias?.type.kind === 'ref') return alias.type.entity;
  const type = e.fields.find((f) => f.name === field)?.type;
  const target = type === undefined ? null : ctx.model.resolve(type);
  return target !== null && target.name === type ? target.name : null;
}

/** One option per create or update request that sends a reference of `e` as a bare `id`. */
function requestRefs(ctx: OptionContext, e: InferredEntity): Option[] {
  const out: Option[] = [];
  for (const it of e.intents) {
    if (it.slot !== 'create' && it.slot !== 'update') continue;
    const request = it.call.request;
    if (request.kind !== 'object') continue;
    const edits: TextEdit[] = [];
    const fields: string[] = [];
    const targets: string[] = [];
    for (const f of request.fields) {
      if (f.type.kind !== 'scalar' || (f.type.name !== 'id' && f.type.name !== 'uuid')) continue;
      const target = referenceOf(ctx, e, f.name);
      if (target === null) continue;
      edits.push(ctx.layout.replace(f.type.span, target));
      fields.push(f.name);
      targets.push(`entity:${target}`);
    }
    if (edits.length === 0) continue;
    const call = `${it.call.method.value} ${it.call.path.value}`;
    out.push(
      createOption({
        rule: RULE,
        point: 7,
        subject: `${e.name}:request:${call}`,
        title: m.requestRefsTitle(call, fields),
        detail: m.requestRefsDetail(fields),
        evidence: edits.map((x) => ({ from: x.from, to: x.to })),
        edits,
        needs: [`entity:${e.name}`, `shape:${e.name}`, ...targets],
      }),
    );
  }
  return out;
}
