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
