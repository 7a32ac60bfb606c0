import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptAll, checkSpec, parseSpec } from '../core/index';
import { runCli } from './run-cli';
import { createMemoryIo } from './test-support';

// `specfront options` end to end with the real core, on the rough draft.
const root = join(import.meta.dirname, '..', '..');
const DRAFT = readFileSync(join(root, 'examples', 'tool-library.draft.md'), 'utf8');
const BLANK = readFileSync(join(root, 'examples', 'blank.spec.md'), 'utf8');
const CFP_DRAFT = readFileSync(join(root, 'bench', 'options-corpus', 'cfp.draft.md'), 'utf8');

interface Listed {
  options: { id: string; point: number; title: string; detail: string; evidence: { line: number; column: number }[]; requires: string[] }[];
  guidance: { point: number; question: string }[];
}

async function list(): Promise<Listed> {
  const io = createMemoryIo({ 'draft.md': DRAFT });
  expect(await runCli(['options', 'draft.md', '--json'], io)).toBe(0);
  return JSON.parse(io.out()) as Listed;
}

describe('specfront options', () => {
  it('--json prints { options } with id, point, title, detail and evidence as line and column', async () => {
    const { options } = await list();
    expect(options.length).toBeGreaterThan(10);
    const tool = options.find((o) => o.title.startsWith('Add entity `Tool`'));
    expect(tool).toMatchObject({ point: 3, evidence: expect.arrayContaining([{ line: 28, column: 9 }]) });
    expect(Object.keys(tool ?? {})).toEqual(['id', 'point', 'title', 'detail', 'evidence', 'requires']);
  });

  it('lists options grouped by point with file:line:col evidence', async () => {
    const io = createMemoryIo({ 'draft.md': DRAFT });
    expect(await runCli(['options', 'draft.md'], io)).toBe(0);
    const out = io.out();
    expect(out).toMatch(/^draft\.md: 16 options/);
    expect(out.indexOf('Point 2 — Screens and routes')).toBeLessThan(out.indexOf('Point 3 — Entities and their fields'));
    expect(out).toContain('evidence: draft.md:19:29, draft.md:30:10');
  });

  it('--apply ID prints the spec with that option applied; --apply all applies every one', async () => {
    const { options } = await list();
    const loanPeriod = options.find((o) => o.title.includes('LOAN_PERIOD'));
    const io = createMemoryIo({ 'draft.md': DRAFT });
    expect(await runCli(['options', 'draft.md', '--apply', loanPeriod?.id ?? ''], io)).toBe(0);
    expect(io.out()).toBe(
      `${DRAFT.trimEnd()}\n\n## 9. Business constants and limits\n\n| Name | Value | Meaning |\n|---|---|---|\n` +
        '| LOAN_PERIOD | 7 days | a member may have up to 3 tools at a time, each for a week, and can renew a loan once if nobody is waiting for the tool |\n',
    );
    const all = createMemoryIo({ 'draft.md': DRAFT });
    expect(await runCli(['options', 'draft.md', '--apply', 'all'], all)).toBe(0);
    expect(checkSpec(all.out()).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('--apply ID also applies the options it requires, and says which and why on stderr', async () => {
    const { options } = await list();
    const find = (start: string): { id: string; title: string } =>
      options.find((o) => o.title.startsWith(start)) ?? { id: '?', title: '?' };
    const form = find('Make `/tools/new`');
    const tool = find('Add entity `Tool`');
    const nameTool = find('Name `Tool`');
    const io = createMemoryIo({ 'draft.md': DRAFT });
    expect(await runCli(['options', 'draft.md', '--apply', form.id], io)).toBe(0);
    expect(io.err()).toContain('also applying 6 options that the chosen ones need:');
    expect(io.err()).toContain(`  ${tool.id}  ${tool.title} (needed by ${form.id}: ${form.title})`);
    expect(io.err()).toContain(`  ${nameTool.id}  ${nameTool.title} (needed by ${form.id}`);
    expect(io.out()).toContain('| /tools/new | Add a tool | form to create tool | volunteers |');
    expect(io.out()).toContain('### Tool');
    expect(io.out()).toContain('### Loan');
    const report = checkSpec(io.out());
    expect(report.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    const alone = createMemoryIo({ 'draft.md': DRAFT });
    expect(await runCli(['options', 'draft.md', '--apply', find('Add error `NOT_FOUND`').id], alone)).toBe(0);
    expect(alone.err()).toBe('');
  });

  it('--apply takes several ids, and --write writes the file back', async () => {
    const { options } = await list();
    const ids = options.filter((o) => o.point === 8).map((o) => o.id);
    const io = createMemoryIo({ 'draft.md': DRAFT });
    expect(await runCli(['options', 'draft.md', '--apply', ...ids, '--write'], io)).toBe(0);
    expect(io.writes).toEqual(['draft.md']);
    expect(io.out()).toBe('applied 4 options to draft.md\n');
    expect(checkSpec(io.files.get('draft.md') ?? '').counts.errors).toBe(4);
  });

  it('gives a blank spec guidance only', async () => {
    const io = createMemoryIo({ 'blank.md': BLANK });
    expect(await runCli(['options', 'blank.md', '--json'], io)).toBe(0);
    const listed = JSON.parse(io.out()) as Listed;
    expect(listed.options).toEqual([]);
    expect(listed.guidance.map((g) => g.point)).toEqual([1, 2, 7]);
  });

  it('exits 2 for an unreadable file, an unknown id and wrong usage', async () => {
    expect(await runCli(['options', 'missing.md'], createMemoryIo())).toBe(2);
    const io = createMemoryIo({ 'draft.md': DRAFT });
    expect(await runCli(['options', 'draft.md', '--apply', 'nope'], io)).toBe(2);
    expect(io.err()).toContain('has no option "nope"');
    expect(await runCli(['options', 'draft.md', '--write'], createMemoryIo({ 'draft.md': DRAFT }))).toBe(2);
    expect(await runCli(['options', 'draft.md', '--json', '--apply', 'all'], createMemoryIo({ 'draft.md': DRAFT }))).toBe(2);
    expect(await runCli(['options'], createMemoryIo())).toBe(2);
    expect(await runCli(['options', '-', '--apply', 'all', '--write'], createMemoryIo({}, { stdin: DRAFT }))).toBe(2);
  });
});

describe('specfront options --answer', () => {
  it('lists the questions the spec leaves open and writes an answer in, kept under ## Clarifications', async () => {
    const all = createMemoryIo({ 'draft.md': CFP_DRAFT });
    expect(await runCli(['options', 'draft.md', '--apply', 'all'], all)).toBe(0);
    const listed = createMemoryIo({ 'spec.md': all.out() });
    expect(await runCli(['options', 'spec.md', '--json'], listed)).toBe(0);
    const { questions } = JSON.parse(listed.out()) as {
      questions: { id: string; text: string; choices: { id: string; label: string }[] }[];
    };
    const accept = questions.find((q) => q.text === 'From which states can `accept` happen to a Talk?');
    expect(accept?.choices.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    const human = createMemoryIo({ 'spec.md': all.out() });
    expect(await runCli(['options', 'spec.md'], human)).toBe(0);
    expect(human.out()).toContain(`${accept?.id ?? '?'}  From which states can \`accept\` happen to a Talk?`);
    const answered = createMemoryIo({ 'spec.md': all.out() });
    expect(await runCli(['options', 'spec.md', '--answer', `${accept?.id ?? '?'}=c`, '--write'], answered)).toBe(0);
    expect(answered.out()).toBe('answered 1 question in spec.md\n');
    const written = answered.files.get('spec.md') ?? '';
    expect(written).toContain('- From which states can `accept` happen to a Talk? — also from waitlisted.');
    expect(written).toContain('| Talk | waitlisted | accept | accepted |');
    const wrong = createMemoryIo({ 'spec.md': all.out() });
    expect(await runCli(['options', 'spec.md', '--answer', 'nope=a'], wrong)).toBe(2);
    expect(wrong.err()).toContain('has no question "nope"');
  });
});

// The imported Twilio Sync document: accepting all options, then proposing again, invents no call and writes no
// field twice (`ListSid` beside `list_sid`). Its list items are created only by
// `POST /v1/Services/:ServiceSid/Lists/:ListSid/Items`, whose words do not name the declared entity, so no
// create form is offered for them, and the flat `POST /v1/Services/:ServiceSid/Items` of before is gone; its
// records read only under `/v1/Services/:ServiceSid/…` get no screen at a route that cannot give `ServiceSid`.
describe('specfront options on an imported OpenAPI document', () => {
  const TWILIO = readFileSync(join(root, 'test-fixtures', 'openapi', 'twilio-sync', 'twilio_sync_v1.json'), 'utf8');
  const calls = (text: string): string[] => parseSpec(text).spec.calls.map((c) => `${c.method.value.toUpperCase()} ${c.path.value}`);
  const twins = (text: string): string[] =>
    parseSpec(text).spec.entities.flatMap((e) => {
      const folded = e.fields.map((f) => f.name.value.toLowerCase().replace(/[-_]/g, ''));
      return e.fields.filter((_, i) => folded.indexOf(folded[i] ?? '') !== i).map((f) => `${e.name.value}.${f.name.value}`);
    });

  it('twice after import: no invented call, no twin field, nothing proposed the second time', async () => {
    const io = createMemoryIo({ 'sync.json': TWILIO });
    expect(await runCli(['import', 'sync.json', '--out', 'sync.md'], io)).toBe(0);
    const imported = io.files.get('sync.md') ?? '';
    expect(await runCli(['options', 'sync.md', '--apply', 'all', '--write'], io)).toBe(0);
    const once = io.files.get('sync.md') ?? '';
    expect(once).not.toBe(imported);
    expect(calls(once)).toEqual(calls(imported));
    expect(once).not.toContain('POST | /v1/Services/:ServiceSid/Items');
    expect(twins(once)).toEqual([]);
    expect(checkSpec(once).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // Nor a screen the app cannot call from (`/Documents/:id` for `GET /v1/Services/:ServiceSid/Documents/:Sid`).
    expect(
      checkSpec(once)
        .diagnostics.filter((d) => d.code === 'param-mismatch')
        .map((d) => d.message),
    ).toEqual([]);
    const again = createMemoryIo({ 'sync.md': once });
    expect(await runCli(['options', 'sync.md', '--json'], again)).toBe(0);
    const { options } = JSON.parse(again.out()) as Listed;
    expect(options.map((o) => o.title)).toEqual([]);
  });
});

describe('specfront options on a first draft', () => {
  const LIBRARY = `# Lending library

## 1. What the product does and for whom

Members borrow books from the club's shelf. The librarian adds books and lends them.

Status of a loan: active, lost, returned.

## 7. The calls it makes

| Method | Path | Request | Response |
|---|---|---|---|
| GET | /api/loans | — | Loan[] |
| POST | /api/loans | { book: string } | Loan |
| POST | /api/loans/:id/return | — | Loan |
`;

  it('prints the first run’s questions with their evidence and choices, and --answer writes one in', async () => {
    const human = createMemoryIo({ 'draft.md': LIBRARY });
    expect(await runCli(['options', 'draft.md'], human)).toBe(0);
    const out = human.out();
    expect(out).toContain('Questions the draft leaves open');
    expect(out).toMatch(
      / {2}[0-9a-f]{8} {2}What is the first state of a Loan\?\n.*\n {12}evidence: draft\.md:7:1\n {12}a\) starts as active\n {12}b\) starts as lost\n/,
    );
    expect(out).toContain('Who may return a Loan?');
    const json = createMemoryIo({ 'draft.md': LIBRARY });
    expect(await runCli(['options', 'draft.md', '--json'], json)).toBe(0);
    const { questions } = JSON.parse(json.out()) as {
      questions: { id: string; text: string; evidence: { line: number; column: number }[]; choices: { id: string; label: string }[] }[];
    };
    const first = questions.find((q) => q.text === 'What is the first state of a Loan?');
    expect(first?.evidence).toEqual([{ line: 7, column: 1 }]);
    const answered = createMemoryIo({ 'draft.md': LIBRARY });
    expect(await runCli(['options', 'draft.md', '--answer', `${first?.id ?? '?'}=b`, '--write'], answered)).toBe(0);
    expect(answered.files.get('draft.md')).toContain('- What is the first state of a Loan? — starts as lost.');
  });

  it('--apply all accepts all as acceptAll does, round after round', async () => {
    // Calls in prose: the first round writes point 7's table, the next reads its roles and screens.
    const draft = LIBRARY.replace(/## 7\.[\s\S]*$/, 'The app calls `GET /api/loans` and `POST /api/loans/:id/return`.\n');
    const io = createMemoryIo({ 'draft.md': draft });
    expect(await runCli(['options', 'draft.md', '--apply', 'all'], io)).toBe(0);
    expect(io.out()).toBe(acceptAll(draft).text);
    // More than one round: the second proposes nothing more.
    expect(acceptAll(draft).rounds).toBeGreaterThan(1);
    const written = createMemoryIo({ 'draft.md': draft });
    expect(await runCli(['options', 'draft.md', '--apply', 'all', '--write'], written)).toBe(0);
    expect(written.out()).toBe(`applied ${acceptAll(draft).applied} options to draft.md\n`);
  });
});
