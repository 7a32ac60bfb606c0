import type { Actor } from './actor';
import type { AppModel, AppScreen } from './app-model';
import { canDo, canOpenScreen, type Decision } from './permissions';

/**
 * Whether the actor may open a screen: its Roles (point 2) and, for a screen of an entity, the action it
 * needs (point 6): a list or detail needs `read`, a create form `create`, an edit form `update`. Record
 * conditions (`when`) are left to the record once it is loaded and to the backend.
 */
export function screenDecision(app: AppModel, actor: Actor, screen: AppScreen): Decision {
  const open = canOpenScreen(app, actor, screen);
  if (!open.ok || screen.entity === null) return open;
  const action = screen.kind === 'create' ? 'create' : screen.kind === 'edit' ? 'update' : screen.kind === 'content' ? null : 'read';
  return action === null ? open : canDo(app, actor, action, screen.entity, null);
}
