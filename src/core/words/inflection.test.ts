import { describe, expect, it } from 'vitest';
import { lemma, plural, singular } from './inflection';

/** singular ⇄ plural, both ways. */
const PAIRS: readonly (readonly [string, string])[] = [
  ['tool', 'tools'],
  ['day', 'days'],
  ['key', 'keys'],
  ['category', 'categories'],
  ['specialty', 'specialties'],
  ['reply', 'replies'],
  ['box', 'boxes'],
  ['tax', 'taxes'],
  ['match', 'matches'],
  ['dish', 'dishes'],
  ['buzz', 'buzzes'],
  ['quiz', 'quizzes'],
  ['bus', 'buses'],
  ['status', 'statuses'],
  ['campus', 'campuses'],
  ['alias', 'aliases'],
  ['address', 'addresses'],
  ['class', 'classes'],
  ['analysis', 'analyses'],
  ['crisis', 'crises'],
  ['diagnosis', 'diagnoses'],
  ['person', 'people'],
  ['child', 'children'],
  ['man', 'men'],
  ['woman', 'women'],
  ['mouse', 'mice'],
  ['foot', 'feet'],
  ['salesperson', 'salespeople'],
  ['grandchild', 'grandchildren'],
  ['shelf', 'shelves'],
  ['bookshelf', 'bookshelves'],
  ['knife', 'knives'],
  ['hero', 'heroes'],
  ['potato', 'potatoes'],
  ['photo', 'photos'],
  ['shoe', 'shoes'],
  ['menu', 'menus'],
  ['movie', 'movies'],
  ['cookie', 'cookies'],
  ['tie', 'ties'],
  ['cache', 'caches'],
  ['epoch', 'epochs'],
  ['house', 'houses'],
  ['case', 'cases'],
  ['response', 'responses'],
  ['purpose', 'purposes'],
  ['size', 'sizes'],
  ['type', 'types'],
  ['taxi', 'taxis'],
  ['criterion', 'criteria'],
  ['id', 'ids'],
  ['news', 'news'],
  ['series', 'series'],
  ['species', 'species'],
  ['staff', 'staff'],
  ['data', 'data'],
  ['equipment', 'equipment'],
];

describe('plural and singular', () => {
  it.each(PAIRS)('%s ⇄ %s', (one, many) => {
    expect(plural(one)).toBe(many);
    expect(singular(many)).toBe(one);
  });

  it('reads a name ending in a digit and an s as its plural (item0s, mp3s)', () => {
    expect(singular('item0s')).toBe('item0');
    expect(singular('MP3S')).toBe('MP3');
    expect(singular('item0')).toBe('item0');
    expect(singular('s')).toBe('s');
  });

  it('reads an ambiguous plural as the more common word', () => {
    expect(plural('basis')).toBe('bases');
    expect(singular('bases')).toBe('base');
  });

  it('gives a singular back as it is', () => {
    for (const word of ['status', 'address', 'analysis', 'bus', 'campus', 'thesaurus', 'axis', 'tool', 'person', 'child', 'news'])
      expect(singular(word)).toBe(word);
  });

  it('inflects the last word of a phrase, however it is written', () => {
    expect(plural('book category')).toBe('book categories');
    expect(plural('BookCategory')).toBe('BookCategories');
    expect(plural('loan-item')).toBe('loan-items');
    expect(plural('SalesPerson')).toBe('SalesPeople');
    expect(singular('talk proposals')).toBe('talk proposal');
    expect(singular('loan-items')).toBe('loan-item');
    expect(singular('BookCategories')).toBe('BookCategory');
  });

  it('keeps the casing of the word it replaces', () => {
    expect(plural('Person')).toBe('People');
    expect(plural('PERSON')).toBe('PEOPLE');
    expect(singular('People')).toBe('Person');
    expect(plural('Category')).toBe('Categories');
    expect(singular('Tools')).toBe('Tool');
    expect(singular('IDs')).toBe('ID');
  });

  it('leaves what has no word to inflect', () => {
    expect(plural('')).toBe('');
    expect(singular('')).toBe('');
    expect(plural('v2')).toBe('v2');
    expect(singular('s')).toBe('s');
  });
});

describe('lemma', () => {
  it.each([
    ['accepts', 'accept'],
    ['replies', 'reply'],
    ['boxes', 'box'],
    ['people', 'person'],
    ['statuses', 'status'],
    ['status', 'status'],
    ['has', 'has'],
    ['its', 'its'],
    ['bus', 'bus'],
    ['ties', 'tie'],
    ['uses', 'use'],
  ])('%s → %s', (word, base) => {
    expect(lemma(word)).toBe(base);
  });
});
