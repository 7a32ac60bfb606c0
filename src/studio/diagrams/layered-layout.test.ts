import { describe, expect, it } from 'vitest';
import { layeredLayout } from './layered-layout';

describe('layeredLayout', () => {
  it('puts each state one layer after the state it is first reached from, cycles included', () => {
    const layout = layeredLayout(
      ['draft', 'submitted', 'accepted', 'rejected'],
      [
        { from: 'draft', to: 'submitted' },
        { from: 'submitted', to: 'accepted' },
        { from: 'submitted', to: 'rejected' },
        { from: 'rejected', to: 'draft' },
      ],
      ['draft'],
    );
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
  it('widens the gap after a layer to fit the longest label of an edge leaving it', () => {
    const plain = layeredLayout(['a', 'b'], [{ from: 'a', to: 'b' }], ['a']);
    const label = 'close [has(record.summary) && record.summary.size() > 0]';
    const labelled = layeredLayout(['a', 'b'], [{ from: 'a', to: 'b', label }], ['a']);
    const gap = (l: typeof plain) => (l.nodes.get('b')?.x ?? 0) - ((l.nodes.get('a')?.x ?? 0) + (l.nodes.get('a')?.width ?? 0));
    expect(gap(plain)).toBe(70);
    expect(gap(labelled)).toBeGreaterThanOrEqual(label.length * 6.4);
  });
});
