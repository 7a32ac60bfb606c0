import { describe, expect, it } from 'vitest';
import { sideSchemas } from './schema-reach';
import { schemaUses } from './schema-uses';

const ref = (name: string): { $ref: string } => ({ $ref: `#/components/schemas/${name}` });
const body = (name: string): unknown => ({ content: { 'application/json': { schema: ref(name) } } });
const doc = {
  paths: {
    '/a': {
      post: { requestBody: body('In'), responses: { '200': body('Out'), '400': { $ref: '#/components/responses/Bad' } } },
    },
  },
  webhooks: { hook: { post: { requestBody: body('Event') } } },
  components: {
    responses: { Bad: body('Problem') },
    schemas: {
      In: {},
      Out: { properties: { part: ref('Part') } },
      Part: {},
      Problem: { properties: { detail: ref('Detail') } },
      Detail: {},
      Event: { allOf: [ref('Part'), ref('Payload')] },
      Payload: {},
    },
  },
};

describe('how component schemas are used and reached', () => {
  it('reads each use from the $refs', () => {
    const uses = schemaUses(doc);
    const kinds = (name: string): string[] =>
      Object.entries(uses.get(name) ?? {})
        .filter(([, v]) => v)
        .map(([k]) => k);
    expect(['In', 'Out', 'Part', 'Problem', 'Payload'].map(kinds)).toEqual([
      ['request'],
      ['body'],
      ['inSchema', 'partOf'],
      ['errorBody'],
      ['partOf'],
    ]);
  });

  it('finds what only error responses or webhooks reach', () => {
    const { errorOnly, hookOnly } = sideSchemas(doc);
    expect([...errorOnly].sort()).toEqual(['Detail', 'Problem']);
    expect([...hookOnly].sort()).toEqual(['Event', 'Payload']);
  });
});
