import { describe, expect, it } from 'vitest';
import { checkModel } from './check-model';
import { cfpModel } from './test-cfp-model';
import { TEST_TEXT } from './test-spec';

describe('checkModel on the call-for-papers model', () => {
  const diagnostics = checkModel(cfpModel(), TEST_TEXT);

  it('finds no errors and no warnings', () => {
    expect(diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('notes only the agreed facts, once each', () => {
    const notes = diagnostics.map((d) => `${d.code}: ${d.message}`).sort();
    expect(notes).toEqual([
      'content-screen: `/about` is a content page: it shows its text and uses no call.',
      expect.stringMatching(/^limit-not-executable: .*`TOO_MANY`.*will not answer it by itself/),
      'no-list-screen: `Review` has calls but no screen lists it (point 2).',
      'unused-grant: `organizer` may read `Review`, but no call or screen does that, so the grant is never used.',
    ]);
  });

  it('gives every diagnostic a point', () => {
    for (const d of diagnostics) expect(d.point).not.toBeNull();
  });
});
