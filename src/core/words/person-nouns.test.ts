import { describe, expect, it } from 'vitest';
import { hasLaterPersonSenseEn, isClippedPersonEn, isPersonNotGroupEn, isPersonNounEn } from './person-nouns';

describe('isPersonNounEn (WordNet 3.1: first sense a person or a group of people)', () => {
  it('knows kinds of people and groups acting as one', () => {
    for (const w of ['member', 'tenant', 'beekeeper', 'committee', 'crew', 'staff', 'Warden', 'walker', 'climber'])
      expect(isPersonNounEn(w), w).toBe(true);
  });

  it('refuses things, abstract nouns, places, times and first names', () => {
    for (const w of ['oar', 'proposal', 'group', 'kitchen', 'morning', 'giulia', 'aaron', 'delivery', "they'd"])
      expect(isPersonNounEn(w), w).toBe(false);
  });

  it('reads British and hyphenated spellings as the word', () => {
    for (const w of ['organiser', 'neighbour', 'co-ordinator']) expect(isPersonNounEn(w), w).toBe(true);
  });

  it('tells a group first (`class`, `team`) from a kind of person', () => {
    expect(isPersonNounEn('class')).toBe(true);
    expect(isPersonNotGroupEn('class')).toBe(false);
    expect(isPersonNotGroupEn('team')).toBe(false);
    expect(isPersonNotGroupEn('translator')).toBe(true);
  });

  it('tells a person in a later sense only (`chair`, `agent`) apart', () => {
    expect(isPersonNounEn('chair')).toBe(false);
    expect(hasLaterPersonSenseEn('chair')).toBe(true);
    expect(hasLaterPersonSenseEn('agent')).toBe(true);
    expect(hasLaterPersonSenseEn('desk')).toBe(false);
  });

  it('tells clipped words for people apart (`admin`), which are no person nouns themselves', () => {
    expect(isPersonNounEn('admin')).toBe(false);
    expect(isClippedPersonEn('admin')).toBe(true);
    expect(isClippedPersonEn('rep')).toBe(true);
    expect(isClippedPersonEn('app')).toBe(false);
  });
});
