import { describe, expect, it } from 'vitest';
import bookshop from '../../../examples/bookshop.spec.md?raw';
import clinic from '../../../examples/clinic.spec.md?raw';
import { userFieldsOf, actorFromHeaders, ACTOR_HEADERS } from './actor';
import { availableEvents } from './available-events';
import { compileText } from './compile-app';
import { canCall, canDo, canOpenScreen } from './permissions';
import { CFP_SPEC as cfp } from '../check/test-fixture-specs';

const { app } = compileText(cfp);
const speaker = { role: 'speaker', user: { email: 'ada@example.org' } };
const reviewer = { role: 'reviewer', user: {} };
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
const screen = (id: string) =>
  app.screens.find((s) => s.id === id) ??
  (() => {
    throw new Error(id);
  })();
const events = (actor: typeof speaker | typeof reviewer, record: Record<string, unknown>) =>
  availableEvents(app, actor, 'Talk', record).map((e) => [e.event, e.decision.ok]);

describe('canOpenScreen', () => {
  it('follows the Roles column of point 2', () => {
    expect(canOpenScreen(app, speaker, screen('/talks/new')).ok).toBe(true);
    const refused = canOpenScreen(app, reviewer, screen('/talks/new'));
    expect(refused).toEqual({ ok: false, reason: expect.stringContaining('`reviewer` cannot open') as unknown });
    expect(canOpenScreen(app, { role: null, user: {} }, screen('/talks/new')).ok).toBe(false);
    expect(canOpenScreen(app, reviewer, screen('/about')).ok).toBe(true);
  });
});

describe('canDo on the call-for-papers spec', () => {
  it('lets a speaker read and update only their own talks', () => {
    expect(canDo(app, speaker, 'read', 'Talk', talk()).ok).toBe(true);
    const other = canDo(app, speaker, 'read', 'Talk', talk({ speakerEmail: 'bob@example.org' }));
    // The reason is a sentence, never the condition's CEL.
    expect(other).toEqual({ ok: false, reason: 'The role `speaker` may read only some Talk records, and not this one.' });
    expect(canDo(app, speaker, 'create', 'Talk', null).ok).toBe(true);
    expect(canDo(app, speaker, 'delete', 'Talk', talk())).toEqual({ ok: false, reason: 'The role `speaker` may not delete Talk.' });
  });

  it('hides drafts from reviewers', () => {
    expect(canDo(app, reviewer, 'read', 'Talk', talk()).ok).toBe(false);
    expect(canDo(app, reviewer, 'read', 'Talk', talk({ status: 'submitted' })).ok).toBe(true);
    expect(canDo(app, reviewer, 'create', 'Review', { talk: 't1', score: 3 }).ok).toBe(true);
    expect(canDo(app, reviewer, 'accept', 'Talk', talk({ status: 'submitted' })).ok).toBe(false);
  });

  it("denies when a condition cannot be evaluated, without the evaluator's words", () => {
    const noEmail = canDo(app, { role: 'speaker', user: {} }, 'read', 'Talk', talk());
    expect(noEmail).toEqual({ ok: false, reason: 'The role `speaker` may read only some Talk records, and not this one.' });
  });

  it('asks for a role when none is chosen', () => {
    expect(canDo(app, { role: null, user: {} }, 'read', 'Talk', talk())).toEqual({
      ok: false,
      reason: expect.stringContaining('Choose a role') as unknown,
    });
  });

  it('allows everything without point 6', () => {
    const { app: open } = compileText('# A\n## 3. Entities\n### Note\n| Field | Type |\n|---|---|\n| id | id |\n');
    expect(canDo(open, { role: null, user: {} }, 'delete', 'Note', { id: '1' }).ok).toBe(true);
  });
});

describe('canDo over many rows', () => {
  it('reads only the rows of the role on the entity, in spec order, each once however often it names the entity', () => {
    const perm = (role: string, can: string[], on: string[], when: string | null = null) => ({
      role,
      can,
      on,
      when,
      source: { point: 6 as const, line: 1 },
    });
    const permissions = [
      perm('clerk', ['read'], ['Talk'], 'record.minutes > 100'),
      perm('clerk', ['read'], ['Review', 'Talk', 'Talk'], 'record.minutes > 50'),
      perm('admin', ['read'], ['Talk']),
      ...Array.from({ length: 500 }, (_, i) => perm(`role${i}`, ['read', 'update'], ['Talk', 'Review'])),
    ];
    const many = { ...app, permissions };
    const clerk = { role: 'clerk', user: {} };
    expect(canDo(many, clerk, 'read', 'Talk', null).ok).toBe(true);
    expect(canDo(many, clerk, 'update', 'Talk', null)).toEqual({ ok: false, reason: 'The role `clerk` may not update Talk.' });
    expect(canDo(many, clerk, 'read', 'Talk', talk({ minutes: 60 })).ok).toBe(true);
    // The first row that fails says why.
    expect(canDo(many, clerk, 'read', 'Talk', talk({ minutes: 10 }))).toEqual({
      ok: false,
      reason: 'The role `clerk` may read only some Talk records, and not this one.',
    });
    expect(canDo(many, { role: 'role7', user: {} }, 'update', 'Review', null).ok).toBe(true);
    expect(canDo(many, { role: null, user: {} }, 'read', 'Talk', null).ok).toBe(false);
    // A later model sharing the rows (createAppCompiler) answers the same.
    expect(canDo({ ...many, title: 'Renamed' }, clerk, 'read', 'Talk', talk({ minutes: 60 })).ok).toBe(true);
  });
});

describe('availableEvents', () => {
  it('lets a speaker submit their own draft only when the abstract is long enough', () => {
    expect(events(speaker, talk())).toEqual([['submit', true]]);
    const short = availableEvents(app, speaker, 'Talk', talk({ abstract: 'short' }));
    expect(short[0]).toMatchObject({ event: 'submit', to: 'submitted', call: 'POST /api/talks/:id/submit', decision: { ok: false } });
    const decision = short[0]?.decision;
    // The catalogue's 409 message for the event's call, not the guard's CEL.
    expect(decision && !decision.ok ? decision.reason : '').toBe("That is not possible in the talk's current state.");
    expect(events(speaker, talk({ speakerEmail: 'bob@example.org' }))).toEqual([['submit', false]]);
    expect(events(organizer, talk())).toEqual([['submit', false]]);
  });

  it('lets organizers accept or reject submitted talks and schedule accepted ones', () => {
    expect(events(organizer, talk({ status: 'submitted' }))).toEqual([
      ['accept', true],
      ['reject', true],
    ]);
    expect(events(speaker, talk({ status: 'submitted' }))).toEqual([
      ['accept', false],
      ['reject', false],
    ]);
    expect(events(organizer, talk({ status: 'accepted' }))).toEqual([['schedule', true]]);
    expect(events(organizer, talk({ status: 'scheduled' }))).toEqual([]);
  });

  it('evaluates duration guards with now (clinic) and boolean constants (bookshop)', () => {
    const { app: c } = compileText(clinic);
    const receptionist = { role: 'receptionist', user: {} };
    const now = new Date('2030-01-01T00:00:00Z');
    const visit = (startsAt: string) => ({ id: 'a', patient: 'p', doctor: 'd', startsAt, minutes: 10, status: 'booked' });
    const at = (startsAt: string) =>
      availableEvents(c, receptionist, 'Appointment', visit(startsAt), now).map((e) => [e.event, e.decision.ok]);
    expect(at('2030-01-03T00:00:00Z')).toEqual([
      ['cancel', true],
      ['arrive', true],
    ]);
    expect(at('2030-01-01T10:00:00Z')).toEqual([
      ['cancel', false],
      ['arrive', true],
    ]);
    const { app: b } = compileText(bookshop);
    const manager = { role: 'manager', user: { canRefund: true } };
    const order = { id: 'o', book: 'b', copies: 1, customerEmail: 'a@b.co', delivery: 'post', stage: 'paid' };
    expect(availableEvents(b, manager, 'Order', order).map((e) => [e.event, e.decision.ok])).toEqual([
      ['ship', false],
      ['collect', false],
      ['refund', true],
    ]);
    expect(
      availableEvents(b, { role: 'manager', user: { canRefund: false } }, 'Order', order).find((e) => e.event === 'refund')?.decision.ok,
    ).toBe(false);
  });
});

describe('actors', () => {
  it('lists the user fields conditions use', () => {
    expect(userFieldsOf(app)).toEqual(['email']);
    expect(userFieldsOf(compileText(clinic).app)).toEqual(['patientId', 'doctorId']);
    expect(userFieldsOf(compileText(bookshop).app)).toEqual(['email', 'canRefund']);
  });

  it('reads the actor from headers', () => {
    expect(actorFromHeaders({ [ACTOR_HEADERS.role]: 'speaker', 'X-Specfront-User': '{"email":"a@b.co"}' })).toEqual({
      role: 'speaker',
      user: { email: 'a@b.co' },
    });
    expect(actorFromHeaders({ [ACTOR_HEADERS.user]: 'not json' })).toEqual({ role: null, user: {} });
  });

  it('checks the Roles of a call', () => {
    const { app: c } = compileText(clinic);
    const del = c.calls.find((x) => x.id === 'DELETE /api/patients/:id');
    expect(del && canCall(c, { role: 'patient', user: {} }, del).ok).toBe(false);
    expect(del && canCall(c, { role: 'receptionist', user: {} }, del).ok).toBe(true);
  });
});
