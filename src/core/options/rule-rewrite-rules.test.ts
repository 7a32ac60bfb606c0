import { describe, expect, it } from 'vitest';
import { proposeOptions } from './propose-options';
import { applyOptions } from './apply-options';
import { rewriteRule } from './rule-rewrite-rules';

describe('rewriteRule', () => {
  it.each([
    ['must be shorter than 40 characters', 'size(value) < 40'],
    ['more than MAX_NAME characters', 'size(value) > MAX_NAME'],
    ['should be under 18', 'value < 18'],
    ['greater than 0.5', 'value > 0.5'],
    ['not empty', 'size(value) > 0'],
    ['must start with "TL-"', 'value.startsWith("TL-")'],
    ['digits only', 'value.matches("^[0-9]+$")'],
    ['must have no spaces.', '!value.contains(" ")'],
    ['5 digits', 'value.matches("^[0-9]{5}$")'],
  ])('"%s" → %s', (words, expr) => {
    expect(rewriteRule(words, undefined)).toBe(expr);
  });

  it('leaves words it cannot read, and compares only with fields the entity has', () => {
    expect(rewriteRule('must be sensible', undefined)).toBeNull();
    expect(rewriteRule('different from owner', undefined)).toBeNull();
  });

  it('offers the rewrite for a rule the check marks not executable, and the rule then runs', () => {
    const text = [
      '## 3. Entities',
      '',
      '### Tool',
      '',
      '| Field | Type |',
      '|---|---|',
      '| name | string |',
      '',
      '## 5. Validation rules',
      '',
      '| Entity | Field | Rule |',
      '|---|---|---|',
      '| Tool | name | must be shorter than 40 characters |',
      '',
    ].join('\n');
    const options = proposeOptions(text).options.filter((o) => o.point === 5);
    expect(options.map((o) => o.title)).toEqual(['Rewrite the rule on `Tool.name` as `size(value) < 40`']);
    const after = applyOptions(text, options);
    expect(after).toContain('| Tool | name | `size(value) < 40` |');
    expect(proposeOptions(after).options.filter((o) => o.point === 5)).toEqual([]);
  });
});
