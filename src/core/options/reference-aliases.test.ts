import { describe, expect, it } from 'vitest';
import { checkSpec } from '../check/check-spec';
import { applyOptions } from './apply-options';
import { proposeOptions } from './propose-options';

// A reference point 3 names after the entity (`plot: Plot`) is the field the calls send as its id
// (`plotId`, `plot_id`), and the other way round: options add no second field for it, and a request that
// sends the id as a bare `uuid` gets the reference's entity (a picker in the form). Written before the code,
// in styles other than the import that showed it (an OpenAPI document whose responses embed `plot: Plot`
// and whose requests send `gardenerId`).

const titles = (text: string): string[] => proposeOptions(text).options.map((o) => o.title);

/** Allotments, in tables: the tenancy embeds its plot and gardener; the nested create sends `gardenerId`. */
const ALLOTMENTS = `# Allotments

## 1. What the product does and for whom

The parish committee lets plots to gardeners.

## 2. Screens and routes

| Route | Screen | Shows |
|---|---|---|
| /plots | Plots | list of plots |
| /plots/:id | Plot | one plot |
| /gardeners | Gardeners | list of gardeners |

## 3. Entities and their fields

### Plot

| Field | Type | Required |
|---|---|---|
| id | id | yes |
| number | integer | yes |

### Gardener

| Field | Type | Required |
|---|---|---|
| id | id | yes |
| name | string | yes |

### Tenancy

| Field | Type | Required |
|---|---|---|
| id | id | yes |
| plot | Plot | yes |
| gardener | Gardener | yes |
| starts | date | yes |

## 7. The calls it makes

| Method | Path | Request | Response |
|---|---|---|---|
| GET | /plots | — | Plot[] |
| GET | /plots/:plotId | — | Plot |
| GET | /gardeners | — | Gardener[] |
| POST | /plots/:plotId/tenancies | { gardenerId: uuid, starts: date } | Tenancy |
`;

/** A lending desk in bullets, snake_case ids: the loan embeds its book; the create sends `book_id`. */
const LOANS = `# Lending desk

## 2. Screens and routes

- \`/books\` — Books: list of books
- \`/loans\` — Loans: list of loans

## 3. Entities and their fields

### Book
- id: id, required
- title: string, required

### Loan
- id: id, required
- book: Book, required
- due: date, required

## 7. The calls it makes

- GET /api/books → Book[]
- GET /api/loans → Loan[]
- POST /api/loans — { book_id: id, due: date } → Loan
`;

describe('a reference named after its entity and the id the calls send', () => {
  it('are one field: no `gardenerId` or `plotId` beside `gardener: Gardener` and `plot: Plot`', () => {
    const all = titles(ALLOTMENTS);
    expect(all.filter((t) => t.includes('to `Tenancy`'))).toEqual([]);
    const accepted = applyOptions(ALLOTMENTS, proposeOptions(ALLOTMENTS).options);
    expect(accepted).not.toMatch(/\| (gardenerId|plotId) \|/);
    expect(
      checkSpec(accepted)
        .diagnostics.filter((d) => d.severity === 'error')
        .map((d) => d.message),
    ).toEqual([]);
  });

  it('the nested create request gets the reference: `gardenerId: Gardener`', () => {
    const accepted = applyOptions(ALLOTMENTS, proposeOptions(ALLOTMENTS).options);
    expect(accepted).toContain('| POST | /plots/:plotId/tenancies | { gardenerId: Gardener, starts: date } | Tenancy |');
    expect(proposeOptions(accepted).options.map((o) => o.title)).toEqual([]);
  });

  it('fold snake_case ids too: no `book_id` beside `book: Book`, and the request sends `book_id: Book`', () => {
    const all = titles(LOANS);
    expect(all.filter((t) => t.includes('to `Loan`'))).toEqual([]);
    const accepted = applyOptions(LOANS, proposeOptions(LOANS).options);
    expect(accepted).toContain('- POST /api/loans — { book_id: Book, due: date } → Loan');
    expect(accepted).not.toMatch(/^- book_id:/m);
  });

  it('work the other way round: a response embedding `owner` is the declared `ownerId: Owner`', () => {
    const text = `# Pets

## 2. Screens and routes

- \`/pets\` — Pets: list of pets

## 3. Entities and their fields

### Owner
- id: id, required
- name: string, required

### Pet
- id: id, required
- name: string, required
- ownerId: Owner, required

## 7. The calls it makes

- GET /api/owners → Owner[]
- GET /api/pets → { id: id, name: string, owner: Owner }[]
`;
    expect(titles(text).filter((t) => t.includes('to `Pet`'))).toEqual([]);
  });

  it('are not one field when the declared one is no reference: `plot: string` (a plot number) and `plotId` are two', () => {
    const text = ALLOTMENTS.replace('| plot | Plot | yes |', '| plot | string | yes |');
    expect(titles(text).filter((t) => t.includes('to `Tenancy`'))).toEqual(['Add `plotId` to `Tenancy`']);
  });
});
