// First: the work meter counts only the functions compiled after it loads.
import { expectLinearWork } from '../../../../scripts/work-meter';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellFixture } from './cell-fixture';
import { parseRulePhrase } from './rule-phrase';

const read = (text: string) => {
  const f = cellFixture(text, '| Talk | title | ');
  const phrase = parseRulePhrase(f.src, f.sink);
  return { ...f, phrase, diagnostics: f.sink.diagnostics };
};

describe('parseRulePhrase', () => {
  it.each([
    ['required', { kind: 'required' }],
    ['Required.', { kind: 'required' }],
    ['must be unique', { kind: 'unique' }],
    ['a valid email', { kind: 'email' }],
    ['Email address', { kind: 'email' }],
    ['URL', { kind: 'url' }],
    ['integer', { kind: 'integer' }],
    ['an integer.', { kind: 'integer' }],
    ['positive', { kind: 'positive' }],
    ['a positive number', { kind: 'positive' }],
    ['in the future', { kind: 'future' }],
    ['In the past.', { kind: 'past' }],
    ['future', { kind: 'future' }],
  ])('reads %j', (text, expected) => {
    const r = read(text);
    expect(r.phrase).toEqual(expected);
    expect(r.diagnostics).toEqual([]);
  });

  // Inclusive moments, as different authors write them (expected: kind, target, inclusive).
  it.each([
    ['today or earlier', 'before', 'today'],
    ['Must be today or earlier.', 'before', 'today'],
    ['today or before', 'before', 'today'],
    ['today or in the past', 'before', 'today'],
    ['in the past or today', 'before', 'today'],
    ['no later than today', 'before', 'today'],
    ['on or before today', 'before', 'today'],
    ['not after today', 'before', 'today'],
    ['not in the future', 'before', 'now'],
    ['must not be in the future', 'before', 'now'],
    ['cannot be in the future', 'before', 'now'],
    ['at or before now', 'before', 'now'],
    ['today or later', 'after', 'today'],
    ['today or after', 'after', 'today'],
    ['today or in the future', 'after', 'today'],
    ['in the future or today', 'after', 'today'],
    ['no earlier than today', 'after', 'today'],
    ['on or after today', 'after', 'today'],
    ['not before today', 'after', 'today'],
    ['not in the past', 'after', 'now'],
    ['on or after startsAt', 'after', 'startsAt'],
    ['not before `startsAt`', 'after', 'startsAt'],
    ['no later than endsAt', 'before', 'endsAt'],
  ])('reads the inclusive %j', (text, kind, target) => {
    const r = read(text);
    expect(r.diagnostics).toEqual([]);
    expect(r.phrase).toMatchObject({
      kind,
      inclusive: true,
      target: target === 'today' || target === 'now' ? { kind: target } : { kind: 'field', name: target },
    });
    if (r.phrase?.kind === 'before' || r.phrase?.kind === 'after') {
      const at = r.at(r.phrase.target.span).replaceAll('`', '');
      expect(target === 'now' ? ['future', 'past', 'now'] : [target]).toContain(at.toLowerCase() === 'today' ? 'today' : at);
    }
  });

  it.each([
    'today',
    'today or never',
    'not unique',
    'on or near today',
    'no sooner than today',
    'not in the middle',
    'in the past or tomorrow',
  ])('leaves %j not executable', (text) => {
    const r = read(text);
    expect(r.phrase).toBeNull();
    expect(r.diagnostics.map((d) => d.code)).toEqual(['rule-not-executable']);
  });

  it('keeps the strict phrases strict', () => {
    expect(read('before today').phrase).toEqual(expect.not.objectContaining({ inclusive: true }));
    expect(read('in the past').phrase).toEqual({ kind: 'past' });
  });

  it('reads lengths and bounds with numbers and constants, spans exact', () => {
    const a = read('at most 90 characters');
    expect(a.phrase).toMatchObject({ kind: 'maxLength', n: { kind: 'number', value: 90 } });
    if (a.phrase?.kind === 'maxLength') expect(a.at(a.phrase.n.span)).toBe('90');
    const b = read('At Most MAX_ABSTRACT characters');
    expect(b.phrase).toMatchObject({ kind: 'maxLength', n: { kind: 'constant', name: 'MAX_ABSTRACT' } });
    if (b.phrase?.kind === 'maxLength') expect(b.at(b.phrase.n.span)).toBe('MAX_ABSTRACT');
    expect(read('at least 3 chars').phrase).toMatchObject({ kind: 'minLength', n: { value: 3 } });
    expect(read('at most 1_000').phrase).toMatchObject({ kind: 'max', n: { value: 1000 } });
    expect(read('at least -2.5').phrase).toMatchObject({ kind: 'min', n: { value: -2.5 } });
    expect(read('no more than 5 characters').phrase).toMatchObject({ kind: 'maxLength' });
    expect(read('no fewer than 2').phrase).toMatchObject({ kind: 'min' });
  });

  it('reads between, with and without characters', () => {
    expect(read('between 1 and 5').phrase).toMatchObject({ kind: 'between', min: { value: 1 }, max: { value: 5 }, unit: 'value' });
    const r = read('between MIN_LEN and 200 characters.');
    expect(r.phrase).toMatchObject({ kind: 'between', min: { kind: 'constant', name: 'MIN_LEN' }, unit: 'characters' });
  });

  it('reads matches with the pattern in backticks or quotes, through escaped bars', () => {
    const r = read('matches `^(a|b)+$`');
    expect(r.phrase).toMatchObject({ kind: 'matches', pattern: '^(a|b)+$' });
    if (r.phrase?.kind === 'matches') expect(r.at(r.phrase.patternSpan)).toBe('^(a\\|b)+$');
    expect(read('must match "^[A-Z]+$"').phrase).toMatchObject({ kind: 'matches', pattern: '^[A-Z]+$' });
    expect(read("matches '\\d+'").phrase).toMatchObject({ kind: 'matches', pattern: '\\d+' });
    expect(read('matches ``a`b``').phrase).toMatchObject({ kind: 'matches', pattern: 'a`b' });
  });

  it('reports lookaround with a specific bad-regex message at its place', () => {
    const r = read('matches `^(?!admin)`');
    expect(r.phrase).toBeNull();
    expect(r.diagnostics).toMatchObject([{ code: 'bad-regex', severity: 'error', point: 5 }]);
    expect(r.diagnostics[0]?.message).toContain('linear time');
    expect(r.at(r.diagnostics[0] ?? { from: 0, to: 0 })).toBe('(?!');
    const s = read('matches `a(`');
    expect(s.diagnostics[0]?.message).toContain('missing closing )');
    expect(read('matches ``').diagnostics[0]?.code).toBe('rule-not-executable');
    expect(read('matches ""').diagnostics[0]?.code).toBe('bad-regex');
  });

  it('reads one of, with quotes and a final or', () => {
    expect(read('one of 10, 30, 45').phrase).toEqual({ kind: 'oneOf', values: ['10', '30', '45'] });
    expect(read('One of "a, b", c or d.').phrase).toEqual({ kind: 'oneOf', values: ['a, b', 'c', 'd'] });
    expect(read('one of red, green, or blue').phrase).toEqual({ kind: 'oneOf', values: ['red', 'green', 'blue'] });
    expect(read('one of big cat, dog').phrase).toEqual({ kind: 'oneOf', values: ['big cat', 'dog'] });
    expect(read('one of a,,b').phrase).toBeNull();
    expect(read('one of').phrase).toBeNull();
  });

  it('reads before and after a field, today or now', () => {
    const r = read('after startDate');
    expect(r.phrase).toMatchObject({ kind: 'after', target: { kind: 'field', name: 'startDate' } });
    if (r.phrase?.kind === 'after') expect(r.at(r.phrase.target.span)).toBe('startDate');
    const q = read('before `endDate`');
    if (q.phrase?.kind === 'before') expect(q.at(q.phrase.target.span)).toBe('endDate');
    expect(read('before today').phrase).toMatchObject({ kind: 'before', target: { kind: 'today' } });
    expect(read('after NOW').phrase).toMatchObject({ kind: 'after', target: { kind: 'now' } });
  });

  it('keeps an unknown phrase as not executable with a warning over the text', () => {
    const r = read(' no more than 3 per speaker ');
    expect(r.phrase).toBeNull();
    expect(r.diagnostics).toMatchObject([{ code: 'rule-not-executable', severity: 'warning', point: 5 }]);
    expect(r.at(r.diagnostics[0] ?? { from: 0, to: 0 })).toBe('no more than 3 per speaker');
    expect(r.diagnostics[0]?.message).toContain('expression');
    expect(read('at most lots characters').phrase).toBeNull();
    expect(read('at most max_talks').phrase).toBeNull();
    expect(read('').diagnostics[0]?.code).toBe('rule-not-executable');
  });

  // Linear work (the blocks of code run, not the clock: the time is `npm run bench -- core`, hostile shapes).
  it('is linear on long and hostile inputs', async () => {
    await expectLinearWork((n) => `one of ${'a, '.repeat(n)}b`, read, 2000);
    await expectLinearWork((n) => '`'.repeat(n / 10) + ' x '.repeat(n), read, 2000);
    // Backtick runs of every length up to m, about n characters in all.
    const runs = (n: number) => Array.from({ length: Math.round(Math.sqrt(2 * n)) }, (_, i) => '`'.repeat(i + 1)).join(' ');
    await expectLinearWork(runs, read, 5000);
  });

  it('never throws and keeps diagnostics inside the cell (seed 5)', () => {
    const alphabet = fc.constantFrom(
      'at ',
      'most ',
      'one of ',
      'matches ',
      '`',
      '"',
      "'",
      ',',
      '.',
      ' ',
      '1',
      'MAX',
      '(?=',
      '|',
      'or ',
      'é',
      'characters',
    );
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 20 }), (parts) => {
        const r = read(parts.join(''));
        for (const d of r.diagnostics) {
          expect(d.from).toBeGreaterThanOrEqual(r.src.span.from);
          expect(d.to).toBeLessThanOrEqual(r.src.span.to);
        }
        expect(r.phrase === null).toBe(r.diagnostics.length === 1);
      }),
      { seed: 5, numRuns: 500 },
    );
  });
});
