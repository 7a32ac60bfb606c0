import { describe, expect, it } from 'vitest';
import { acceptAll } from './accept-all';
import { applyOptions } from './apply-options';
import { proposeOptions } from './propose-options';
import { withRequirements } from './option-requirements';
import DRAFT from '../../../examples/tool-library.draft.md?raw';

describe('acceptAll', () => {
  it('applies every option, then what the accepted text proposes, until nothing is left', () => {
    const done = acceptAll(DRAFT);
    expect(done.rounds).toBeGreaterThan(0);
    expect(done.firstRound).toEqual(proposeOptions(DRAFT).options);
    expect(proposeOptions(done.text).options).toEqual([]);
  });

  it('leaves the skipped (dismissed) options out in every round, unless an option accepted needs them', () => {
    const { options } = proposeOptions(DRAFT);
    // An option no other needs: skipping it leaves it out of the result.
    const loose = options.find((o) => !options.some((x) => x.requires.includes(o.id)));
    expect(loose).toBeDefined();
    if (!loose) return;
    const skip = new Set([loose.id]);
    const done = acceptAll(DRAFT, skip);
    expect(done.firstRound.map((o) => o.id)).not.toContain(loose.id);
    expect(done.firstRound).toEqual(
      withRequirements(
        options,
        options.filter((o) => o.id !== loose.id).map((o) => o.id),
      ),
    );
    expect(proposeOptions(done.text).options.map((o) => o.id)).toContain(loose.id);
    expect(applyOptions(DRAFT, done.firstRound)).not.toBe(DRAFT);
  });
});
