/**
 * Hostile shapes (issue 12): texts of about 10 MB built to find quadratic paths or deep recursion in the
 * check. Each must stay linear and end in its limit's diagnostic; the goal is under 2 s per 10 MB.
 */
import type * as Core from '../src/core/index';
import { CFP_SPEC } from '../src/core/check/test-fixture-specs';
import { median } from './median';

const MB10 = 10 * 1000 * 1000;

/** Repeats `unit` until the text reaches about `bytes` characters. */
function fill(head: string, unit: (i: number) => string, bytes: number, tail = ''): string {
  const parts = [head];
  let size = head.length + tail.length;
  for (let i = 0; size < bytes; i++) {
    const u = unit(i);
    parts.push(u);
    size += u.length;
  }
  parts.push(tail);
  return parts.join('');
}

const columns = Array.from({ length: 10_000 }, (_, i) => `Col${i}`);

/** The shapes: a name, the text, and the diagnostic code its limit gives (or null when none is expected). */
function shapes(): { name: string; text: string; expect: string | null }[] {
  const wideHeader = `# Wide\n\n## 3. Data\n\n| Entity | Field | Type | ${columns.join(' | ')} |\n|${'---|'.repeat(columns.length + 3)}\n`;
  const levels = Math.floor(MB10 / 6);
  const validation =
    '# Rules\n\n## 3. Data\n\n| Entity | Field | Type |\n|---|---|---|\n| A | b | string |\n\n## 5. Validation\n\n| Entity | Field | Rule | Message |\n|---|---|---|---|\n';
  const ternary = (i: number) => `${Array.from({ length: 2_000 }, (_, k) => `value == "${k}" ? ${k} : `).join('')}${i}`;
  return [
    {
      name: 'table of 10,000 columns',
      text: fill(wideHeader, (i) => `| A | f${i} | string | ${columns.map((_, k) => `v${k}`).join(' | ')} |\n`, MB10),
      expect: 'too-wide',
    },
    { name: 'JSON nested 1.7 million deep', text: `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`, expect: 'too-deep' },
    {
      name: 'one entity of many fields',
      text: fill('# Many\n\n## 3. Data\n\n| Entity | Field | Type |\n|---|---|---|\n', (i) => `| A | field${i} | string |\n`, MB10),
      expect: null,
    },
    {
      name: 'rules with 1 MB string literals',
      text: fill(validation, (i) => `| A | b | \`value != "${String(i).padEnd(1_000_000, 'x')}"\` | no |\n`, MB10),
      expect: 'too-long',
    },
    {
      name: 'rules of 2,000 nested conditions',
      text: fill(validation, (i) => `| A | b | \`${ternary(i)}\` | no |\n`, MB10),
      expect: 'too-deep',
    },
    {
      // 10 MB like the others (it was 2 MB while reading JSON through the `yaml` package's CST was too slow);
      // an unknown type per entity, so 114,856 `unknown-entity` errors (bench/README.md).
      name: 'JSON spec on one line',
      text: fill(
        '{"title":"One line","entities":[',
        (i) => `{"name":"E${i}","fields":[{"name":"id","type":"id"},{"name":"x","type":"Nope${i}"}]},`,
        MB10,
        '{"name":"Last","fields":[]}]}',
      ),
      expect: 'unknown-entity',
    },
    {
      // The unit tests count these parsers' work on n and 4n (linear); here is their time at 10 MB.
      name: 'a spec repeated to 10 MB (screens to constants)',
      text: fill('# Big\n', () => CFP_SPEC.slice(CFP_SPEC.indexOf('## 2.')), MB10),
      expect: null,
    },
    {
      name: 'types and rules of 1,000 values each',
      text: fill(
        '# Types\n\n## 3. Data\n\n| Entity | Field | Type |\n|---|---|---|\n',
        (i) => `| A | f${i} | one of ${values} |\n`,
        MB10,
        `\n## 5. Validation\n\n| Entity | Field | Rule | Message |\n|---|---|---|---|\n${`| A | f0 | one of ${values} | no |\n`.repeat(800)}`,
      ),
      expect: null,
    },
    {
      name: 'call shapes of 1,000 properties each',
      text: fill(
        '# Calls\n\n## 7. Calls\n\n| Method | Path | Request | Response |\n|---|---|---|---|\n',
        (i) => `| POST | /api/x${i} | { ${properties} } | — |\n`,
        MB10,
      ),
      expect: null,
    },
  ];
}

/** 1,000 distinct values, 1,000 properties: one long cell each. */
const values = Array.from({ length: 1_000 }, (_, k) => `v${k}`).join(', ');
const properties = Array.from({ length: 1_000 }, (_, k) => `f${k}: string`).join(', ');

/** Times `checkSpec` on each shape (median of 3) and checks the expected diagnostic is there. */
export function benchHostile(core: typeof Core): Record<string, unknown>[] {
  return shapes().map(({ name, text, expect }) => {
    let report = core.checkSpec(text);
    const samples: number[] = [];
    for (let r = 0; r < 3; r++) {
      const t0 = performance.now();
      report = core.checkSpec(text);
      samples.push(performance.now() - t0);
    }
    const ms = median(samples);
    const codes = new Set<string>(report.diagnostics.map((d) => d.code));
    return {
      shape: name,
      MB: +(text.length / 1e6).toFixed(1),
      checkMs: +ms.toFixed(0),
      'ms per 10 MB': +((ms * MB10) / text.length).toFixed(0),
      'under 2 s per 10 MB': (ms * MB10) / text.length < 2000 ? 'yes' : 'NO',
      limit: expect === null ? '-' : codes.has(expect) ? expect : `MISSING ${expect}`,
      diagnostics: report.diagnostics.length,
    };
  });
}
