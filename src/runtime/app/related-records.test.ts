import { describe, expect, it } from 'vitest';
import { compileText } from '../../core/index';
import { addChildHref, nestedCreateHref, scopedListOf } from './related-records';
import { addOnlyLinks, relatedPlan } from './screens/RelatedLists';

// A child that only a call nested under its parent creates, and that no call lists: the parent's page links to
// the form under it (`/tickets/:id/replies/new`), since there is no list of replies to put an "Add" button on.
const SPEC = (replyScreen: string, ticketShows = 'one ticket') =>
  [
    '## 2. Screens and routes',
    '',
    '| Route | Screen | Shows |',
    '|---|---|---|',
    '| / | Tickets | list of tickets |',
    `| /tickets/:id | Ticket | ${ticketShows} |`,
    replyScreen,
    '',
    '## 3. Entities and their fields',
    '',
    '### Ticket',
    '',
    '| Field | Type | Required |',
    '|---|---|---|',
    '| id | id | yes |',
    '| subject | string | yes |',
    '',
    '### Reply',
    '',
    '| Field | Type | Required |',
    '|---|---|---|',
    '| id | id | yes |',
    '| body | text | yes |',
    '| ticket | Ticket | yes |',
    '',
    '## 7. The calls it makes',
    '',
    '| Method | Path | Request | Response |',
    '|---|---|---|---|',
    '| GET | /api/tickets | — | Ticket[] |',
    '| GET | /api/tickets/:id | — | Ticket |',
    '| POST | /api/tickets/:id/replies | { body: text } | Reply |',
    '',
  ].join('\n');

function links(text: string): { adds: string[]; href: string | null } {
  const app = compileText(text).app;
  const screen = app.screens.find((s) => s.route === '/tickets/:id');
  const ticket = app.entities.find((e) => e.name === 'Ticket');
  if (!screen || !ticket) throw new Error('no ticket screen');
  const adds = addOnlyLinks(app, screen, ticket, relatedPlan(app, screen, ticket));
  const reply = ticket.children[0];
  return {
    adds: adds.map((c) => `${c.entity}.${c.field}`),
    href: reply ? (addChildHref(app, reply, 'Ticket', 't 1')?.href ?? null) : null,
  };
}

describe('Add links for children created only under their parent', () => {
  it('links the parent page to the nested form, with the parent id in the address', () => {
    expect(links(SPEC('| /tickets/:id/replies/new | New reply | form to create reply |'))).toEqual({
      adds: ['Reply.ticket'],
      href: '#/tickets/t%201/replies/new',
    });
  });

  it('has nothing to link without a form under the parent, or when the Shows phrase chooses the lists', () => {
    expect(links(SPEC('')).adds).toEqual([]);
    expect(links(SPEC('| /tickets/:id/replies/new | New reply | form to create reply |', 'one ticket alone')).adds).toEqual([]);
    const app = compileText(SPEC('')).app;
    const reply = app.entities.find((e) => e.name === 'Ticket')?.children[0];
    expect(reply && nestedCreateHref(app, reply, 'Ticket', 't1')).toBeNull();
  });
});

// A list nested two levels deep, as APIs written by others often are (`/orgs/{org}/repos/{repo}/issues`).
const TRACKER = `# Specification: Tracker

## 1. What the product does and for whom

Teams track issues.

## 2. Screens and routes

| Route | Screen | Shows | Roles |
|---|---|---|---|
| /orgs/:org/repos/:repo/issues | Issues | list of Issue | |

## 3. Entities and their fields

### Repo

| Field | Type | Required | Notes |
|---|---|---|---|
| id | string | yes | |
| name | string | yes | |

### Issue

| Field | Type | Required | Notes |
|---|---|---|---|
| id | string | yes | |
| title | string | yes | |
| repo | Repo | no | |

## 7. The calls it makes

| Method | Path | Request | Response | Errors | Roles | Notes |
|---|---|---|---|---|---|---|
| GET | /orgs/:org/repos/:repo/issues | — | { data: Issue[], next?: string } | | | |
`;

describe('scopedListOf', () => {
  const { app } = compileText(TRACKER);
  const screen = app.screens.find((s) => s.route === '/orgs/:org/repos/:repo/issues');

  it("fills every path parameter of a nested list call from the screen's route, the parent's id included", () => {
    if (!screen) throw new Error('no screen');
    const scoped = scopedListOf(app, screen, { org: 'acme', repo: 'web' });
    expect(scoped?.parentId).toBe('web');
    expect(scoped?.request?.call.path).toBe('/orgs/:org/repos/:repo/issues');
    expect(scoped?.request?.input).toEqual({ params: { repo: 'web', org: 'acme' } });
  });

  it('does not call the nested list without every parameter it needs', () => {
    if (!screen) throw new Error('no screen');
    expect(scopedListOf(app, screen, { repo: 'web' })?.request ?? null).toBeNull();
  });
});
