import { describe, expect, it } from 'vitest';
import { createFormDrafts, draftKeyOf } from './form-drafts';

describe('createFormDrafts', () => {
  it('gives a draft back for the same form and starting record only', () => {
    const drafts = createFormDrafts();
    drafts.set('s1|{}', { basis: '', raw: { name: 'Ada' }, touched: ['name'] });
    expect(drafts.get('s1|{}', '')?.raw).toEqual({ name: 'Ada' });
    expect(drafts.get('s1|{}', '{"id":"1"}')).toBeNull();
    expect(drafts.get('s2|{}', '')).toBeNull();
    drafts.drop('s1|{}');
    expect(drafts.get('s1|{}', '')).toBeNull();
  });
});

describe('draftKeyOf', () => {
  it('keys a draft by its screen and its address', () => {
    expect(draftKeyOf({ id: 's1' }, {})).toBe('s1|{}');
    expect(draftKeyOf({ id: 's1' }, { id: '7' })).toBe('s1|{"id":"7"}');
    expect(draftKeyOf({ id: 's2' }, { id: '7' })).not.toBe(draftKeyOf({ id: 's1' }, { id: '7' }));
  });
});
