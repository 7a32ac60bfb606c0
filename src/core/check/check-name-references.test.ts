import { beforeEach, describe, expect, it } from 'vitest';
import { checkModel } from './check-model';
import {
  call,
  constant,
  entity,
  errorEntry,
  field,
  makeSpec,
  permission,
  resetLines,
  role,
  rule,
  screen,
  t,
  TEST_TEXT,
  transition,
} from './test-spec';
import type { Spec } from '../spec/spec';

const run = (spec: Spec, code: string) => checkModel(spec, TEST_TEXT).filter((d) => d.code === code);
const base = (): Partial<Spec> => ({
  entities: [
    entity('Talk', [field('id', t.scalar('id')), field('status', t.enumOf('draft', 'submitted'))]),
    entity('Review', [field('id', t.scalar('id'))]),
  ],
  transitions: [transition('Talk', 'draft', 'submit', 'submitted')],
  roles: [role('speaker'), role('organizer')],
});

describe('roles, error codes, constants and actions', () => {
  beforeEach(resetLines);

  it('checks roles in screens, transitions, permissions and calls, with a hint', () => {
    const found = run(
      makeSpec({
        ...base(),
        screens: [screen('/', 'content', null, { roles: ['speker', 'organizer'] })],
        transitions: [transition('Talk', 'draft', 'submit', 'submitted', { roles: ['organiser'] })],
        permissions: [permission('Speaker', ['read'], ['Talk']), permission('organizer', ['read'], ['Talk'])],
        calls: [call('GET', '/x', { roles: ['admin'] })],
      }),
      'unknown-role',
    );
    expect(found.map((d) => [d.point, d.message])).toEqual([
      [2, 'Unknown role `speker`: point 6 declares no such role. Did you mean `speaker`?'],
      [4, expect.stringContaining('Did you mean `organizer`?')],
      [6, expect.stringContaining('Did you mean `speaker`?')],
      [7, 'Unknown role `admin`: point 6 declares no such role.'],
    ]);
  });

  it('takes roles from permissions when point 6 lists none', () => {
    const found = run(
      makeSpec({
        ...base(),
        roles: [],
        permissions: [permission('speaker', ['read'], ['Talk'])],
        screens: [screen('/', 'content', null, { roles: ['speaker', 'judge'] })],
      }),
      'unknown-role',
    );
    expect(found.map((d) => d.message)).toEqual(['Unknown role `judge`: point 6 declares no such role.']);
  });

  it('checks error codes of calls against the catalogue', () => {
    const found = run(
      makeSpec({ errors: [errorEntry('NOT_FOUND', 404)], calls: [call('GET', '/x/:id', { errors: ['NOT_FOUND', 'NOT_FOND', 'GONE'] })] }),
      'unknown-error-code',
    );
    expect(found.map((d) => [d.point, d.message])).toEqual([
      [7, expect.stringContaining('`NOT_FOND`: the catalogue (point 8) has no such code. Did you mean `NOT_FOUND`?')],
      [7, expect.stringContaining('`GONE`')],
    ]);
  });

  it('checks constants used as rule operands', () => {
    const op = (name: string) => ({ kind: 'constant' as const, name, span: { from: 1, to: 4 } });
    const found = run(
      makeSpec({
        ...base(),
        constants: [constant('MAX_TITLE')],
        rules: [
          rule('Talk', 'id', { kind: 'maxLength', n: op('MAX_TITLE') }),
          rule('Talk', 'id', { kind: 'between', min: op('MIN'), max: op('MAX_TITEL'), unit: 'characters' }),
        ],
      }),
      'unknown-constant',
    );
    expect(found.map((d) => d.message)).toEqual([
      'Unknown constant `MIN`: point 9 declares no such constant.',
      'Unknown constant `MAX_TITEL`: point 9 declares no such constant. Did you mean `MAX_TITLE`?',
    ]);
  });

  it('knows CRUD actions and the events of the On entities', () => {
    const spec = makeSpec({
      ...base(),
      permissions: [
        permission('speaker', ['Read', 'create', 'update', 'delete', 'submit'], ['Talk']),
        permission('organizer', ['submit'], ['Review']),
        permission('organizer', ['sumbit', 'approve'], ['Talk']),
      ],
    });
    const events = run(spec, 'unknown-event');
    expect(events.map((d) => d.message)).toEqual([
      '`submit` is not an event of `Review`: point 4 gives it for `Talk`. Grant it on the entity whose transitions use it.',
    ]);
    const actions = run(spec, 'unknown-action');
    expect(actions.map((d) => d.message)).toEqual([
      expect.stringContaining('`sumbit`: Can takes read, create, update, delete or an event of point 4. Did you mean `submit`?'),
      expect.stringMatching(/^Unknown action `approve`: .*point 4\.$/),
    ]);
    expect(actions.every((d) => d.point === 6)).toBe(true);
  });
});
