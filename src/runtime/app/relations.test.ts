import { describe, expect, it } from 'vitest';
import { compileText } from '../../core/index';
import { scopedListOf } from './relations';

// A list nested two levels deep, as APIs written by others often are (`/orgs/{org}/repos/{repo}/issues`).
const SPEC = `# Specification: Tracker

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
  const { app } = compileText(SPEC);
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
