import { beforeEach, describe, expect, it } from 'vitest';
import { checkModel } from './check-model';
import { call, entity, field, makeSpec, permission, resetLines, rule, screen, t, TEST_TEXT, transition } from './test-spec';
import type { Spec } from '../spec/spec';

const run = (spec: Spec, code: string) => checkModel(spec, TEST_TEXT).filter((d) => d.code === code);
const talk = () => entity('Talk', [field('id', t.scalar('id')), field('title'), field('due', t.scalar('date'))]);

describe('entity and field references', () => {
  beforeEach(resetLines);

  it('checks references in field types and shapes, exactly, with a hint', () => {
    const found = run(
      makeSpec({
        entities: [
          talk(),
          entity('Review', [field('id', t.scalar('id')), field('talk', t.ref('talk')), field('others', t.list(t.ref('Tlak')))]),
        ],
        calls: [call('GET', '/api/x', { response: t.obj({ items: t.list(t.ref('Reviews')) }) })],
      }),
      'unknown-entity',
    );
    expect(found.map((d) => [d.point, d.message])).toEqual([
      [3, 'Unknown entity `talk` in the type of `Review.talk`: point 3 declares no such entity. Did you mean `Talk`?'],
      [3, expect.stringContaining('Did you mean `Talk`?')],
      [7, expect.stringContaining('Did you mean `Review`?')],
    ]);
  });

  it('reports a field of one unknown name and one inside a list alike, in field order, and no blank name', () => {
    const found = run(
      makeSpec({
        entities: [
          talk(),
          entity('Review', [
            field('a', t.list(t.ref('Nope'))),
            field('b', t.ref('Nope')),
            field('c', t.ref(' ')),
            field('d', t.ref('Talk')),
          ]),
        ],
      }),
      'unknown-entity',
    );
    expect(found.map((d) => d.message)).toEqual([
      'Unknown entity `Nope` in the type of `Review.a`: point 3 declares no such entity.',
      'Unknown entity `Nope` in the type of `Review.b`: point 3 declares no such entity.',
    ]);
  });

  it('folds case and plurals in Shows only', () => {
    const found = run(
      makeSpec({
        entities: [talk()],
        screens: [screen('/', 'list', 'talks'), screen('/x', 'detail', 'Talks'), screen('/y', 'list', 'Tasks')],
      }),
      'unknown-entity',
    );
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toContain('`Tasks` names no entity');
    expect(found[0]?.point).toBe(2);
  });

  it('checks entities of transitions, rules and permissions', () => {
    const found = run(
      makeSpec({
        entities: [talk()],
        transitions: [transition('Tlk', 'a', 'go', 'b')],
        rules: [rule('Talks', 'title', { kind: 'required' })],
        permissions: [permission('x', ['read'], ['Talk', 'Revue'])],
      }),
      'unknown-entity',
    );
    expect(found.map((d) => d.point)).toEqual([4, 5, 6]);
  });

  it('checks rule fields and before/after fields on the rule entity', () => {
    const found = run(
      makeSpec({
        entities: [talk()],
        rules: [
          rule('Talk', 'titel', { kind: 'required' }),
          rule('Talk', 'due', { kind: 'after', target: { kind: 'field', name: 'start', span: { from: 5, to: 10 } } }),
          rule('Talk', 'due', { kind: 'before', target: { kind: 'today', span: { from: 5, to: 10 } } }),
        ],
      }),
      'unknown-field',
    );
    expect(found.map((d) => d.message)).toEqual(['`Talk` has no field `titel`. Did you mean `title`?', '`Talk` has no field `start`.']);
  });

  it('says nothing about entities while point 3 declares none (the point is the gap)', () => {
    expect(
      run(makeSpec({ screens: [screen('/', 'list', 'Talk')], calls: [call('GET', '/t', { response: t.ref('Talk') })] }), 'unknown-entity'),
    ).toEqual([]);
  });
});
