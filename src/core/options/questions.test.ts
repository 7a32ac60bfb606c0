import { describe, expect, it } from 'vitest';
import { checkSpec } from '../check/check-spec';
import { applyOptions } from './apply-options';
import { proposeOptions } from './propose-options';
import { answerQuestion, type Question } from './questions';
import CFP from '../../../bench/options-corpus/cfp.draft.md?raw';

const TEAM = `# Team

## 1. What the product does and for whom

Editors and readers use the wiki.

## 3. Entities and their fields

### Page

| Field | Type | Required |
|---|---|---|
| id | id | yes |
| title | string | yes |
| status | one of draft, published | yes |

## 4. States and transitions

| Entity | From | Event | To |
|---|---|---|---|
| Page | draft | publish | published |

## 6. Roles and permissions

| Role | Description |
|---|---|
| editor | |
| reader | |

| Role | Can | On |
|---|---|---|
| editor | read, create, publish | Page |
| reader | read, create, publish | Page |

## 7. The calls it makes

| Method | Path | Request | Response |
|---|---|---|---|
| GET | /api/pages | — | Page[] |
| POST | /api/pages | { title: string } | Page |
| POST | /api/pages/:id/publish | — | Page |
`;

describe('questions where the draft is silent', () => {
  it('asks from which states an event can happen, with the states its alternatives lead to, and writes the answer in', () => {
    const accepted = applyOptions(CFP, proposeOptions(CFP).options);
    const { questions } = proposeOptions(accepted);
    const accept = questions.find((q) => q.text === 'From which states can `accept` happen to a Talk?');
    expect(accept?.choices.map((c) => c.label)).toEqual(['only from submitted, as now', 'also from rejected', 'also from waitlisted']);
    if (!accept) return;
    const answered = answerQuestion(accepted, accept, 'c');
    expect(answered).toContain('| Talk | waitlisted | accept | accepted |');
    expect(answered).toContain('## Clarifications\n\n- From which states can `accept` happen to a Talk? — also from waitlisted.');
    expect(checkSpec(answered).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const again = proposeOptions(answered);
    expect(again.questions.map((q) => q.text)).not.toContain(accept.text);
    expect(again.options).toEqual([]);
    // A second answer goes under the same note.
    const next = again.questions[0];
    if (!next) return;
    const twice = answerQuestion(answered, next, 'a');
    expect(twice.match(/## Clarifications/g)?.length).toBe(1);
    expect(twice).toContain(`- ${next.text} — ${next.choices[0]?.label ?? ''}.`);
  });

  it('asks who may do what every role may do when the draft names no one, and takes the power from the others', () => {
    const who = proposeOptions(TEAM).questions.find((q) => q.text === 'Who may publish a Page?');
    expect(who?.choices.map((c) => c.label)).toEqual(['every role, as now', 'only editor', 'only reader']);
    if (!who) return;
    const answered = answerQuestion(TEAM, who, 'b');
    expect(answered).toContain('| reader | read, create | Page |');
    expect(answered).toContain('| editor | read, create, publish | Page |');
    expect(proposeOptions(answered).questions.map((q) => q.text)).not.toContain(who.text);
    // A choice the question does not have changes nothing (answerQuestion never throws).
    expect(answerQuestion(TEAM, who, 'z')).toBe(TEAM);
  });

  it('writes under a real `## Clarifications` heading, never one inside a code fence', () => {
    const fenced = `${TEAM}\n## Notes\n\n\`\`\`md\n## Clarifications\n\n- an example, not the note\n\`\`\`\n`;
    const who = proposeOptions(fenced).questions.find((q) => q.text === 'Who may publish a Page?');
    expect(who).toBeDefined();
    if (!who) return;
    const answered = answerQuestion(fenced, who, 'b');
    const edited = fenced.replace('| reader | read, create, publish | Page |', '| reader | read, create | Page |');
    expect(answered).toBe(`${edited.trimEnd()}\n\n## Clarifications\n\n- Who may publish a Page? — only editor.\n\n`);
    // The second answer goes under the real note, the fenced one is left as it is.
    const withNote = answered;
    const q2 = proposeOptions(withNote).questions[0];
    if (q2) {
      const twice = answerQuestion(withNote, q2, 'a');
      expect(twice).toContain('```md\n## Clarifications\n\n- an example, not the note\n```');
      expect(twice).toContain(`- Who may publish a Page? — only editor.\n- ${q2.text} — ${q2.choices[0]?.label ?? ''}.\n`);
      expect(twice.match(/^## Clarifications/gm)?.length).toBe(2);
    }
  });

  it("keeps the text's line breaks, writes a row added at the end before the new note, and changes nothing when the edits do not fit", () => {
    const crlf = TEAM.replace(/\n/g, '\r\n');
    const who = proposeOptions(crlf).questions.find((q) => q.text === 'Who may publish a Page?');
    expect(who).toBeDefined();
    if (!who) return;
    const answered = answerQuestion(crlf, who, 'b');
    expect(answered.replace(/\r\n/g, '')).not.toContain('\n');
    expect(answered).toContain('\r\n\r\n## Clarifications\r\n\r\n- Who may publish a Page? — only editor.\r\n');
    // A choice whose edit inserts at the very end of the text: its row comes first, then the note.
    const atEnd: Question = {
      ...who,
      choices: [
        { id: 'x', label: 'a row', edits: [{ from: TEAM.length - 1, to: TEAM.length - 1, insert: '\n| GET | /api/x | — | Page |' }] },
      ],
    };
    expect(answerQuestion(TEAM, atEnd, 'x')).toBe(
      `${TEAM.trimEnd()}\n| GET | /api/x | — | Page |\n\n## Clarifications\n\n- Who may publish a Page? — a row.\n\n`,
    );
    // Edits made for another text change nothing.
    const stale: Question = { ...who, choices: [{ id: 'x', label: 'stale', edits: [{ from: 5, to: TEAM.length + 50, insert: '' }] }] };
    expect(answerQuestion(TEAM, stale, 'x')).toBe(TEAM);
    // A YAML spec has no Markdown note to write to.
    expect(answerQuestion('title: T\n', who, 'a')).toBe('title: T\n');
  });

  it('asks at most five', () => {
    for (const text of [TEAM, CFP, applyOptions(CFP, proposeOptions(CFP).options)])
      expect(proposeOptions(text).questions.length).toBeLessThanOrEqual(5);
  });
});
