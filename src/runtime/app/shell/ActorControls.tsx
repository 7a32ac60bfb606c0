import { useId } from 'react';
import { labelOf, userFieldsOf } from '../../../core/index';
import type { Actor } from '../../../core/index';
import { specLine } from '../app-lookup';
import { useRunningApp } from '../context';

/**
 * Who is acting: a role switcher (hidden when point 6 gives no roles) and the simulated signed-in
 * user's fields that conditions and guards read (`user.patientId`…).
 */
export function ActorControls({ onChange }: { readonly onChange: (actor: Actor) => void }) {
  const { app, actor } = useRunningApp();
  const roleId = useId();
  const userId = useId();
  const fields = userFieldsOf(app).filter((f) => f !== 'role');
  const role = app.roles.find((r) => r.name === actor.role);
  return (
    <section className="rt-actor" aria-label="Acting as">
      {app.roles.length === 0 ? (
        <p className="rt-muted rt-actor-note">One user, all permissions (point 6 gives no roles)</p>
      ) : (
        <div className="rt-field rt-field-compact">
          <label htmlFor={roleId}>Role</label>
          <select
            id={roleId}
            value={actor.role ?? ''}
            onChange={(e) => onChange({ role: e.target.value, user: actor.user })}
            {...specLine(role?.source)}
          >
            {app.roles.map((r) => (
              <option key={r.name} value={r.name}>
                {r.name}
              </option>
            ))}
          </select>
          {role && role.description ? <p className="rt-hint">{role.description}</p> : null}
        </div>
      )}
      {fields.length > 0 ? (
        <fieldset className="rt-user">
          <legend>Signed-in user</legend>
          {fields.map((f, i) => {
            const v = Object.prototype.hasOwnProperty.call(actor.user, f) ? actor.user[f] : undefined;
            return (
              <div className="rt-field rt-field-compact" key={f}>
                <label htmlFor={`${userId}-${i}`}>{labelOf(f)}</label>
                <input
                  id={`${userId}-${i}`}
                  type="text"
                  value={v === undefined || v === null ? '' : String(v)}
                  placeholder={`user.${f}`}
                  onChange={(e) => {
                    const user = { ...actor.user };
                    if (e.target.value === '') delete user[f];
                    else user[f] = e.target.value;
                    onChange({ role: actor.role, user });
                  }}
                />
              </div>
            );
          })}
        </fieldset>
      ) : null}
    </section>
  );
}
