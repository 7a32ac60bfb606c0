import { describe, expect, it } from 'vitest';
import { collectionOf, constantCase, entityNameOf, plural, singular } from './names';
import { optionId } from './option-id';

describe('names', () => {
  it('turns path segments into entity names and back', () => {
    expect(entityNameOf('tools')).toBe('Tool');
    expect(entityNameOf('loan-items')).toBe('LoanItem');
    expect(entityNameOf('categories')).toBe('Category');
    expect(collectionOf('LoanItem')).toBe('loan-items');
    expect(plural('box')).toBe('boxes');
    expect(singular('people')).toBe('person');
    expect(constantCase('max tools per member')).toBe('MAX_TOOLS_PER_MEMBER');
  });

  it('hashes rule, point and subject into 8 stable hex digits', () => {
    expect(optionId('r', 3, 'Tool')).toMatch(/^[0-9a-f]{8}$/);
    expect(optionId('r', 3, 'Tool')).toBe(optionId('r', 3, 'Tool'));
    expect(optionId('r', 3, 'Tool')).not.toBe(optionId('r', 4, 'Tool'));
  });
});
