import { describe, expect, it } from 'vitest';
import { CFP_SPEC as cfp } from '../check/test-fixture-specs';
import { availableEvents } from './available-events';
import { compileText } from './compile-app';
import { decideTransition, transitionStep } from './transition-step';

const { app } = compileText(cfp);
const talkEntity = app.entities.find((e) => e.name === 'Talk');
const speaker = { role: 'speaker', user: { email: 'ada@example.org' } };
const organizer = { role: 'organizer', user: {} };
const talk = (over: Record<string, unknown> = {}) => ({
  id: 't1',
  title: 'T',
  abstract: 'a'.repeat(250),
  speakerEmail: 'ada@example.org',
  format: 'talk',
  minutes: 30,
  status: 'draft',
  ...over,
});

describe('transitionStep', () => {
  if (!talkEntity) throw new Error('the call-for-papers spec has a Talk');
  const step = (actor: typeof speaker | typeof organizer, record: Record<string, unknown>, event: string) =>
    transitionStep(app, actor, talkEntity, record, event);

  it('gives the record in its next state, and changes nothing', () => {
    const record = talk();
    const result = step(speaker, record, 'submit');
    expect(result).toMatchObject({ ok: true, transition: { from: 'draft', event: 'submit', to: 'submitted' } });
    expect(result.ok && result.next).toEqual({ ...record, status: 'submitted' });
    expect(record.status).toBe('draft');
  });

  it('says which check refused, in the order state, role, guard', () => {
    expect(step(organizer, talk(), 'accept')).toEqual({
      ok: false,
      refusal: 'wrong-state',
      reason: expect.stringContaining('`accept` is not possible from `draft`') as unknown,
    });
    expect(step(organizer, talk(), 'submit')).toMatchObject({ ok: false, refusal: 'role' });
    expect(step(speaker, talk({ abstract: 'short' }), 'submit')).toEqual({
      ok: false,
      refusal: 'guard',
      reason: "That is not possible in the talk's current state.",
    });
    expect(step(speaker, talk({ status: 'submitted' }), 'accept')).toMatchObject({ ok: false, refusal: 'role' });
    expect(step(organizer, talk({ status: 'submitted' }), 'accept')).toMatchObject({ ok: true, next: { status: 'accepted' } });
  });

  it('reads the state as an own value only', () => {
    const record = Object.create({ status: 'draft' }) as Record<string, unknown>;
    expect(step(speaker, record, 'submit')).toMatchObject({ ok: false, refusal: 'wrong-state' });
  });

  it('refuses every event of an entity without a state machine', () => {
    const plain = app.entities.find((e) => e.machine === null);
    expect(plain).toBeDefined();
    if (plain) expect(transitionStep(app, organizer, plain, { id: 'x' }, 'submit')).toMatchObject({ ok: false, refusal: 'no-machine' });
  });

  it('is the decision the running app shows for each available event', () => {
    for (const actor of [speaker, organizer])
      for (const status of ['draft', 'submitted', 'accepted'])
        for (const e of availableEvents(app, actor, 'Talk', talk({ status }))) {
          const t = talkEntity.machine?.transitions.find((x) => x.event === e.event && x.from === status);
          if (!t) throw new Error(e.event);
          const decided = decideTransition(app, actor, talkEntity, t, talk({ status }));
          expect(e.decision.ok).toBe(decided.ok);
          expect(step(actor, talk({ status }), e.event).ok).toBe(decided.ok);
        }
  });
});
