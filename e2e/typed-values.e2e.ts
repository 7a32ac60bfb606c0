import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserPerTest } from './browser';
import { buildApp, buildAppRuntime, CSP_HEADER, openScreen } from './running-app-support';
import { startStaticServer, type StaticServer } from './static-server';

// Typed values and the spec's words in the built app: a datetime rule with a time-of-day accessor, an
// email rule whose message replaces the built-in one, a guard refused in the catalogue's words, and a
// time-relative rule that holds when the visit is booked but does not flag it once its time has passed.

const SPEC = `# Specification: Riverside Vets

## 1. What the product does and for whom
Owners book visits with the vet.

## 2. Screens and routes
| Route | Screen | Shows |
|---|---|---|
| /visits | Visits | list of visits |
| /visits/new | Book a visit | form to create a visit |
| /visits/:id | Visit | visit detail |

## 3. Entities and their fields
### Visit
| Field | Type | Required | Notes |
|---|---|---|---|
| id | id | yes | |
| email | email | yes | |
| startsAt | datetime | yes | |
| status | one of booked, done | yes | starts as booked |

## 4. States and transitions
| Entity | From | Event | To | Guard |
|---|---|---|---|---|
| Visit | booked | finish | done | \`record.startsAt <= now\` |

## 5. Validation rules
| Entity | Field | Rule | Message |
|---|---|---|---|
| Visit | email | email | Enter a valid email address |
| Visit | startsAt | \`value.getHours() >= OPENS_AT\` | We open at 9 |
| Visit | startsAt | in the future | Pick a time that is still to come |

## 7. The calls it makes
| Method | Path | Request | Response | Errors |
|---|---|---|---|---|
| GET | /api/visits | — | Visit[] | |
| GET | /api/visits/:id | — | Visit | NOT_FOUND |
| POST | /api/visits | Visit | Visit | INVALID |
| POST | /api/visits/:id/finish | — | Visit | NOT_FOUND, NOT_YET |

## 8. The error catalogue
| Code | Status | Message |
|---|---|---|
| NOT_FOUND | 404 | We could not find that visit. |
| INVALID | 422 | Please check the highlighted fields. |
| NOT_YET | 409 | The visit has not started yet. |

## 9. Business constants and limits
- OPENS_AT = 9 — the practice opens at nine
- TIME_ZONE = Europe/Paris — the practice's time zone
`;

const EVALUATOR_WORDS = /overload|cannot decode|google\.protobuf|Maximum call stack|could not be checked|point \d|record\.startsAt/;

const out = mkdtempSync(join(tmpdir(), 'specfront-typed-'));
let server: StaticServer;
const chromium = browserPerTest({ context: { timezoneId: 'Europe/Paris', viewport: { width: 1100, height: 760 } } });

beforeAll(async () => {
  buildAppRuntime();
  const spec = join(out, 'vets.spec.md');
  writeFileSync(spec, SPEC);
  await buildApp(spec, join(out, 'app'));
  server = await startStaticServer(join(out, 'app'), { csp: CSP_HEADER });
});

afterAll(async () => {
  await server?.close();
  rmSync(out, { recursive: true, force: true });
});

describe('typed values in the built app', () => {
  it('checks a local opening hour and shows the spec’s words; refuses in the catalogue’s words; does not flag a past visit later', async () => {
    const { page } = chromium;
    await page.clock.install({ time: new Date('2030-06-10T10:00:00+02:00') });
    await openScreen(page, server.url, '/visits/new');
    await page.getByLabel('Email').fill('not an address');
    // 08:30 in Paris: before opening time.
    await page.getByLabel('Starts at').fill('2030-06-20T08:30');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.locator('main').innerText()).toContain('Enter a valid email address');
    await expect.poll(() => page.locator('main').innerText()).toContain('We open at 9');
    expect(await page.locator('main').innerText()).not.toMatch(EVALUATOR_WORDS);
    await page.screenshot({ path: join(process.env.SPECFRONT_SHOTS ?? out, 'typed-form-errors.png') });

    await page.getByLabel('Email').fill('ada@example.org');
    await page.getByLabel('Starts at').fill('2030-06-20T09:30');
    await page.getByRole('button', { name: 'Create' }).click();
    // The detail of the new visit: its guard is false (it has not started), said in the catalogue's words.
    await expect.poll(() => page.locator('main').innerText()).toContain('The visit has not started yet.');
    expect(await page.getByRole('button', { name: 'finish' }).isDisabled()).toBe(true);
    expect(await page.locator('main').innerText()).not.toMatch(EVALUATOR_WORDS);
    expect(await page.locator('main').innerText()).not.toContain('breaks a rule');
    await page.screenshot({ path: join(process.env.SPECFRONT_SHOTS ?? out, 'typed-detail-refused.png') });

    // A month later the visit is past: it broke no rule when booked, so it is not flagged, and it can finish.
    await page.clock.setFixedTime(new Date('2030-07-20T10:00:00+02:00'));
    await page.reload();
    await page.getByRole('button', { name: 'finish' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'finish' }).isDisabled()).toBe(false);
    expect(await page.locator('main').innerText()).not.toContain('breaks a rule');
    await page.screenshot({ path: join(process.env.SPECFRONT_SHOTS ?? out, 'typed-detail-later.png') });
  });
});
