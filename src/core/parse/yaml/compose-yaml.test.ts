import { describe, expect, it } from 'vitest';
import { flowDepthOffset, flowDepthOffsets } from './compose-yaml';

describe('flowDepthOffsets', () => {
  const nested = (n: number, inner = '1') => `${'{"a":['.repeat(n)}${inner}${']}'.repeat(n)}`;
  it.each([
    ['shallow', nested(3)],
    ['past the first limit only', nested(6)],
    ['past both limits', nested(12)],
    ['brackets in strings and comments do not count', `["[[[[[[[[[[", 'x', # [[[[[[[[[[\n ${nested(2)}]`],
    ['YAML quotes inside a flow collection', `[ '{{{{{{{{{{{{' , ${nested(5)} ]`],
    ['empty', ''],
  ])('%s: the offsets of two separate passes', (_, text) => {
    const { deep, absurd } = flowDepthOffsets(text, 8, 20);
    expect(deep).toBe(flowDepthOffset(text, 8));
    expect(absurd).toBe(flowDepthOffset(text, 20));
  });

  it('finds the first opening past each limit', () => {
    // Each level `{"a":[` opens two collections, six characters apart: the 9th opening is the `{` of
    // level 5 (offset 24), the 21st the `{` of level 11 (offset 60).
    expect(flowDepthOffsets(nested(12), 8, 20)).toEqual({ deep: 24, absurd: 60 });
    expect(flowDepthOffsets(nested(6), 8, 20)).toEqual({ deep: 24, absurd: -1 });
  });
});
