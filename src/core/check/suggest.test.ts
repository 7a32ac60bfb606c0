import { describe, expect, it } from 'vitest';
import { createSuggester, editDistance } from './suggest';

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('Tlak', 'Talk', 2)).toBe(1);
    expect(editDistance('abc', 'abc', 2)).toBe(0);
  });
  it('stops above the limit', () => {
    expect(editDistance('speaker', 'organizer', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('createSuggester', () => {
  const s = createSuggester(['Talk', 'Review', 'speakerEmail', 'NOT_FOUND']);
  it('prefers a case-insensitive match', () => {
    expect(s.suggest('talk')).toBe('Talk');
    expect(s.suggest('not_found')).toBe('NOT_FOUND');
  });
  it('finds near misses within two edits', () => {
    expect(s.suggest('Reviw')).toBe('Review');
    expect(s.suggest('speakerEmial')).toBe('speakerEmail');
    expect(s.suggest('NOT_FOND')).toBe('NOT_FOUND');
  });
  it('gives nothing for far names or exact names', () => {
    expect(s.suggest('Schedule')).toBeNull();
    expect(s.suggest('Talk')).toBeNull();
  });
  it('is stricter for short names', () => {
    expect(createSuggester(['id']).suggest('at')).toBeNull();
    expect(createSuggester(['id']).suggest('ids')).toBe('id');
  });
  it('treats __proto__ and constructor as ordinary names', () => {
    const p = createSuggester(['__proto__', 'constructor']);
    expect(p.suggest('__proto_')).toBe('__proto__');
    expect(p.suggest('Constructor')).toBe('constructor');
    expect(createSuggester([]).suggest('constructor')).toBeNull();
  });
});
