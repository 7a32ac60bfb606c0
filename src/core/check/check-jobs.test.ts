import { describe, expect, it } from 'vitest';
import { checkSpec } from './check-spec';

const JOBS = ['no-create-form', 'no-detail-screen', 'role-without-screen', 'unreachable-screen'];

function jobs(text: string): string[] {
  return checkSpec(text)
    .diagnostics.filter((d) => JOBS.includes(d.code))
    .map((d) => `${d.code} ${d.line}`);
}

const SPEC = (screens: string, roles = ''): string => `# Board

## 2. Screens and routes

| Route | Screen | Shows | Roles |
|---|---|---|---|
${screens}

## 3. Entities and their fields

### Card

| Field | Type | Required |
|---|---|---|
| id | id | yes |
| title | string | yes |
| status | one of open, archived | yes |

## 4. States and transitions

| Entity | From | Event | To |
|---|---|---|---|
| Card | open | archive | archived |
${roles}
## 7. The calls it makes

| Method | Path | Request | Response |
|---|---|---|---|
| GET | /api/cards | — | Card[] |
| GET | /api/cards/:id | — | Card |
| POST | /api/cards | { title: string } | Card |
| POST | /api/cards/:id/archive | — | Card |
`;

describe('the jobs the app cannot do', () => {
  it('names an entity created by a call but by no form, and one with events but no detail screen', () => {
    expect(jobs(SPEC('| / | Cards | list of cards | |'))).toEqual(['no-create-form 11', 'no-detail-screen 11']);
  });

  it('is silent when the list, the form and the detail screen are there', () => {
    expect(
      jobs(SPEC('| / | Cards | list of cards | |\n| /cards/new | New card | form to create card | |\n| /cards/:id | Card | one card | |')),
    ).toEqual([]);
  });

  it('names a detail screen nothing links to (no list of the same records)', () => {
    expect(jobs(SPEC('| /cards/new | New card | form to create card | |\n| /cards/:id | Card | one card | |'))).toEqual([
      'unreachable-screen 8',
    ]);
  });

  it("counts links from other records: a related list on the parent's page, a reference shown elsewhere", () => {
    const text = (screens: string) =>
      `# Tracker\n\n## 2. Screens and routes\n\n| Route | Screen | Shows |\n|---|---|---|\n${screens}\n\n## 3. Entities and their fields\n\n### Project\n\n| Field | Type |\n|---|---|\n| id | id |\n| name | string |\n\n### Task\n\n| Field | Type |\n|---|---|\n| id | id |\n| title | string |\n| project | Project |\n`;
    // Tasks are listed on their project's page, whose rows link to the task.
    expect(
      jobs(
        text('| /projects | Projects | list of projects |\n| /projects/:id | Project | one project |\n| /tasks/:id | Task | one task |'),
      ),
    ).toEqual([]);
    // A task list shows each task's project as a link to the project's page.
    expect(
      jobs(text('| /tasks | Tasks | list of tasks |\n| /tasks/:id | Task | one task |\n| /projects/:id | Project | one project |')),
    ).toEqual([]);
    // Nothing shows a task: its detail screen stays unreachable.
    expect(jobs(text('| /projects | Projects | list of projects |\n| /tasks/:id | Task | one task |'))).toEqual(['unreachable-screen 8']);
  });

  it('names a role no screen admits', () => {
    const roles =
      '\n## 6. Roles and permissions\n\n| Role | Description |\n|---|---|\n| editor | |\n| guest | |\n\n| Role | Can | On |\n|---|---|---|\n| editor | read, create, archive | Card |\n| guest | read | Card |\n';
    const screens =
      '| / | Cards | list of cards | editor |\n| /cards/new | New card | form to create card | editor |\n| /cards/:id | Card | one card | editor |';
    expect(jobs(SPEC(screens, roles))).toEqual(['role-without-screen 32']);
  });
});
