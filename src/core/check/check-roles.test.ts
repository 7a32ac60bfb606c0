import { beforeEach, describe, expect, it } from 'vitest';
import { checkModel } from './check-model';
import { call, entity, field, makeSpec, permission, resetLines, role, screen, section, t, TEST_TEXT } from './test-spec';
import type { Spec } from '../spec/spec';

const run = (spec: Spec, codes: string[]) => checkModel(spec, TEST_TEXT).filter((d) => codes.includes(d.code));

describe('roles and generated ids', () => {
  beforeEach(resetLines);

  it('warns about a role with no permission row when point 6 has permissions', () => {
    const judge = role('judge');
    const found = run(makeSpec({ roles: [role('speaker'), judge], permissions: [permission('speaker', ['read'], ['Talk'])] }), [
      'role-without-permissions',
    ]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 'warning', point: 6, from: judge.name.span.from });
    expect(run(makeSpec({ roles: [role('speaker')] }), ['role-without-permissions'])).toEqual([]);
  });

  it('notes once that without roles one user may do everything, when something is shown', () => {
    const six = section(6);
    const found = run(
      makeSpec({ sections: [six], screens: [screen('/', 'content', null)], calls: [call('GET', '/a'), call('GET', '/b')] }),
      ['no-roles'],
    );
    expect(found).toEqual([
      expect.objectContaining({
        severity: 'info',
        point: 6,
        from: six.heading.span.from,
        message: 'Point 6 gives no roles: one user may do everything shown.',
      }),
    ]);
    expect(run(makeSpec({}), ['no-roles'])).toEqual([]);
  });

  it('notes entities without an id field', () => {
    const found = run(makeSpec({ entities: [entity('Tag', [field('name')]), entity('Talk', [field('id', t.scalar('id'))])] }), [
      'generated-id',
    ]);
    expect(found.map((d) => [d.severity, d.point, d.message])).toEqual([
      ['info', 3, '`Tag` has no `id` field: records get a generated key.'],
    ]);
  });
});
