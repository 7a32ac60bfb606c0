import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellFixture } from './cell-fixture';
import { parseShows } from './shows';

const read = (text: string) => {
  const f = cellFixture(text, '| /talks | Talks | ');
  const r = parseShows(f.src);
  return { kind: r.kind, target: r.target?.value ?? null, at: r.target ? f.at(r.target.span) : null };
};

describe('parseShows', () => {
  it.each([
    ['list of Talk', 'list', 'Talk'],
    ['List Of tools', 'list', 'tools'],
    ['a list of all talks.', 'list', 'talks'],
    ['talks list', 'list', 'talks'],
    ['Talk detail', 'detail', 'Talk'],
    ['talk details', 'detail', 'talk'],
    ['one Talk', 'detail', 'Talk'],
    ['detail of the Talk', 'detail', 'Talk'],
    ['form to create Talk', 'create', 'Talk'],
    ['Form To Create a Review', 'create', 'Review'],
    ['new Talk', 'create', 'Talk'],
    ['create talk', 'create', 'talk'],
    ['form to edit Talk', 'edit', 'Talk'],
    ['edit Talk', 'edit', 'Talk'],
    ['list of order-items', 'list', 'order-items'],
  ])('reads %j as %s of %s with its exact span', (text, kind, target) => {
    expect(read(text)).toEqual({ kind, target, at: target });
  });

  it.each([
    'the conference and how selection works',
    '',
    'list of',
    'list of talks and reviews',
    'new and noteworthy talks',
    'edit',
    'a list of `Talk`',
    'list of talks | reviews',
  ])('reads %j as content', (text) => {
    expect(read(text)).toEqual({ kind: 'content', target: null, at: null });
  });

  // Detail phrases with the related lists they ask for, as different authors write them.
  const related = (text: string) => {
    const f = cellFixture(text, '| /owners/:id | Owner | ');
    const r = parseShows(f.src);
    return {
      kind: r.kind,
      target: r.target?.value ?? null,
      mode: r.related?.mode ?? null,
      names: r.related?.names.map((n) => f.at(n.span)) ?? null,
    };
  };
  it.each([
    ['Owner detail with pets and visits', 'Owner', 'with', ['pets', 'visits']],
    ['one owner, with their pets', 'owner', 'with', ['pets']],
    ['Owner details with pets, visits and invoices.', 'Owner', 'with', ['pets', 'visits', 'invoices']],
    ['detail of the owner with the pets & their visits', 'owner', 'with', ['pets', 'visits']],
    ['Pet detail with visits', 'Pet', 'with', ['visits']],
    ['Owner detail with each pet', 'Owner', 'with', ['pet']],
    ['Owner detail without visits', 'Owner', 'without', ['visits']],
    ['Owner detail alone', 'Owner', 'with', []],
    ['one owner only', 'owner', 'with', []],
    ['Owner detail without related records', 'Owner', 'with', []],
    ['Owner detail without lists', 'Owner', 'with', []],
  ])('reads %j as a detail of %s %s %j', (text, target, mode, names) => {
    expect(related(text)).toEqual({ kind: 'detail', target, mode, names });
  });
  it.each([
    'Owner detail with a map of the area',
    'Owner detail with',
    'Owner detail with pets and',
    'Owner detail with pets,, visits',
    'list of owners with pets',
    'new owner with pets',
    'the owners with pets and visits',
  ])('reads %j as content', (text) => {
    expect(related(text)).toEqual({ kind: 'content', target: null, mode: null, names: null });
  });
  it('keeps plain phrases without related lists', () => {
    expect(related('Owner detail')).toEqual({ kind: 'detail', target: 'Owner', mode: null, names: null });
  });

  it('never throws (seed 17)', () => {
    const alphabet = fc.constantFrom('list ', 'of ', 'new ', 'Talk ', 'a ', 'detail', '.', ' ', '|', 'é');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 10 }), (parts) => {
        const r = read(parts.join(''));
        expect(r.kind === 'content').toBe(r.target === null);
      }),
      { seed: 17, numRuns: 500 },
    );
  });
});
