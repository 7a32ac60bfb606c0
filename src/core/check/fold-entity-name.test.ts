import { describe, expect, it } from 'vitest';
import { createEntityNameResolver, singularForms } from './fold-entity-name';

describe('createEntityNameResolver', () => {
  const r = createEntityNameResolver(['Tool', 'Category', 'Box', 'Person', 'Address', 'TalkProposal', 'News']);
  it('folds case and plurals as Shows phrases write them', () => {
    expect(r.resolve('tools')).toBe('Tool');
    expect(r.resolve('categories')).toBe('Category');
    expect(r.resolve('boxes')).toBe('Box');
    expect(r.resolve('people')).toBe('Person');
    expect(r.resolve('addresses')).toBe('Address');
    expect(r.resolve('talk proposals')).toBe('TalkProposal');
    expect(r.resolve('talk-proposals')).toBe('TalkProposal');
    expect(r.resolve('news')).toBe('News');
    expect(r.resolve(' Tool ')).toBe('Tool');
  });
  it('gives null for other words', () => {
    expect(r.resolve('tooling')).toBeNull();
    expect(r.resolve('constructor')).toBeNull();
    expect(r.resolve('__proto__')).toBeNull();
  });
  it('prefers an exact name', () => {
    const both = createEntityNameResolver(['talk', 'Talk']);
    expect(both.resolve('Talk')).toBe('Talk');
  });
});

describe('singularForms', () => {
  it('keeps the word first', () => {
    expect(singularForms('Status')[0]).toBe('status');
    expect(singularForms('statuses')).toContain('status');
  });
});
