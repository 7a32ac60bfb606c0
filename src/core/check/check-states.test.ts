import { beforeEach, describe, expect, it } from 'vitest';
import { checkModel } from './check-model';
import { stateMachineOf, startsAs } from '../model/state-machine';
import { entity, field, makeSpec, resetLines, stateFieldDecl, t, TEST_TEXT, transition } from './test-spec';
import type { Spec } from '../spec/spec';

const run = (spec: Spec) =>
  checkModel(spec, TEST_TEXT).filter((d) => ['no-state-field', 'unknown-state', 'unreachable-state', 'unknown-field'].includes(d.code));
const order = (stateField = 'status', notes = '') =>
  entity('Order', [field('id', t.scalar('id')), field(stateField, t.enumOf('new', 'paid', 'shipped', 'lost'), { notes })]);

describe('states', () => {
  beforeEach(resetLines);

  it('needs a state field on an entity with transitions', () => {
    const spec = makeSpec({
      entities: [order('phase')],
      transitions: [transition('Order', 'new', 'pay', 'paid'), transition('Order', 'paid', 'ship', 'shipped')],
    });
    const found = run(spec);
    expect(found.map((d) => [d.code, d.severity, d.point])).toEqual([['no-state-field', 'error', 4]]);
    expect(found[0]?.from).toBe(spec.transitions[0]?.entity?.span.from);
  });

  it('uses a State field line, and reports one that names no enumeration', () => {
    const transitions = [transition('Order', 'new', 'pay', 'paid')];
    expect(
      run(makeSpec({ entities: [order('phase')], stateFields: [stateFieldDecl('Order', 'phase')], transitions })).map((d) => d.code),
    ).toEqual(['unreachable-state', 'unreachable-state']);
    expect(
      run(makeSpec({ entities: [order('phase')], stateFields: [stateFieldDecl('Order', 'id')], transitions })).map((d) => d.code),
    ).toEqual(['no-state-field']);
    expect(
      run(makeSpec({ entities: [order('phase')], stateFields: [stateFieldDecl('Order', 'phaze')], transitions })).map((d) => d.message),
    ).toEqual(['`Order` has no field `phaze`. Did you mean `phase`?']);
  });

  it('reports From/To outside the enumeration with a hint', () => {
    const found = run(
      makeSpec({
        entities: [order()],
        transitions: [transition('Order', 'new', 'pay', 'payed'), transition('Order', 'paid', 'ship', 'shipped')],
      }),
    );
    expect(found.filter((d) => d.code === 'unknown-state').map((d) => d.message)).toEqual([
      '`payed` is not a state of `Order`; its states are `new`, `paid`, `shipped`, `lost`. Did you mean `paid`?',
    ]);
  });

  it('warns once per unreachable state, at the value in the type', () => {
    const spec = makeSpec({
      entities: [order('status', 'starts as `paid`')],
      transitions: [transition('Order', 'new', 'pay', 'paid'), transition('Order', 'paid', 'ship', 'shipped')],
    });
    const found = run(spec).filter((d) => d.code === 'unreachable-state');
    // `paid` is initial, `shipped` follows; `new` (not initial: the note says paid) and `lost` are never reached.
    expect(found.map((d) => d.message)).toEqual([
      expect.stringMatching(/^`Order` can never reach `new`: no transitions lead to it from `paid`, where it starts/),
      expect.stringMatching(/^`Order` can never reach `lost`/),
    ]);
    expect(found.every((d) => d.severity === 'warning' && d.point === 4)).toBe(true);
  });
});

describe('reachability', () => {
  beforeEach(resetLines);

  it('follows paths from the initial state, so a state reached only from an unreachable one is unreachable too', () => {
    const spec = makeSpec({
      entities: [order()],
      transitions: [transition('Order', 'new', 'pay', 'paid'), transition('Order', 'lost', 'find', 'shipped')],
    });
    const found = run(spec).filter((d) => d.code === 'unreachable-state');
    expect(found.map((d) => d.message.split(':')[0])).toEqual(['`Order` can never reach `shipped`', '`Order` can never reach `lost`']);
  });
});

describe('stateMachineOf', () => {
  beforeEach(resetLines);

  it('gives states, the initial state and the transitions', () => {
    const spec = makeSpec({
      entities: [order('status', 'Starts as new.')],
      transitions: [transition('Order', 'paid', 'ship', 'shipped'), transition('Other', 'a', 'b', 'c')],
    });
    const machine = stateMachineOf(spec, 'Order');
    expect(machine?.states).toEqual(['new', 'paid', 'shipped', 'lost']);
    expect(machine?.initial).toBe('new');
    expect(machine?.transitions).toHaveLength(1);
    expect(stateMachineOf(spec, 'Nope')).toBeNull();
  });

  it('falls back to the first From', () => {
    const spec = makeSpec({ entities: [order()], transitions: [transition('Order', 'paid', 'ship', 'shipped')] });
    expect(stateMachineOf(spec, 'Order')?.initial).toBe('paid');
  });

  it('reads "starts as"', () => {
    expect(startsAs('starts as draft')).toBe('draft');
    expect(startsAs('Starts as "in-review", then…')).toBe('in-review');
    expect(startsAs('nothing')).toBeNull();
  });
});
