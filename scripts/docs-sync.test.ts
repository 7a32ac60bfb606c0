import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES } from '../src/core/index';

const whole = readFileSync(new URL('../docs/spec-format.md', import.meta.url), 'utf8');
/** The "Diagnostic codes" section only. */
const specFormat = whole.slice(whole.indexOf('## Diagnostic codes'), whole.indexOf('\n## ', whole.indexOf('## Diagnostic codes') + 3));

describe('docs/spec-format.md', () => {
  it('documents every diagnostic code with its default severity', () => {
    const missing = Object.entries(DIAGNOSTIC_CODES).filter(([code, severity]) => {
      const row = specFormat.split('\n').find((line) => line.startsWith(`| \`${code}\``));
      return !row || !row.includes(severity);
    });
    expect(missing.map(([code]) => code)).toEqual([]);
  });

  it('documents no code that does not exist', () => {
    const documented = [...specFormat.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1] ?? '');
    const stale = documented.filter((code) => !(code in DIAGNOSTIC_CODES) && /^[a-z]+(-[a-z]+)+$/.test(code));
    expect(stale).toEqual([]);
  });
});
