import { describe, expect, it } from 'vitest';
import { cellFixture } from './cell-fixture';
import { parseRequired } from './required';

const read = (text: string) => {
  const f = cellFixture(text);
  return { value: parseRequired(f.src, f.sink, 3), diagnostics: f.sink.diagnostics, at: f.at(f.sink.diagnostics[0] ?? { from: 0, to: 0 }) };
};

describe('parseRequired', () => {
  it.each(['yes', 'Yes', 'Y', 'true', 'TRUE', 'required', 'Required.', '✓', '✔', '☑'])('reads %j as true', (t) => {
    expect(read(` ${t} `)).toMatchObject({ value: true, diagnostics: [] });
  });

  it.each(['no', 'No', 'n', 'false', 'optional', 'Optional', '×', '✗', '✘', '-', '—'])('reads %j as false', (t) => {
    expect(read(t)).toMatchObject({ value: false, diagnostics: [] });
  });

  it('reads an empty cell as null without a diagnostic', () => {
    expect(read('   ')).toEqual({ value: null, diagnostics: [], at: '' });
  });

  it('warns about anything else and reads it as null', () => {
    const r = read(' sometimes ');
    expect(r.value).toBeNull();
    expect(r.diagnostics).toMatchObject([{ code: 'bad-required', severity: 'warning', point: 3 }]);
    expect(r.at).toBe('sometimes');
    expect(r.diagnostics[0]?.message).toContain('`yes` or `no`');
  });
});
