import { describe, expect, it } from 'vitest';
import { checkSpec } from '../check/check-spec';
import { parseSpec } from '../parse/parse-spec';
import { acceptAll } from './accept-all';
import { proposeOptions } from './propose-options';
import { answerQuestion, type Question } from './questions';

// Issue 19: where the engine would guess on a draft's first run (who its people are, which state a record starts
// in, who may do an event no one is given), it asks, with answers from the draft's words, and the answers shape
// the options that follow.
const DRAFT = `# Lending library

## 1. What the product does and for whom

Members borrow books from the club's shelf. The librarian adds books and lends them.

Status of a loan: active, lost, returned.

## 7. The calls it makes

| Method | Path | Request | Response |
|---|---|---|---|
| GET | /api/loans | — | Loan[] |
| POST | /api/loans | { book: string } | Loan |
| POST | /api/loans/:id/return | — | Loan |
| GET | /api/books | — | Book[] |
| POST | /api/books | { title: string } | Book |
`;

const lineOf = (text: string, from: number): number => text.slice(0, from).split('\n').length;
const asked = (text: string): readonly Question[] => proposeOptions(text).questions;
const find = (text: string, q: string): Question | undefined => asked(text).find((x) => x.text === q);
const answer = (text: string, q: string, label: string): string => {
  const question = find(text, q);
  const choice = question?.choices.find((c) => c.label === label);
  if (!question || !choice) throw new Error(`no question “${q}” with “${label}”`);
  return answerQuestion(text, question, choice.id);
};

describe('questions on the first run', () => {
  it('asks who the people are, the first state and who may do an event, before any option is accepted', () => {
    const questions = asked(DRAFT);
    expect(questions.map((q) => q.text)).toEqual([
      'Is member a kind of user?',
      'What is the first state of a Loan?',
      'Who may return a Loan?',
    ]);
    const [person, first, who] = questions;
    expect(person?.choices.map((c) => c.label)).toEqual(['yes, a role', 'no, not a user']);
    // The states no event leads to, from the draft's list (returned is where `return` leads).
    expect(first?.choices.map((c) => c.label)).toEqual(['starts as active', 'starts as lost']);
    expect(first?.evidence.map((s) => lineOf(DRAFT, s.from))).toEqual([7]);
    expect(who?.choices.map((c) => c.label)).toEqual(['every role', 'only member', 'only librarian']);
    expect(who?.evidence.map((s) => lineOf(DRAFT, s.from))).toEqual([15]);
    // Answers in the draft's words only: no choice names a state or person the draft does not.
    for (const q of questions) expect(q.choices.every((c) => c.edits.length === 0)).toBe(true);
  });

  it('does not ask what the draft says', () => {
    const says = DRAFT.replace(
      'Status of a loan: active, lost, returned.',
      'Status of a loan: active, lost, returned. A new loan starts as active. Only the librarian can return a loan.',
    );
    expect(asked(says).map((q) => q.text)).toEqual(['Is member a kind of user?']);
    // A flow from its first state answers where records start.
    const flow = DRAFT.replace('Status of a loan: active, lost, returned.', 'Status of a loan: active -> returned -> lost.');
    expect(asked(flow).map((q) => q.text)).not.toContain('What is the first state of a Loan?');
    // One state no event leads to is the first.
    const one = DRAFT.replace('Status of a loan: active, lost, returned.', 'Status of a loan: active, returned.');
    expect(asked(one).map((q) => q.text)).not.toContain('What is the first state of a Loan?');
    // Once the roles are written, the first run's questions about people are not asked.
    const accepted = acceptAll(DRAFT).text;
    expect(asked(accepted).map((q) => q.text)).not.toContain('Is member a kind of user?');
  });

  it('keeps the answers under Clarifications and builds the options on them', () => {
    let text = answer(DRAFT, 'What is the first state of a Loan?', 'starts as lost');
    text = answer(text, 'Who may return a Loan?', 'only librarian');
    expect(text).toContain(
      '## Clarifications\n\n- What is the first state of a Loan? — starts as lost.\n- Who may return a Loan? — only librarian.\n',
    );
    expect(asked(text).map((q) => q.text)).toEqual(['Is member a kind of user?']);
    const { spec } = parseSpec(acceptAll(text).text);
    expect(spec.transitions.map((t) => `${t.from.value} ${t.event.value} ${t.to.value}`)).toEqual(['lost return returned']);
    const returners = spec.permissions.filter((p) => p.can.some((c) => c.value === 'return')).map((p) => p.role.value);
    expect(returners).toEqual(['librarian']);
    expect(checkSpec(acceptAll(text).text).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('drops a person answered “not a user”, and then asks no one-person question', () => {
    const text = answer(DRAFT, 'Is member a kind of user?', 'no, not a user');
    expect(asked(text).map((q) => q.text)).toEqual(['What is the first state of a Loan?']);
    const { spec } = parseSpec(acceptAll(text).text);
    expect(spec.roles.map((r) => r.name.value)).toEqual(['librarian']);
    // Without the answer, the member is a role.
    expect(parseSpec(acceptAll(DRAFT).text).spec.roles.map((r) => r.name.value)).toEqual(['member', 'librarian']);
  });

  it('asks who may do an event with the id it has once the roles are written', () => {
    const first = find(DRAFT, 'Who may return a Loan?');
    const later = find(acceptAll(DRAFT).text, 'Who may return a Loan?');
    expect(first?.id).toBeDefined();
    expect(later?.id).toBe(first?.id);
  });
});
