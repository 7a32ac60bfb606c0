import { describe, expect, it } from 'vitest';
import { checkSpec } from '../check/check-spec';
import { applyOptions } from './apply-options';
import { proposeOptions } from './propose-options';

const SHOP = [
  '# Shop',
  '',
  '## 1. What the product does and for whom',
  '',
  'Clerks run the shop. Customers order books, at most 5 books per order.',
  '',
  '## 2. Screens and routes',
  '',
  '| Route | Screen | Shows | Roles |',
  '|---|---|---|---|',
  '| / | Books | list of books | |',
  '| /authors | Authors | list of authors | clerks |',
  '',
  '## 7. The calls it makes',
  '',
  '| Method | Path | Request | Response |',
  '|---|---|---|---|',
  '| GET | /api/books | — | { id: id, title: string, status: "draft" \\| "published" \\| "withdrawn" }[] |',
  '| POST | /api/books/:id/publish | — | { id: id, status: "draft" \\| "published" \\| "withdrawn" } |',
  '| GET | /api/books/:bookId/reviews | — | { id: id, stars: integer }[] |',
  '',
].join('\n');

describe('inference rules on a second draft', () => {
  const { options } = proposeOptions(SHOP);
  const titles = options.map((o) => o.title);

  it('reads transitions from a union and an action call', () => {
    expect(titles).toContain('Add transition of `Book`: draft → published by `publish`');
  });

  it('names an entity a screen shows and proposes the call it needs, in the spec’s REST shape', () => {
    expect(titles).toContain('Add entity `Author`');
    expect(titles).toContain('Add call `GET /api/authors`');
  });

  it('adds a reference from a path parameter of a nested collection', () => {
    const review = options.find((o) => o.title.startsWith('Add entity `Review`'));
    expect(review?.edits[0]?.insert).toContain('| bookId | Book | yes | |');
  });

  it('proposes a detail screen for a detail call or for events (with the call), and roles from point 1 when point 2 names some', () => {
    // `publish` acts on one book: the app offers it on the book's detail screen, which needs the call.
    const detail = options.find((o) => o.title.startsWith('Add screen `/books/:id`'));
    expect(detail?.title).toBe('Add screen `/books/:id` and call `GET /api/books/:id`');
    expect(detail?.edits.map((x) => x.insert.trim())).toEqual([
      '| /books/:id | Book | one book | |',
      '| GET | /api/books/:id | — | Book |',
    ]);
    // Reviews have neither a detail call nor events: no detail screen.
    expect(titles.some((t) => t.startsWith('Add screen `/reviews/:id`'))).toBe(false);
    // Customers order books: people the prose names as the subject of something the app does are roles too.
    expect(titles).toContain('Add roles `clerks`, `customer` with their permissions');
    expect(titles).toContain('Add constant `MAX_BOOKS_PER_ORDER` = 5 (books)');
  });

  it('checks without errors once all are accepted', () => {
    const report = checkSpec(applyOptions(SHOP, options));
    expect(report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('names a reference a create request sends as a bare id, unless point 3 declares it an id', () => {
    const text = SHOP.replace(
      '| GET | /api/books/:bookId/reviews |',
      '| POST | /api/reviews | { bookId: id, stars: integer } | { id: id, bookId: id, stars: integer } |\n| GET | /api/books/:bookId/reviews |',
    );
    const refs = proposeOptions(text).options.filter((o) => o.title.includes('in the request of'));
    expect(refs.map((o) => o.title)).toEqual(['Make `bookId` a reference in the request of `POST /api/reviews`']);
    const accepted = applyOptions(text, refs);
    expect(accepted).toContain('| POST | /api/reviews | { bookId: Book, stars: integer } |');
    expect(proposeOptions(accepted).options.filter((o) => o.title.includes('in the request of'))).toEqual([]);
    const declared = text.replace(
      '## 7.',
      '## 3. Entities and their fields\n\n### Review\n\n| Field | Type | Required |\n|---|---|---|\n| id | id | yes |\n| bookId | id | yes |\n| stars | integer | yes |\n\n## 7.',
    );
    expect(proposeOptions(declared).options.filter((o) => o.title.includes('in the request of'))).toEqual([]);
  });

  it('takes the roles from point 1 when no screen names any (singular), granting what the draft leaves open to every role', () => {
    const text = SHOP.replace('| clerks |', '| |');
    const roles = proposeOptions(text).options.find((o) => o.point === 6);
    expect(roles?.title).toBe('Add roles `clerk`, `customer` with their permissions');
    expect(roles?.edits[0]?.insert).toContain('| customer | read, publish | Book | |');
  });
});
