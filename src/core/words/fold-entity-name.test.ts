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
  it('reads the names once, when created: a list changed later does not change the answers', () => {
    const names = ['Talk', 'talk', 'Box'];
    const resolver = createEntityNameResolver(names);
    names.push('Tool');
    names[1] = 'Other';
    expect(resolver.resolve('talks')).toBe('Talk');
    expect(resolver.resolve('tools')).toBeNull();
    expect(resolver.resolve('others')).toBeNull();
  });
  it('lets the first of names that fold alike win', () => {
    expect(createEntityNameResolver(['talk proposal', 'TalkProposal']).resolve('talk-proposals')).toBe('talk proposal');
    expect(createEntityNameResolver(['TalkProposal', 'talk proposal']).resolve('talk-proposals')).toBe('TalkProposal');
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
