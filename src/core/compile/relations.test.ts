import { describe, expect, it } from 'vitest';
import { checkSpec } from '../check/check-spec';
import { compileText } from './compile-app';
import { filtersOf, onDeleteOf } from './relation-phrases';

/** A tracker: Board → Column → Card, Card ↔ Label; nested calls listed before the plain ones. */
const TRACKER = `# Tracker

## 1. What the product does and for whom

Teams move cards across the columns of their boards.

## 2. Screens and routes

- \`/cards\` — Cards: shows list of cards
- \`/columns/:id/cards\` — Cards of a column: shows list of cards
- \`/columns/:columnId/cards/new\` — New card: shows form to create Card
- \`/cards/:id\` — Card: shows one card
- \`/boards\` — Boards: shows list of boards
- \`/boards/:id\` — Board: shows one board
- \`/boards/:id/columns\` — Columns: shows list of columns
- \`/labels/:id/cards\` — Cards with a label: shows list of cards

## 3. Entities and their fields

### Board

| Field | Type | Required | Notes |
|---|---|---|---|
| id | id | yes | |
| name | string | yes | |

### Column

| Field | Type | Required | Notes |
|---|---|---|---|
| id | id | yes | |
| board | Board | yes | deleted with its board |
| title | string | yes | |

### Label

| Field | Type | Required | Notes |
|---|---|---|---|
| id | id | yes | |
| name | string | yes | |

### Card

| Field | Type | Required | Notes |
|---|---|---|---|
| id | id | yes | |
| column | Column | yes | |
| title | string | yes | |
| labels | Label[] | no | |

## 7. The calls it makes

| Method | Path | Request | Response | Errors | Notes |
|---|---|---|---|---|---|
| GET | /api/columns/:columnId/cards | — | Card[] | NOT_FOUND | |
| GET | /api/cards?column&title | — | Card[] | | title starts with the text typed |
| POST | /api/columns/:columnId/cards | Card | Card | NOT_FOUND | |
| GET | /api/cards/:id | — | Card | NOT_FOUND | |
| GET | /api/boards | — | Board[] | | |
| GET | /api/boards/:id | — | Board | NOT_FOUND | |
| GET | /api/boards/:id/columns | — | Column[] | NOT_FOUND | |
| GET | /api/labels/:id/cards | — | Card[] | NOT_FOUND | |
| GET | /api/labels | — | Label[] | | |
`;

describe('related records: binding', () => {
  const { app, report } = compileText(TRACKER);
  const screen = (route: string) => app.screens.find((s) => s.id === route);
  const entity = (name: string) => app.entities.find((e) => e.name === name);

  it('gives a list screen without a parent the call without path parameters, though a nested one is listed first', () => {
    expect(screen('/cards')?.calls.list).toBe('GET /api/cards');
    expect(screen('/cards')?.parent).toBeNull();
    expect(entity('Card')?.calls.list).toBe('GET /api/cards');
  });

  it('gives a route with a parent the call nested under it, mapping the route parameter to the call parameter', () => {
    const s = screen('/columns/:id/cards');
    expect(s?.calls.list).toBe('GET /api/columns/:columnId/cards');
    expect(s?.parent).toEqual({
      param: 'id',
      entity: 'Column',
      field: 'column',
      many: false,
      scope: { list: { via: 'path', args: { columnId: 'id' } }, create: { via: 'path', args: { columnId: 'id' } } },
    });
  });

  it('counts a POST under a parent as the create call of a form whose route names that parent', () => {
    const s = screen('/columns/:columnId/cards/new');
    expect(s?.gap).toBeNull();
    expect(s?.calls.create).toBe('POST /api/columns/:columnId/cards');
    expect(s?.parent?.field).toBe('column');
    expect(entity('Card')?.nested).toEqual([
      { slot: 'list', call: 'GET /api/columns/:columnId/cards', param: 'columnId', parent: 'Column', field: 'column', many: false },
      { slot: 'create', call: 'POST /api/columns/:columnId/cards', param: 'columnId', parent: 'Column', field: 'column', many: false },
      { slot: 'list', call: 'GET /api/labels/:id/cards', param: 'id', parent: 'Label', field: 'labels', many: true },
    ]);
    const call = app.calls.find((c) => c.id === 'POST /api/columns/:columnId/cards');
    expect(call?.slot).toBe('create');
    expect(call?.parent).toEqual({ param: 'columnId', entity: 'Column', field: 'column', many: false });
  });

  it('scopes a many-to-many list by the list of references', () => {
    expect(screen('/labels/:id/cards')?.calls.list).toBe('GET /api/labels/:id/cards');
    expect(screen('/labels/:id/cards')?.parent?.many).toBe(true);
  });

  it('exposes references, children with their nested calls, and what deleting does', () => {
    expect(entity('Column')?.references).toEqual([{ field: 'board', entity: 'Board', many: false, onDelete: 'cascade' }]);
    expect(entity('Board')?.children).toEqual([
      { entity: 'Column', field: 'board', many: false, onDelete: 'cascade', list: 'GET /api/boards/:id/columns', create: null },
    ]);
    expect(entity('Label')?.children).toEqual([
      { entity: 'Card', field: 'labels', many: true, onDelete: 'refuse', list: 'GET /api/labels/:id/cards', create: null },
    ]);
    expect(entity('Column')?.children.map((c) => [c.entity, c.field, c.list, c.create])).toEqual([
      ['Card', 'column', 'GET /api/columns/:columnId/cards', 'POST /api/columns/:columnId/cards'],
    ]);
  });

  it('reads how a filter matches from the Notes', () => {
    expect(app.calls.find((c) => c.id === 'GET /api/cards')?.filters).toEqual([
      { param: 'column', match: 'equals' },
      { param: 'title', match: 'startsWith' },
    ]);
  });

  it('checks with no binding diagnostic', () => {
    const codes = report.diagnostics.map((d) => d.code);
    for (const c of ['ambiguous-call', 'param-mismatch', 'screen-without-call', 'no-parent-field', 'ambiguous-parent'])
      expect(codes).not.toContain(c);
  });
});

describe('related records: diagnostics that say which call and why, and suggest what works', () => {
  const base = (calls: string, screens = '- `/cards` — Cards: shows list of cards', cardFields = '| column | Column | yes | |') => `# T

## 2. Screens and routes

${screens}

## 3. Entities and their fields

### Column

| Field | Type | Required | Notes |
|---|---|---|---|
| id | id | yes | |
| title | string | yes | |

### Card

| Field | Type | Required | Notes |
|---|---|---|---|
| id | id | yes | |
| title | string | yes | |
${cardFields}

## 7. The calls it makes

| Method | Path | Request | Response | Errors | Notes |
|---|---|---|---|---|---|
${calls}
`;
  const found = (text: string, code: string) =>
    checkSpec(text)
      .diagnostics.filter((d) => d.code === code)
      .map((d) => d.message);

  it('a list route without a parent and only a nested call: give the route the parent, or add the plain call', () => {
    const text = base('| GET | /api/columns/:id/cards | — | Card[] | | |');
    expect(found(text, 'screen-without-call')).toEqual([]);
    const [message] = found(text, 'param-mismatch');
    expect(message).toContain('`GET /api/columns/:id/cards`');
    expect(message).toContain('`/columns/:id/cards`');
    expect(message).toContain('`GET /api/cards`');
    expect(message).not.toContain('add `:id` to the route');
    // Both suggestions work: each one makes the warning go away.
    expect(
      found(
        base('| GET | /api/columns/:id/cards | — | Card[] | | |', '- `/columns/:id/cards` — Cards: shows list of cards'),
        'param-mismatch',
      ),
    ).toEqual([]);
    expect(
      found(base('| GET | /api/columns/:id/cards | — | Card[] | | |\n| GET | /api/cards | — | Card[] | | |'), 'param-mismatch'),
    ).toEqual([]);
  });

  it('two plain list calls: the first is used, the message says so and suggests nesting the other under a parent it has', () => {
    const text = base('| GET | /api/cards | — | Card[] | | |\n| GET | /api/all-cards | — | Card[] | | |');
    const [message] = found(text, 'ambiguous-call');
    expect(message).toContain('the app uses `GET /api/cards`');
    expect(message).toContain('`/api/columns/:id/cards`');
    expect(message).not.toContain('make their paths differ');
    // The suggested path is indeed nested, so it no longer competes.
    expect(
      found(base('| GET | /api/cards | — | Card[] | | |\n| GET | /api/columns/:id/cards | — | Card[] | | |'), 'ambiguous-call'),
    ).toEqual([]);
  });

  it('without a parent field to nest under, only removing one is suggested', () => {
    const [message] = found(
      base('| GET | /api/cards | — | Card[] | | |\n| GET | /api/all-cards | — | Card[] | | |', undefined, ''),
      'ambiguous-call',
    );
    expect(message).toMatch(/Remove one of them\.$/);
  });

  it('a nested call whose child has no field for the parent: add one', () => {
    const [message] = found(
      base('| GET | /api/cards | — | Card[] | | |\n| GET | /api/columns/:id/cards | — | Card[] | | |', undefined, ''),
      'no-parent-field',
    );
    expect(message).toContain('add one to `Card` in point 3 (`column | Column`)');
  });

  it('a nested call with two fields that fit: name one in the Notes, which settles it', () => {
    const two = '| column | Column | yes | |\n| movedFrom | Column | no | |';
    const [message] = found(
      base('| GET | /api/columns/:id/cards | — | Card[] | | |', '- `/columns/:id/cards` — C: shows list of cards', two),
      'ambiguous-parent',
    );
    expect(message).toContain('`column`, `movedFrom`');
    const settled = base(
      '| GET | /api/columns/:id/cards | — | Card[] | | cards whose `column` is this one |',
      '- `/columns/:id/cards` — C: shows list of cards',
      two,
    );
    expect(found(settled, 'ambiguous-parent')).toEqual([]);
    expect(compileText(settled).app.calls[0]?.parent?.field).toBe('column');
    const byParam = base(
      '| GET | /api/columns/:movedFromId/cards | — | Card[] | | |',
      '- `/columns/:id/cards` — C: shows list of cards',
      two,
    );
    expect(compileText(byParam).app.calls[0]?.parent?.field).toBe('movedFrom');
  });

  it('a path parameter named after a field filters by that field', () => {
    const { app } = compileText(base('| GET | /api/cards/by-title/:title | — | Card[] | | |'));
    expect(app.calls[0]?.parent).toEqual({ param: 'title', entity: null, field: 'title', many: false });
  });
});

describe('filter phrases, as different authors write them', () => {
  const cases: [string[], string, Record<string, string>][] = [
    [['lastName'], 'last name starts with the text typed', { lastName: 'startsWith' }],
    [
      ['lastName', 'city'],
      'owners whose `lastName` begins with the letters typed; city is matched exactly',
      { lastName: 'startsWith', city: 'equals' },
    ],
    [['name'], 'name: prefix match', { name: 'startsWith' }],
    [['name', 'q'], 'matches the name anywhere, ignoring case', { name: 'contains' }],
    [['title', 'status'], 'title contains the words typed. status equals one of the states', { title: 'contains', status: 'equals' }],
    [['city'], 'partial match on the city', { city: 'contains' }],
    [['name', 'kind'], 'sorted by name', { name: 'equals', kind: 'equals' }],
    [['species', 'name'], 'filters by species', { species: 'equals', name: 'equals' }],
    [['last_name', 'limit', 'offset'], 'search by last name, beginning with what was typed', { last_name: 'startsWith' }],
  ];
  it.each(cases)('%j with "%s"', (query, notes, expected) => {
    expect(Object.fromEntries(filtersOf(query, notes).map((f) => [f.param, f.match]))).toEqual(expected);
  });

  it('reads cascade phrases on a reference field, and refuses by default', () => {
    for (const notes of ['deleted with its owner', 'Cascade on delete', 'removed together with the pet', 'cascades', 'goes with its board'])
      expect(onDeleteOf(notes), notes).toBe('cascade');
    for (const notes of ['', "the pet's owner", 'cannot be deleted while it has pets', 'the owner who brought it in'])
      expect(onDeleteOf(notes), notes).toBe('refuse');
  });
});
