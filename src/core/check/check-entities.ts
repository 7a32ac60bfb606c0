import { checkMessages as m } from '../diagnostics/messages-check';
import type { CheckContext } from './check-context';

/** An entity without an `id` field gets a generated key: one `generated-id` note per entity. */
export function checkEntities(cx: CheckContext): void {
  // forEach, not for…of: no [name, entity] pair made per entity.
  cx.entities.forEach((entity, name) => {
    if (!cx.fields.has(entity, 'id')) cx.sink.report('generated-id', entity.name.span, m.generatedId(name), 3);
  });
}
