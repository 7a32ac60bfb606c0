import { describe, expect, it } from 'vitest';
import { createFormDrafts } from './form-drafts';

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
