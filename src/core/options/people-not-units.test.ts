import { describe, expect, it } from 'vitest';
import { proposeOptions } from './propose-options';

// Found by the corpus's allotments draft: a plural noun followed by a verb was read as people even when the verb
// is a passive (`kilograms are noted`) or agrees with another subject (`what each plot of the allotments
// yields`), and units were not all among the words that are never people.
const ALLOTMENTS = Object.values(
  import.meta.glob('../../../bench/options-corpus/allotments.draft.md', { query: '?raw', import: 'default', eager: true }),
)[0] as string;
const roles = (text: string): string | undefined => proposeOptions(text).options.find((o) => o.point === 6)?.title;

describe('people from the prose', () => {
  it('are not units, nor the subject of a passive or of a verb that agrees with another noun', () => {
    expect(roles(ALLOTMENTS)).toBeUndefined();
    expect(roles(ALLOTMENTS.replace('A log of what', 'Results in litres are kept. A log of what'))).toBeUndefined();
  });

  it('still are the plural nouns that do something (`Gardeners share …`)', () => {
    const text = ALLOTMENTS.replace('A log of what', 'Gardeners share the plots. A log of what');
    expect(roles(text)).toBe('Add role `gardener` with its permissions');
  });
});
