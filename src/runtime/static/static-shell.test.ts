import { describe, expect, it } from 'vitest';
import { canHydrate } from './static-shell';

/** A root element as canHydrate reads it. */
function root(prerendered: string | null, hasChild = true): Element {
  return {
    getAttribute: (name: string) => (name === 'data-prerendered' ? prerendered : null),
    firstElementChild: hasChild ? ({} as Element) : null,
  } as unknown as Element;
}

const first = { role: 'skipper', user: {} };

describe('canHydrate', () => {
  it('hydrates only the prerendered path, as the default actor', () => {
    expect(canHydrate(root('/'), '', first, first)).toBe(true);
    expect(canHydrate(root('/'), '#/', first, first)).toBe(true);
    expect(canHydrate(root('/'), '#/?status=requested', first, first)).toBe(false);
    expect(canHydrate(root('/'), '#/boats', first, first)).toBe(false);
    expect(canHydrate(root('/'), '', { role: 'office', user: {} }, first)).toBe(false);
    expect(canHydrate(root('/'), '', { role: 'skipper', user: { email: 'a@b.c' } }, first)).toBe(false);
    expect(canHydrate(root(null), '', first, first)).toBe(false);
    expect(canHydrate(root('/', false), '', first, first)).toBe(false);
  });
});
