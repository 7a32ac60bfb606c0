// First: the work meter counts only the functions compiled after it loads (and it slows the file's other tests,
// hence a file of its own).
import { expectLinearWork } from '../../../scripts/work-meter';
import { describe, expect, it } from 'vitest';
import { CFP_SPEC as cfp } from '../check/test-fixture-specs';
import { parseSpec } from './parse-spec';

describe('parseSpec on long specs', () => {
  // Linear work (the blocks of code run, not the clock): the time of a 10 MB spec is `npm run bench -- core`.
  it('does linear work in the number of screens and calls', async () => {
    const block = cfp.slice(cfp.indexOf('## 2.'));
    const spec = (copies: number) => `# Big\n${block.repeat(copies)}`;
    const r = parseSpec(spec(8));
    expect(r.spec.screens).toHaveLength(6 * 8);
    expect(r.spec.calls).toHaveLength(9 * 8);
    await expectLinearWork(spec, parseSpec, 8);
  });
});
