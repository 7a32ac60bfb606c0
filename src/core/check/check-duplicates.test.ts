import { beforeEach, describe, expect, it } from 'vitest';
import { checkModel } from './check-model';
import {
  call,
  constant,
  entity,
  errorEntry,
  field,
  makeSpec,
  resetLines,
  role,
  screen,
  t,
  TEST_LINE_WIDTH,
  TEST_TEXT,
  transition,
} from './test-spec';
import type { Spec } from '../spec/spec';

const lineOf = (offset: number): number => Math.floor(offset / TEST_LINE_WIDTH) + 1;
const run = (spec: Spec) => checkModel(spec, TEST_TEXT).filter((d) => d.code.startsWith('duplicate-'));

describe('duplicates', () => {
  beforeEach(resetLines);

  it('reports a second entity at its name, naming the first line', () => {
    const first = entity('Talk', [field('id', t.scalar('id'))]);
    const second = entity('Talk', [field('id', t.scalar('id'))]);
    const [d, ...rest] = run(makeSpec({ entities: [first, second] }));
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ code: 'duplicate-entity', point: 3, severity: 'error', from: second.name.span.from });
    expect(d?.message).toBe(`Entity \`Talk\` is already declared on line ${lineOf(first.name.span.from)}. Merge the two or rename one.`);
  });

  it('reports a repeated field within one entity only', () => {
    const a = entity('A', [field('id', t.scalar('id')), field('name'), field('name')]);
    const b = entity('B', [field('id', t.scalar('id')), field('name')]);
    const found = run(makeSpec({ entities: [a, b] }));
    expect(found.map((d) => d.code)).toEqual(['duplicate-field']);
    expect(found[0]?.from).toBe(a.fields[2]?.name.span.from);
    expect(found[0]?.message).toContain('`A` already has a field `name`');
  });

  it('treats routes equal after normalising parameters as the same', () => {
    const found = run(
      makeSpec({
        screens: [screen('/talks/:id', 'content', null), screen('/talks/{talkId}', 'content', null), screen('/talks/new', 'content', null)],
      }),
    );
    expect(found.map((d) => d.code)).toEqual(['duplicate-route']);
    expect(found[0]?.message).toContain('`/talks/:id`');
  });

  it('reports calls with the same method and path shape, not other methods', () => {
    const found = run(
      makeSpec({
        calls: [
          call('GET', '/api/talks/:id'),
          call('GET', '/api/talks/{tid}'),
          call('PUT', '/api/talks/:id'),
          call('get', '/api/talks/:x'),
        ],
      }),
    );
    expect(found.map((d) => [d.code, d.point])).toEqual([
      ['duplicate-call', 7],
      ['duplicate-call', 7],
    ]);
  });

  it('reports error codes, constants and roles declared twice', () => {
    const found = run(
      makeSpec({
        errors: [errorEntry('NOT_FOUND', 404), errorEntry('NOT_FOUND', 404)],
        constants: [constant('MAX'), constant('MAX'), constant('MIN')],
        roles: [role('admin'), role('admin'), role('__proto__'), role('constructor')],
      }),
    );
    expect(found.map((d) => [d.code, d.point])).toEqual([
      ['duplicate-error-code', 8],
      ['duplicate-constant', 9],
      ['duplicate-role', 6],
    ]);
  });

  it('reports a transition with the same entity, from and event at its event', () => {
    const first = transition('Talk', 'draft', 'submit', 'submitted');
    const again = transition('Talk', 'draft', 'submit', 'rejected');
    const found = run(makeSpec({ transitions: [first, transition('Review', 'draft', 'submit', 'x'), again] }));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ code: 'duplicate-transition', point: 4, from: again.event.span.from });
    expect(found[0]?.message).toContain(`on line ${lineOf(first.event.span.from)};`);
  });
});
