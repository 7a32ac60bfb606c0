import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './paragraphs';

describe('paragraphsOf', () => {
  it('reflows lines and splits at blank lines', () => {
    expect(paragraphsOf('One line\nwraps here.\n\n  Second.\n')).toEqual(['One line wraps here.', 'Second.']);
  });
  it('gives nothing for blank text', () => {
    expect(paragraphsOf(' \n\n ')).toEqual([]);
  });
});
