import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyOptions, proposeOptions } from '../src/core/index';
import { browserPerTest } from './browser';
import { devServerPerFile } from './dev-server';
import { editorText } from './studio-support';
import { ROOT } from './running-app-support';

// Issue 10, step 3: in the studio's Options panel, a question the spec leaves open is answered with one click;
// the answer is written into the spec and kept under a Clarifications note, and the question is not asked again.
// Issue 19: the first run of a draft (no option accepted yet) already asks where the engine would guess.

const SHOTS = 'test-results';
const draft = readFileSync(join(ROOT, 'bench', 'options-corpus', 'cfp.draft.md'), 'utf8');
const accepted = applyOptions(draft, proposeOptions(draft).options);

// A first draft: its states are a plain list, two of them reached by no event.
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

const server = devServerPerFile();
const chromium = browserPerTest({ consoleErrors: true });

describe('questions in the Options panel', () => {
  it('answers "from which states can accept happen" with one click, kept under Clarifications', async () => {
    const { page } = chromium;
    await page.goto(server.url);
    await page.locator('.cm-content').waitFor();
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(accepted);
    await page.getByRole('tab', { name: 'Options' }).click();
    const question = page.getByTestId('question').filter({ hasText: 'From which states can accept happen to a Talk?' });
    await question.waitFor();
    await page.screenshot({ path: `${SHOTS}/studio-questions.png` });
    await question.getByRole('button', { name: 'also from waitlisted' }).click();
    await expect.poll(() => question.count()).toBe(0);
    await page.locator('.cm-content').focus();
    await page.keyboard.press('Control+End');
    await expect.poll(() => editorText(page)).toContain('- From which states can `accept` happen to a Talk? — also from waitlisted.');
  });

  it('asks on the first run of a draft, with the states its words list, and writes the answer in', async () => {
    const { page } = chromium;
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(server.url);
    await page.locator('.cm-content').waitFor();
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(LIBRARY);
    await page.getByRole('tab', { name: 'Options' }).click();
    const question = page.getByTestId('question').filter({ hasText: 'What is the first state of a Loan?' });
    await question.waitFor();
    await expect
      .poll(() => question.getByRole('button').allTextContents())
      .toEqual(['starts as active', 'starts as lost', '“Status of a loan: active, lost, returned”']);
    await page.screenshot({ path: `${SHOTS}/studio-first-run-questions.png` });
    await question.getByRole('button', { name: 'starts as lost' }).click();
    await expect.poll(() => question.count()).toBe(0);
    await page.locator('.cm-content').focus();
    await page.keyboard.press('Control+End');
    await expect.poll(() => editorText(page)).toContain('- What is the first state of a Loan? — starts as lost.');
  });
});
