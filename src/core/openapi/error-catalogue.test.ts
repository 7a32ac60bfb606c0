import { describe, expect, it } from 'vitest';
import { ErrorCatalogue, upperSnake } from './error-catalogue';
import { SchemaGraph } from './schema-graph';

describe('the error catalogue', () => {
  const graph = new SchemaGraph({
    components: {
      responses: {
        NotFound: { description: 'No such record.' },
        GONE: { description: 'Gone for good.', 'x-specfront-status': 410, 'x-specfront-when': 'it was deleted' },
      },
    },
  });

  it("starts with the document's own catalogue, then names each error response", () => {
    const errors = new ErrorCatalogue(graph);
    expect(errors.codesOf('404', { $ref: '#/components/responses/NotFound' }, '#/a')).toEqual(['NOT_FOUND']);
    const examples = { content: { 'application/json': { examples: { TAKEN: { value: { message: 'Taken.' } }, LOCKED: {} } } } };
    expect(errors.codesOf('409', examples, '#/b')).toEqual(['TAKEN', 'LOCKED']);
    expect(errors.codesOf('400', { content: { 'application/json': { example: { code: 'bad_input' } } } }, '#/c')).toEqual(['BAD_INPUT']);
    expect(errors.codesOf('429', { description: 'Slow down.' }, '#/d')).toEqual(['TOO_MANY_REQUESTS']);
    expect(errors.rows()).toEqual([
      { code: 'GONE', status: '410', message: 'Gone for good.', when: 'it was deleted' },
      { code: 'NOT_FOUND', status: '404', message: 'No such record.', when: '' },
      { code: 'TAKEN', status: '409', message: 'Taken.', when: '' },
      { code: 'LOCKED', status: '409', message: '', when: '' },
      { code: 'BAD_INPUT', status: '400', message: '', when: '' },
      { code: 'TOO_MANY_REQUESTS', status: '429', message: 'Slow down.', when: '' },
    ]);
  });

  it('writes names as codes', () => {
    expect(['NotFound', 'invalid-input', '404 page'].map(upperSnake)).toEqual(['NOT_FOUND', 'INVALID_INPUT', 'E_404_PAGE']);
  });
});
