import { useId, useState } from 'react';
import { availableEvents, plainOf } from '../../../core/index';
import type { AppEntity } from '../../../core/index';
import { callParamsFor, idOf, specLine } from '../screen-lookups';
import { useRunningApp } from '../context';
import { Banner } from '../ui/Banner';
import { InlineCode } from '../ui/InlineCode';

/**
 * One button per event point 4 allows from the record's state, labelled with the event. A button the
 * role or guard does not allow is disabled, with the reason as visible text. Clicking makes the
 * transition's call and reports the result.
 */
export function EventButtons({ entity, record }: { readonly entity: AppEntity; readonly record: Record<string, unknown> }) {
  const { app, actor, call, dataChanged, notify } = useRunningApp();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ event: string; message: string } | null>(null);
  const base = useId();
  const events = availableEvents(app, actor, entity.name, record);
  if (!entity.machine) return null;
  const id = idOf(entity, record);
  const transitions = entity.machine.transitions;

  async function fire(event: string, callId: string, to: string) {
    const c = app.calls.find((x) => x.id === callId);
    if (!c || id === null) return;
    setBusy(event);
    setFailure(null);
    const result = await call(callId, { params: callParamsFor(c, {}, id) });
    setBusy(null);
    if (result.ok) {
      notify('success', `${event}: done. The ${entity.name.toLowerCase()} is now ${to}.`);
      dataChanged();
    } else {
      setFailure({ event, message: result.message });
    }
  }

  return (
    <section className="rt-card rt-events" aria-labelledby={`${base}-h`}>
      <h2 id={`${base}-h`}>Actions</h2>
      {events.length === 0 ? <p className="rt-muted">No event starts from this state.</p> : null}
      <ul className="rt-event-list">
        {events.map((ev, i) => {
          const t = transitions.find((x) => x.event === ev.event && x.from === record[entity.machine?.field ?? '']);
          const reason =
            ev.call === null
              ? `This needs a call that fires ${ev.event}, which the spec does not list yet.`
              : ev.decision.ok
                ? null
                : ev.decision.reason;
          const reasonId = `${base}-r${i}`;
          return (
            <li key={ev.event} className="rt-event">
              <button
                type="button"
                className="rt-btn rt-btn-primary"
                disabled={reason !== null || busy !== null}
                aria-describedby={reason !== null ? reasonId : undefined}
                title={reason !== null ? plainOf(reason) : `Moves it to ${ev.to}`}
                onClick={() => {
                  if (ev.call !== null) void fire(ev.event, ev.call, ev.to);
                }}
                {...specLine(t?.source)}
              >
                {busy === ev.event ? <span className="rt-spinner" aria-hidden="true" /> : null}
                {ev.event}
              </button>
              <span className="rt-event-to" aria-hidden="true">
                → {ev.to}
              </span>
              {reason !== null ? (
                <p id={reasonId} className="rt-reason" {...specLine(t?.source)}>
                  <InlineCode text={reason} />
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {failure ? (
        <Banner kind="error" title={`${failure.event} failed`}>
          {failure.message}
        </Banner>
      ) : null}
    </section>
  );
}
