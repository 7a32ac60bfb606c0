import { checkMessages as m } from '../diagnostics/messages-check';
import { sectionOf } from '../spec/spec';
import type { CheckContext } from './check-context';

/**
 * Roles: with permissions in point 6, a declared role with no permission row is
 * `role-without-permissions`; without any role, one `no-roles` note (only when the spec shows screens
 * or calls, so a spec that shows nothing gets no note).
 */
export function checkRoles(cx: CheckContext): void {
  const { spec } = cx;
  if (spec.permissions.length > 0) {
    const granted = new Set<string>();
    for (const p of spec.permissions) granted.add(p.role.value);
    const seen = new Set<string>();
    for (const role of spec.roles) {
      if (granted.has(role.name.value) || seen.has(role.name.value)) continue;
      seen.add(role.name.value);
      cx.sink.report('role-without-permissions', role.name.span, m.roleWithoutPermissions(role.name.value), 6);
    }
  }
  if (cx.roles.size === 0 && (spec.screens.length > 0 || spec.calls.length > 0)) {
    const at = sectionOf(spec, 6)?.heading.span ?? { from: 0, to: 0 };
    cx.sink.report('no-roles', at, m.noRoles(), 6);
  }
}
