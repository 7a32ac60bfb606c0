import { createSuggester } from '../words/suggest';
import { optionMessages as m } from '../diagnostics/messages-options';
import type { Option } from './option';
import { createOption, type OptionContext } from './option-context';
import { newEntityEdit } from './entity-block';

const RULE = 'entities-from-screens';

/**
 * Point 3 from point 2: a screen that lists, shows or edits records no call and no entity describes
 * ("list of members") names an entity; it is offered with its key only, so the screens resolve.
 * Names one or two letters from a known entity are left alone (likely a typo the check reports).
 */
export function entitiesFromScreens(ctx: OptionContext): Option[] {
  const out: Option[] = [];
  const known = ctx.model.entities.filter((e) => e.declared || e.collection !== null).map((e) => e.name);
  const suggester = createSuggester(known);
  for (const e of ctx.model.entities) {
    if (e.declared || e.collection !== null || e.screens.length === 0) continue;
    if (suggester.suggest(e.name) !== null) continue;
    out.push(
      createOption({
        rule: RULE,
        point: 3,
        subject: e.name,
        title: m.screenEntityTitle(e.name),
        detail: m.screenEntityDetail(e.screens.map((s) => s.name.value)),
        evidence: e.screens.map((s) => s.target?.span ?? s.span),
        edits: [newEntityEdit(ctx, e.name, [{ name: 'id', type: 'id', required: true, notes: '' }])],
        // Its screens need the calls that serve them; a first point 3 arrives whole.
        provides: [`entity:${e.name}`],
        needs: [`calls:${e.name}`, ...(ctx.spec.entities.length === 0 ? ['entity:*'] : [])],
      }),
    );
  }
  return out;
}
