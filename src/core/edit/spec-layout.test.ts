import { describe, expect, it } from 'vitest';
import { parseSpec } from '../parse/parse-spec';
import { createSpecLayout } from './spec-layout';
import { applyEdits } from './text-edit';

const SPEC =
  '# T\n\n## 1. What the product does and for whom\n\nPeople plan.\n\n## Notes\n\n```md\n## Open questions\n```\n\n## Open questions\n\n- first\n\n';

describe('createSpecLayout', () => {
  const { spec } = parseSpec(SPEC);
  const note = (heading: string) => spec.sections.find((s) => s.point === null && s.heading.value === heading) ?? null;

  it('appends lines after the content of a note section, not one in a code fence', () => {
    const layout = createSpecLayout(SPEC, spec);
    const out = applyEdits(SPEC, [layout.appendToNote(note('Open questions'), 'Open questions', ['- second'])]);
    expect(out).toBe(SPEC.replace('- first\n', '- first\n- second\n'));
    expect(out).toContain('```md\n## Open questions\n```');
  });

  it('adds the note at the end when the spec has none, in the text’s line breaks', () => {
    const crlf = SPEC.replace(/\n/g, '\r\n');
    const parsed = parseSpec(crlf).spec;
    const edit = createSpecLayout(crlf, parsed).appendToNote(null, 'Clarifications', ['- a', '- b']);
    expect(applyEdits(crlf, [edit])).toContain('- first\r\n\r\n## Clarifications\r\n\r\n- a\r\n- b\r\n');
  });

  it('adds a point section in point order', () => {
    const layout = createSpecLayout(SPEC, spec);
    const out = applyEdits(SPEC, [layout.addBlock(2, ['| Route | Screen |', '|---|---|', '| / | Home |'])]);
    expect(out).toContain('People plan.\n\n## 2. Screens and routes\n\n| Route | Screen |\n|---|---|\n| / | Home |\n\n## Notes');
  });
});
