import { describe, expect, it } from 'vitest';
import { layeredLayout } from './layered-layout';

describe('layeredLayout', () => {
  it('puts each state one layer after the state it is first reached from, cycles included', () => {
    const layout = layeredLayout(['draft', 'submitted', 'accepted', 'rejected'], [
      { from: 'draft', to: 'submitted' },
      { from: 'submitted', to: 'accepted' },
      { from: 'submitted', to: 'rejected' },
      { from: 'rejected', to: 'draft' },
    ], ['draft']);
    const x = (id: string) => layout.nodes.get(id)?.x ?? -1;
    expect(x('draft')).toBeLessThan(x('submitted'));
    expect(x('submitted')).toBeLessThan(x('accepted'));
    expect(x('accepted')).toBe(x('rejected'));
    expect(layout.nodes.get('accepted')?.y).not.toBe(layout.nodes.get('rejected')?.y);
  });
  it('places nodes no edge reaches in the first layer', () => {
    const layout = layeredLayout(['a', 'b'], [], []);
    expect(layout.nodes.get('a')?.x).toBe(layout.nodes.get('b')?.x);
  });
});
