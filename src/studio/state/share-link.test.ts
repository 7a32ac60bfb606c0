import { describe, expect, it } from 'vitest';
import { decodeShare, encodeShare } from './share-link';

describe('share links', () => {
  it('round-trip a spec through the fragment, compressed', async () => {
    const text = '# Clinic\n\n' + '| Field | Type |\n|---|---|\n| id | id |\n'.repeat(200) + 'é ✓ 🙂';
    const hash = await encodeShare({ name: 'Clinic', text });
    expect(hash.startsWith('#share=')).toBe(true);
    expect(hash).toMatch(/^#share=[A-Za-z0-9_-]+$/);
    expect(hash.length).toBeLessThan(text.length / 4);
    expect(await decodeShare(hash)).toEqual({ name: 'Clinic', text });
  });
  it('answer null for a damaged or foreign fragment', async () => {
    expect(await decodeShare('#share=not-deflate')).toBeNull();
    expect(await decodeShare('#/talks')).toBeNull();
  });
});
