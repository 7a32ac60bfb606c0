import fc from 'fast-check';
import { assertProperty } from '../test-property';
import { describe, expect, it } from 'vitest';
import { analyzeSpec } from '../check/check-spec';
import type { Span } from '../source/span';
import type { Spec } from '../spec/spec';
import { applyOptions } from './apply-options';
import type { Option } from './option';
import { proposeOptions } from './propose-options';
import DRAFT from '../../../examples/tool-library.draft.md?raw';

/** Drafts in several layouts: as written, CRLF, a not-shown section, a note section, a one-table point 3, lists. */
const BASES: readonly string[] = [
  DRAFT,
  DRAFT.replace(/\n/g, '\r\n'),
  `${DRAFT}\n## 8. The error catalogue\n\nThe error catalogue: not shown.\n\n## Open questions\n\n- Who repairs broken tools?\n`,
  DRAFT.replace(
    '## 7. The calls it makes',
    [
      '## 3. Entities and their fields',
      '',
      '| Entity | Field | Type | Required |',
      '|---|---|---|---|',
      '| Tool | id | id | yes |',
      '| Tool | name | string | yes |',
      '',
      '## 5. Validation rules',
      '',
      '| Entity | Field | Rule | Message |',
      '|---|---|---|---|',
      '| Tool | name | must be shorter than 40 characters | Keep it short |',
      '| Tool | name | sensible | |',
      '',
      '## 9. Business constants and limits',
      '',
      '- MAX_NAME = 80 — longest name',
      '',
      '## 7. The calls it makes',
    ].join('\n'),
  ).trimEnd(),
  DRAFT.replace(/\| Route \| Screen[\s\S]*?\n\n/, '- `/` — Tools: shows list of tools\n- `/loans` — Loans: shows list of loans\n\n'),
];

const touches = (s: Span, e: { from: number; to: number }): boolean => e.from <= s.to && e.to >= s.from;

/** The raw text of every row or list item the model holds. */
function rowTexts(text: string, spec: Spec): string[] {
  const spans: Span[] = [
    ...spec.screens.map((x) => x.span),
    ...spec.entities.flatMap((e) => e.fields.map((f) => f.span)),
    ...spec.transitions.map((x) => x.span),
    ...spec.rules.map((x) => x.span),
    ...spec.roles.map((x) => x.span),
    ...spec.permissions.map((x) => x.span),
    ...spec.calls.map((x) => x.span),
    ...spec.errors.map((x) => x.span),
    ...spec.constants.map((x) => x.span),
  ];
  return spans.map((s) => text.slice(s.from, s.to));
}

const STRUCTURE_CODES = new Set(['extra-cells', 'missing-column', 'missing-cell', 'duplicate-point', 'bad-list-item', 'prose-only']);

describe('applyOptions, seed 5151', () => {
  const proposals = BASES.map((text) => ({ text, options: proposeOptions(text).options }));

  it('applying any subset leaves the rest of the spec byte for byte and keeps every original row', { timeout: 120_000 }, () => {
    for (const p of proposals) expect(p.options.length).toBeGreaterThan(3);
    assertProperty(
      fc.property(
        fc.nat({ max: BASES.length - 1 }).chain((i) => fc.tuple(fc.constant(i), fc.subarray(proposals[i]?.options as Option[]))),
        ([i, chosen]) => {
          const { text } = proposals[i] as { text: string };
          const out = applyOptions(text, chosen);
          const edits = chosen.flatMap((o) => o.edits);
          const before = analyzeSpec(text);
          const after = analyzeSpec(out);
          // Sections no edit touches are unchanged, byte for byte; the title and introduction too.
          for (const s of before.spec.sections) {
            if (!edits.some((e) => touches(s.span, e))) expect(out).toContain(text.slice(s.span.from, s.span.to));
          }
          const firstSection = before.spec.sections[0]?.span.from ?? text.length;
          expect(out.startsWith(text.slice(0, Math.min(firstSection, ...edits.map((e) => e.from))))).toBe(true);
          // Every original row an edit does not rewrite is still read, as written.
          const rows = new Set(rowTexts(out, after.spec));
          const spans = [...before.spec.screens, ...before.spec.calls, ...before.spec.rules, ...before.spec.constants].map((x) => x.span);
          for (const s of spans) if (!edits.some((e) => e.from < s.to && e.to > s.from)) expect(rows).toContain(text.slice(s.from, s.to));
          // The Markdown still reads: no structural diagnostic the original did not have, no point lost.
          const had = new Set(before.diagnostics.map((d) => d.code));
          expect(after.diagnostics.filter((d) => STRUCTURE_CODES.has(d.code) && !had.has(d.code))).toEqual([]);
          for (const n of before.spec.sections.map((s) => s.point)) expect(after.spec.sections.some((s) => s.point === n)).toBe(true);
          // Line endings stay the text's own.
          if (text.includes('\r\n')) expect(out.replace(/\r\n/g, '')).not.toContain('\n');
        },
      ),
      { seed: 5151, numRuns: 120 },
    );
  });

  it('re-running after accepting options never proposes them again', { timeout: 120_000 }, () => {
    assertProperty(
      fc.property(
        fc
          .nat({ max: BASES.length - 1 })
          .chain((i) => fc.tuple(fc.constant(i), fc.subarray(proposals[i]?.options as Option[], { minLength: 1 }))),
        ([i, chosen]) => {
          const { text } = proposals[i] as { text: string };
          const again = new Set(proposeOptions(applyOptions(text, chosen)).options.map((o) => o.id));
          for (const o of chosen) expect(again.has(o.id), `${o.id} ${o.title}`).toBe(false);
        },
      ),
      { seed: 5151, numRuns: 80 },
    );
  });
});
