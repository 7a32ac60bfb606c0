import { describe, expect, it } from 'vitest';
import { boundKeywords, componentOf, nonNull, sameRecord, sameSchema, singlePart } from './schema-keywords';

describe('schema keywords', () => {
  it('drops a null alternative in each of its spellings', () => {
    expect(nonNull({ type: ['string', 'null'] })).toEqual({ type: 'string' });
    expect(nonNull({ oneOf: [{ type: 'null' }, { type: 'integer' }], description: 'd' })).toEqual({ description: 'd', type: 'integer' });
    expect(nonNull({ type: ['string', 'integer'] })).toEqual({ type: ['string', 'integer'] });
  });

  it("finds an allOf's one part when the rest only annotates", () => {
    const part = { $ref: '#/components/schemas/User' };
    expect(singlePart({ allOf: [part, { description: 'x' }], nullable: true })).toEqual({ part, index: 0 });
    expect(singlePart({ allOf: [part, { type: 'object' }] })).toBeNull();
  });

  it('compares schemas but for their words, and finds records written out in place', () => {
    expect(sameSchema({ type: 'string', description: 'a' }, { type: 'string', example: 'b' })).toBe(true);
    const pool: [string, { [k: string]: unknown }][] = [
      ['User', { properties: { id: { type: 'string' }, name: { type: 'string' }, age: { type: 'integer' } }, required: ['id'] }],
      ['Team', { properties: { id: { type: 'integer' }, name: { type: 'string' } } }],
    ];
    expect(sameRecord({ properties: { id: { type: 'string' }, name: { type: 'string' } } }, pool, () => false)).toBe('User');
    expect(sameRecord({ properties: { name: { type: 'string' } } }, pool, () => false)).toBeNull();
  });

  it('reads a component name and bounds', () => {
    expect(componentOf({ $ref: '#/components/schemas/a~1b%20c' })).toBe('a/b c');
    expect(componentOf({ $ref: '#/components/responses/A' })).toBeNull();
    expect(boundKeywords({ maxLength: 3, pattern: '^a$', minimum: 'x' })).toEqual(['minimum x', 'maxLength 3', 'pattern ^a$']);
  });
});
