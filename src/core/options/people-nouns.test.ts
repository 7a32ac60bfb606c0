import { describe, expect, it } from 'vitest';
import { peopleNouns } from './people-nouns';

describe('peopleNouns', () => {
  it('finds actors and plural subjects, with their places', () => {
    const prose = 'Patients book visits. Receptionists register patients and check them in. Nobody waits.';
    const found = peopleNouns(prose, 10);
    expect(found.map((n) => n.word)).toContain('Receptionists');
    expect(found.map((n) => n.word)).not.toContain('Nobody');
    for (const n of found) expect(prose.slice(n.span.from - 10, n.span.to - 10)).toBe(n.word);
  });

  it('reads known role words as nouns even where the tagger would not', () => {
    const prose = 'Volunteers run the shelf on Saturday mornings.';
    expect(peopleNouns(prose, 0, ['volunteers']).map((n) => n.word)).toEqual(['Volunteers']);
  });
});
