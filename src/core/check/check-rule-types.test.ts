import { beforeEach, describe, expect, it } from 'vitest';
import { checkModel } from './check-model';
import { entity, field, makeSpec, resetLines, rule, t, TEST_TEXT } from './test-spec';
import type { RulePhrase } from '../spec/rule';

const n = (value: number) => ({ kind: 'number' as const, value, span: { from: 0, to: 0 } });
const check = (fieldType: ReturnType<typeof t.scalar>, phrase: RulePhrase, text = 'phrase') => {
  resetLines();
  const spec = makeSpec({
    entities: [entity('E', [field('id', t.scalar('id')), field('f', fieldType)])],
    rules: [rule('E', 'f', phrase, text)],
  });
  return checkModel(spec, TEST_TEXT).filter((d) => d.code === 'type-mismatch');
};

describe('rule phrases against field types', () => {
  beforeEach(resetLines);

  it('flags characters on a number', () => {
    const [d] = check(t.scalar('integer'), { kind: 'maxLength', n: n(90) }, 'at most 90 characters');
    expect(d).toMatchObject({ severity: 'warning', point: 5 });
    expect(d?.message).toBe('`at most 90 characters` applies to text, but `E.f` is an integer.');
  });

  it('flags between without characters on a string, and dates on a non-date', () => {
    expect(check(t.scalar('string'), { kind: 'between', min: n(1), max: n(5), unit: 'value' })).toHaveLength(1);
    expect(check(t.scalar('string'), { kind: 'between', min: n(1), max: n(5), unit: 'characters' })).toHaveLength(0);
    expect(check(t.scalar('integer'), { kind: 'before', target: { kind: 'today', span: { from: 0, to: 0 } } })).toHaveLength(1);
    expect(check(t.scalar('datetime'), { kind: 'future' })).toHaveLength(0);
  });

  it('accepts fitting phrases', () => {
    expect(check(t.scalar('text'), { kind: 'maxLength', n: n(5) })).toEqual([]);
    expect(check(t.scalar('number'), { kind: 'max', n: n(5) })).toEqual([]);
    expect(check(t.scalar('email'), { kind: 'email' })).toEqual([]);
    expect(check(t.enumOf('a', 'b'), { kind: 'required' })).toEqual([]);
    expect(check(t.scalar('boolean'), { kind: 'unique' })).toEqual([]);
  });
});
