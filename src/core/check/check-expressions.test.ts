import { beforeEach, describe, expect, it } from 'vitest';
import { checkModel } from './check-model';
import { checkExpressions } from './check-expressions';
import { createCheckContext } from './check-context';
import { expressionSpan } from './expression-span';
import { constant, entity, field, makeSpec, permission, resetLines, rule, t, TEST_TEXT, transition } from './test-spec';
import type { Spec } from '../spec/spec';

const run = (spec: Spec) => checkModel(spec, TEST_TEXT).filter((d) => d.code === 'unknown-name' || d.code === 'unknown-field');
const talk = () => entity('Talk', [field('id', t.scalar('id')), field('abstract', t.scalar('text')), field('status', t.enumOf('a', 'b'))]);

describe('names in expressions', () => {
  beforeEach(resetLines);

  it('accepts value, record fields, user, now and constants in rules', () => {
    const spec = makeSpec({
      entities: [talk()],
      constants: [constant('MAX')],
      rules: [
        rule(
          'Talk',
          'abstract',
          'size(value) <= MAX && record.status == "a" && user.role != "" && now > timestamp("2020-01-01T00:00:00Z") && [1].all(x, x > 0)',
        ),
      ],
    });
    expect(run(spec)).toEqual([]);
  });

  it('reports an unknown root with a hint, at its place in the text', () => {
    const r = rule('Talk', 'abstract', 'size(valeu) <= MAXX');
    const found = run(makeSpec({ entities: [talk()], constants: [constant('MAX')], rules: [r] }));
    const expression = r.body.kind === 'expression' ? r.body.expression : null;
    expect(found.map((d) => [d.code, d.point, d.message])).toEqual([
      [
        'unknown-name',
        5,
        expect.stringContaining(
          'Unknown name `valeu`: here an expression may use `value`, `record`, `user`, `now`, `MAX`. Did you mean `value`?',
        ),
      ],
      ['unknown-name', 5, expect.stringContaining('Did you mean `MAX`?')],
    ]);
    expect(found[0]?.from).toBe((expression?.span.from ?? 0) + 5);
    expect(found[0]?.to).toBe((expression?.span.from ?? 0) + 10);
  });

  it('refuses value outside rules and checks record fields on each On entity', () => {
    const review = entity('Review', [field('id', t.scalar('id')), field('status')]);
    const found = run(
      makeSpec({
        entities: [talk(), review],
        transitions: [transition('Talk', 'a', 'go', 'b', { guard: 'size(record.abstrct) > 0 && value > 1' })],
        permissions: [permission('x', ['read'], ['Talk', 'Review'], 'record.abstract != "" && record.status == "a"')],
      }),
    );
    expect(found.map((d) => [d.code, d.point, d.message])).toEqual([
      ['unknown-field', 4, '`record.abstrct`: `Talk` has no field `abstrct`. Did you mean `abstract`?'],
      ['unknown-name', 4, expect.stringContaining('`value` only exists in validation rules')],
      ['unknown-field', 6, '`record.abstract`: `Review` has no field `abstract`.'],
    ]);
  });

  it('skips expressions that do not parse (the reader reported them)', () => {
    expect(run(makeSpec({ entities: [talk()], rules: [rule('Talk', 'abstract', 'size(nope')] }))).toEqual([]);
  });

  it('uses the reference finder it is given', () => {
    const spec = makeSpec({ rules: [rule('Talk', 'id', 'anything')] });
    const cx = createCheckContext(spec, TEST_TEXT);
    checkExpressions(cx, TEST_TEXT, () => [{ root: 'mystery', path: [], from: 0, to: 7 }]);
    expect(cx.sink.diagnostics.map((d) => d.code)).toEqual(['unknown-name']);
  });
});

describe('expressionSpan', () => {
  it('maps offsets back over `\\|` escapes', () => {
    const text = 'x `a \\|\\| bad` y';
    const from = text.indexOf('a ');
    const source = 'a || bad';
    const span = expressionSpan(text, { source, span: { from, to: from + 10 } }, 5, 8);
    expect(text.slice(span.from, span.to)).toBe('bad');
  });
});
