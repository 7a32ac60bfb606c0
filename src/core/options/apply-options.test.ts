import { describe, expect, it } from 'vitest';
import { applyOptions } from './apply-options';
import type { Option, TextEdit } from './option';

const option = (id: string, point: 1 | 2 | 3 | 8 | 9, ...edits: TextEdit[]): Option => ({
  id,
  point,
  rule: 'test',
  title: id,
  detail: '',
  evidence: [],
  edits,
  requires: [],
});

describe('applyOptions', () => {
  it('puts two new entities under one new section heading', () => {
    const text = '# T\n\n## 7. Calls\n\nx\n';
    const at = text.indexOf('## 7');
    const a = option('a', 3, { from: at, to: at, insert: '## 3. Entities\n\n### A\n\n| Field | Type |\n|---|---|\n| id | id |\n\n' });
    const b = option('b', 3, { from: at, to: at, insert: '## 3. Entities\n\n### B\n\n| Field | Type |\n|---|---|\n| id | id |\n\n' });
    expect(applyOptions(text, [a, b])).toBe(
      '# T\n\n## 3. Entities\n\n### A\n\n| Field | Type |\n|---|---|\n| id | id |\n\n### B\n\n| Field | Type |\n|---|---|\n| id | id |\n\n## 7. Calls\n\nx\n',
    );
  });

  it('appends rows of several options to one new table, and a later section after a blank line', () => {
    const text = '# T\n\n## 1. P\n\nprose';
    const end = text.length;
    const e1 = option('e1', 8, { from: end, to: end, insert: '\n\n## 8. Errors\n\n| Code | Status |\n|---|---|\n| A | 404 |' });
    const e2 = option('e2', 8, { from: end, to: end, insert: '\n\n## 8. Errors\n\n| Code | Status |\n|---|---|\n| B | 422 |' });
    const c = option('c', 9, { from: end, to: end, insert: '\n\n## 9. Constants\n\n| Name | Value |\n|---|---|\n| N | 1 |' });
    expect(applyOptions(text, [c, e2, e1])).toBe(
      '# T\n\n## 1. P\n\nprose\n\n## 8. Errors\n\n| Code | Status |\n|---|---|\n| B | 422 |\n| A | 404 |\n\n## 9. Constants\n\n| Name | Value |\n|---|---|\n| N | 1 |',
    );
  });

  it('keeps a table whole when two inserts before a heading both end with a blank line', () => {
    const text = '## 9. C\n';
    const a = option('a', 8, { from: 0, to: 0, insert: '## 8. E\n\n| Code | Status |\n|---|---|\n| A | 404 |\n\n' });
    const b = option('b', 8, { from: 0, to: 0, insert: '## 8. E\n\n| Code | Status |\n|---|---|\n| B | 409 |\n\n' });
    expect(applyOptions(text, [a, b])).toBe('## 8. E\n\n| Code | Status |\n|---|---|\n| A | 404 |\n| B | 409 |\n\n## 9. C\n');
  });

  it('fills a not-shown section once for two options replacing the same sentence', () => {
    const text = '## 8. Errors\n\nNot shown.\n';
    const span = { from: text.indexOf('Not'), to: text.indexOf('\n', text.indexOf('Not')) };
    const a = option('a', 8, { ...span, insert: '| Code | Status |\n|---|---|\n| A | 404 |' });
    const b = option('b', 8, { ...span, insert: '| Code | Status |\n|---|---|\n| B | 409 |' });
    expect(applyOptions(text, [a, b])).toBe('## 8. Errors\n\n| Code | Status |\n|---|---|\n| A | 404 |\n| B | 409 |\n');
  });

  it('appends rows before new blocks at the same place, and keeps CRLF', () => {
    const text = '| Role | Description |\r\n|---|---|\r\n| a | x |';
    const end = text.length;
    const table = option('t', 3, { from: end, to: end, insert: '\r\n\r\n| Role | Can | On |\r\n|---|---|---|\r\n| a | read | X |' });
    const row = option('r', 3, { from: end, to: end, insert: '\r\n| b | y |' });
    expect(applyOptions(text, [table, row])).toBe(
      '| Role | Description |\r\n|---|---|\r\n| a | x |\r\n| b | y |\r\n\r\n| Role | Can | On |\r\n|---|---|---|\r\n| a | read | X |',
    );
  });

  it('applies nothing for no options and refuses edits outside the text or overlapping', () => {
    expect(applyOptions('abc', [])).toBe('abc');
    expect(() => applyOptions('abc', [option('x', 1, { from: 2, to: 9, insert: '' })])).toThrow(RangeError);
    expect(() =>
      applyOptions('abcdef', [option('x', 1, { from: 0, to: 3, insert: 'X' }), option('y', 1, { from: 2, to: 4, insert: 'Y' })]),
    ).toThrow(/overlapping/);
  });
});

describe('applyOptions: two options declaring one entity at one place', () => {
  const option = (id: string, insert: string, at: number): Option => ({
    id,
    point: 3,
    rule: 'test',
    title: id,
    detail: '',
    evidence: [],
    edits: [{ from: at, to: at, insert }],
    requires: [],
  });
  const text = '## 3. Entities\n\n## 7. Calls\n';
  const at = text.indexOf('## 7');

  it('joins the rows of a table with the same header', () => {
    const a = option('a', '### Hive\n\n| Field | Type | Required |\n|---|---|---|\n| id | id | yes |\n\n', at);
    const b = option('b', '### Hive\n\n| Field | Type | Required |\n|---|---|---|\n| site | string | no |\n\n', at);
    expect(applyOptions(text, [a, b])).toBe(
      '## 3. Entities\n\n### Hive\n\n| Field | Type | Required |\n|---|---|---|\n| id | id | yes |\n| site | string | no |\n\n## 7. Calls\n',
    );
  });

  it('never reads a second header as a row: a table with other columns stands apart', () => {
    const a = option('a', '### Hive\n\n| Field | Type | Required |\n|---|---|---|\n| id | id | yes |\n\n', at);
    const b = option(
      'b',
      '### Hive\n\n| Field | Type | Required | Notes |\n|---|---|---|---|\n| status | string | yes | starts as new |\n\n',
      at,
    );
    expect(applyOptions(text, [a, b])).toContain('| id | id | yes |\n\n| Field | Type | Required | Notes |\n|---|---|---|---|\n');
  });
});
