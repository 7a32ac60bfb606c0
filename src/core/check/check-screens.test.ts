import { beforeEach, describe, expect, it } from 'vitest';
import { checkModel } from './check-model';
import { call, entity, field, makeSpec, permission, resetLines, screen, t, TEST_TEXT, transition } from './test-spec';
import type { Spec } from '../spec/spec';

const run = (spec: Spec, codes: string[]) => checkModel(spec, TEST_TEXT).filter((d) => codes.includes(d.code));
const appointment = () => entity('Appointment', [field('id', t.scalar('id')), field('at', t.scalar('datetime'))]);

describe('screens against calls', () => {
  beforeEach(resetLines);

  it('names the missing call of each screen kind, on the screen row, point 7', () => {
    const screens = [
      screen('/appointments', 'list', 'appointments'),
      screen('/appointments/:id', 'detail', 'Appointment'),
      screen('/appointments/new', 'create', 'Appointment'),
      screen('/appointments/:id/edit', 'edit', 'appointment'),
    ];
    const found = run(makeSpec({ entities: [appointment()], screens }), ['screen-without-call']);
    expect(found.map((d) => d.message)).toEqual([
      'This screen needs a call that lists Appointment — point 7',
      'This screen needs a call that reads one Appointment — point 7',
      'This screen needs a call that creates Appointment — point 7',
      'This screen needs a call that updates Appointment — point 7',
    ]);
    expect(found.map((d) => [d.severity, d.point, d.from, d.to])).toEqual(screens.map((s) => ['warning', 7, s.span.from, s.span.to]));
  });

  it('is quiet when the calls serve the screens', () => {
    const spec = makeSpec({
      entities: [appointment()],
      screens: [screen('/a', 'list', 'Appointment'), screen('/a/:id', 'detail', 'Appointment')],
      calls: [
        call('GET', '/api/a', { response: t.list(t.ref('Appointment')) }),
        call('GET', '/api/a/:id', { response: t.ref('Appointment') }),
      ],
    });
    expect(run(spec, ['screen-without-call', 'no-list-screen', 'ambiguous-call'])).toEqual([]);
  });

  it('warns about two calls for one slot at the second', () => {
    const second = call('GET', '/api/b', { response: t.list(t.ref('Appointment')) });
    const found = run(
      makeSpec({ entities: [appointment()], calls: [call('GET', '/api/a', { response: t.list(t.ref('Appointment')) }), second] }),
      ['ambiguous-call'],
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 'warning', point: 7, from: second.method.span.from });
    expect(found[0]?.message).toContain('This call also lists Appointment; the app uses `GET /api/a`');
  });

  it('notes content pages, entities with calls but no list screen, and grants nothing uses', () => {
    const spec = makeSpec({
      entities: [appointment()],
      screens: [screen('/about', 'content', null)],
      calls: [call('POST', '/api/a', { request: t.ref('Appointment') })],
      permissions: [permission('clerk', ['create', 'read', 'delete'], ['Appointment'])],
    });
    const found = run(spec, ['content-screen', 'no-list-screen', 'unused-grant']);
    expect(found.map((d) => [d.code, d.point, d.severity])).toEqual([
      ['content-screen', 2, 'info'],
      ['no-list-screen', 2, 'info'],
      ['unused-grant', 6, 'info'],
      ['unused-grant', 6, 'info'],
    ]);
    expect(found[3]?.message).toBe('`clerk` may delete `Appointment`, but no call or screen does that, so the grant is never used.');
  });

  it('warns when the serving call needs a parameter the route does not give', () => {
    const detail = screen('/appointment', 'detail', 'Appointment');
    const found = run(
      makeSpec({
        entities: [appointment()],
        screens: [detail, screen('/a/:id/edit', 'edit', 'Appointment')],
        calls: [
          call('GET', '/api/a/:id', { response: t.ref('Appointment') }),
          call('PUT', '/api/a/:id', { request: t.ref('Appointment') }),
        ],
      }),
      ['param-mismatch'],
    );
    expect(found.map((d) => [d.point, d.from, d.message])).toEqual([
      [
        2,
        detail.route.span.from,
        '`/appointment` is served by `GET /api/a/:id`, which needs `id`, but the route gives no parameter for it: add `:id` to the route.',
      ],
    ]);
  });

  it('warns once about an event no call fires, when point 7 lists calls', () => {
    const entities = [entity('Order', [field('id', t.scalar('id')), field('status', t.enumOf('new', 'paid', 'gone'))])];
    const transitions = [
      transition('Order', 'new', 'pay', 'paid'),
      transition('Order', 'paid', 'drop', 'gone'),
      transition('Order', 'new', 'drop', 'gone'),
    ];
    const found = run(makeSpec({ entities, transitions, calls: [call('POST', '/api/orders/:id/pay', { response: t.ref('Order') })] }), [
      'unused-event',
    ]);
    expect(found.map((d) => [d.severity, d.point, d.from])).toEqual([['warning', 7, transitions[1]?.event.span.from]]);
    expect(found[0]?.message).toContain('No call of point 7 fires `drop` on `Order`');
    expect(run(makeSpec({ entities, transitions }), ['unused-event'])).toEqual([]);
    const granted = makeSpec({
      entities,
      transitions,
      calls: [call('POST', '/api/orders/:id/pay')],
      permissions: [permission('clerk', ['drop'], ['Order'])],
    });
    expect(run(granted, ['unused-event', 'unused-grant']).map((d) => d.code)).toEqual(['unused-event']);
  });
});
