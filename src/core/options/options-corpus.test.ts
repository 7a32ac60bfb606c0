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
      const diagnostics = checkSpec(accepted).diagnostics;
      expect(diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.line}: ${d.message}`)).toEqual([]);
      // and no job left that the app cannot do: every created entity has its form, every entity with events its detail screen.
      expect(
        diagnostics
          .filter((d) => d.code === 'no-create-form' || d.code === 'no-detail-screen' || d.code === 'role-without-screen')
          .map((d) => d.message),
      ).toEqual([]);
      expect(proposeOptions(accepted).options.map((o) => o.title)).toEqual([]);
    });
  }
});
