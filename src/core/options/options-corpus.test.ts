import { describe, expect, it } from 'vitest';
import { checkSpec } from '../check/check-spec';
import { applyOptions } from './apply-options';
import { proposeOptions } from './propose-options';

// Issue 10: "Accept all" on every rough draft of the corpus (bench/options-corpus, drafts written as different
// authors write them) gives a spec with zero errors, and proposing again offers nothing new.
const FILES = import.meta.glob('../../../bench/options-corpus/*.draft.md', { query: '?raw', import: 'default', eager: true });
const drafts = Object.keys(FILES).sort();

describe('accept all over the draft corpus', () => {
  it('has a dozen drafts', () => {
    expect(drafts.length).toBeGreaterThanOrEqual(12);
  });
  for (const file of drafts) {
    it(`${file.split('/').pop() ?? file}: zero errors after accepting all, nothing proposed again`, () => {
      const text = FILES[file] as string;
      const { options } = proposeOptions(text);
      expect(options.length).toBeGreaterThan(5);
      const accepted = applyOptions(text, options);
      const errors = checkSpec(accepted).diagnostics.filter((d) => d.severity === 'error');
      expect(errors.map((d) => `${d.line}: ${d.message}`)).toEqual([]);
      expect(proposeOptions(accepted).options.map((o) => o.title)).toEqual([]);
    });
  }
});
