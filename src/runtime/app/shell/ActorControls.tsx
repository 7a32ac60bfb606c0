import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { labelOf, userFieldsOf, userFieldKinds, userValueOf } from '../../../core/index';
import type { Actor, UserFieldKind } from '../../../core/index';
import { specLine } from '../screen-lookups';
import { useRunningApp } from '../context';
import { InlineCode } from '../ui/InlineCode';

/** How long typing in a user field waits before the screen's data reloads with it. */
export const USER_FIELD_DEBOUNCE_MS = 300;

function has(o: Readonly<Record<string, unknown>>, k: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, k);
}

/**
 * Who is acting: a role switcher (hidden when point 6 gives no roles) and the simulated signed-in
 * user's fields that conditions and guards read (`user.patientId`…), each as a checkbox, number or
 * text box by how the conditions use it. Typing is applied after a short pause (or on leaving the
 * field), so each keystroke does not reload the screen.
 */
export function ActorControls({ onChange }: { readonly onChange: (actor: Actor) => void }) {
  const { app, actor } = useRunningApp();
  const roleId = useId();
  const userId = useId();
  // Both read only the permissions' conditions and the entities' guards and rules.
  const { permissions, entities } = app;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `app` through the two parts read: a new title keeps the fields.
  const fields = useMemo(() => userFieldsOf(app).filter((f) => f !== 'role'), [permissions, entities]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above.
  const kinds = useMemo(() => userFieldKinds(app), [permissions, entities]);
  const role = app.roles.find((r) => r.name === actor.role);
  // The user as typed: ahead of `actor.user` while a change waits for its pause.
  const [draft, setDraft] = useState<Readonly<Record<string, unknown>>>(actor.user);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ draft, actor, onChange });
  latest.current = { draft, actor, onChange };

  useEffect(() => {
    if (pending.current === null) setDraft(actor.user);
  }, [actor.user]);

  const flush = () => {
    if (pending.current === null) return;
    clearTimeout(pending.current);
    pending.current = null;
    const { draft: user, actor: now, onChange: apply } = latest.current;
    apply({ role: now.role, user });
  };
  useEffect(() => () => flush(), []);

  const change = (field: string, kind: UserFieldKind, input: string | boolean, wait: boolean) => {
    const user = { ...latest.current.draft };
    if (input === '') delete user[field];
    else user[field] = userValueOf(kind, input);
    setDraft(user);
    latest.current = { ...latest.current, draft: user };
    if (pending.current !== null) clearTimeout(pending.current);
    pending.current = setTimeout(flush, wait ? USER_FIELD_DEBOUNCE_MS : 0);
  };

  return (
    <section className="rt-actor" aria-label="Acting as">
      {app.roles.length === 0 ? (
        <p className="rt-muted rt-actor-note">One user, all permissions (the spec gives no roles)</p>
      ) : (
        <div className="rt-field rt-field-compact">
          <label htmlFor={roleId}>Role</label>
          <select
            id={roleId}
            value={actor.role ?? ''}
            onChange={(e) => {
              if (pending.current !== null) clearTimeout(pending.current);
              pending.current = null;
              onChange({ role: e.target.value, user: latest.current.draft });
            }}
            {...specLine(role?.source)}
          >
            {app.roles.map((r) => (
              <option key={r.name} value={r.name}>
                {r.name}
              </option>
            ))}
          </select>
          {role && role.description ? (
            <p className="rt-hint">
              <InlineCode text={role.description} />
            </p>
          ) : null}
        </div>
      )}
      {fields.length > 0 ? (
        <fieldset className="rt-user">
          <legend>Signed-in user</legend>
          {fields.map((f, i) => {
            const v = has(draft, f) ? draft[f] : undefined;
            const kind = kinds.get(f) ?? 'text';
            const id = `${userId}-${i}`;
            if (kind === 'boolean') {
              return (
                <div className="rt-field rt-field-compact rt-field-check" key={f}>
                  <div className="rt-check-row">
                    <input id={id} type="checkbox" checked={v === true} onChange={(e) => change(f, kind, e.target.checked, false)} />
                    <label htmlFor={id}>{labelOf(f)}</label>
                  </div>
                </div>
              );
            }
            return (
              <div className="rt-field rt-field-compact" key={f}>
                <label htmlFor={id}>{labelOf(f)}</label>
                <input
                  id={id}
                  type={kind === 'number' ? 'number' : 'text'}
                  step={kind === 'number' ? 'any' : undefined}
                  value={v === undefined || v === null ? '' : String(v)}
                  placeholder="not set"
                  onChange={(e) => change(f, kind, e.target.value, true)}
                  onBlur={flush}
                />
              </div>
            );
          })}
        </fieldset>
      ) : null}
    </section>
  );
}
