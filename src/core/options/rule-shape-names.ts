import { optionMessages as m } from '../diagnostics/messages-options';
import type { Shape } from '../spec/type-ref';
import type { Option, TextEdit } from './option';
import { createOption, type OptionContext } from './option-context';

const RULE = 'shape-names';

function fieldNames(shape: Shape): readonly string[] | null {
  return shape.kind === 'object' ? shape.fields.map((f) => f.name) : null;
}

/**
 * Point 7 names the entity its responses return: a response written field by field (`{ id: id, name:
 * string }[]`) whose fields all belong to an entity becomes `Tool[]` (or `Tool`), so the app binds the
 * call to the entity's list, detail, create and event slots. Requests are left as written.
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
      if (it.parent !== null || it.call.responseText === null) continue;
      const response = it.call.response;
      const list = it.slot === 'list';
      if (!list && !['detail', 'create', 'update', 'transition'].includes(it.slot)) continue;
      const inner = list ? (response.kind === 'list' ? response.of : null) : response;
      const fields = inner ? fieldNames(inner) : null;
      if (!fields || fields.length === 0 || !fields.every((n) => names.has(n))) continue;
      edits.push(ctx.layout.replace(it.call.responseText.span, list ? `${e.name}[]` : e.name));
      calls.push(`${it.call.method.value} ${it.call.path.value}`);
    }
    if (edits.length === 0) continue;
    out.push(createOption({
      rule: RULE, point: 7, subject: `${e.name}:${calls.join(',')}`,
      title: m.shapeNamesTitle(e.name, edits.length),
      detail: m.shapeNamesDetail(e.name, calls),
      evidence: edits.map((x) => ({ from: x.from, to: x.to })), edits,
    }));
  }
  return out;
}
