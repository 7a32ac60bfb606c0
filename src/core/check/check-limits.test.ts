import { beforeEach, describe, expect, it } from 'vitest';
import { checkModel } from './check-model';
import { constant, errorEntry, makeSpec, resetLines, TEST_TEXT } from './test-spec';

describe('limits the backend cannot execute', () => {
  beforeEach(resetLines);

  it('notes codes whose When states a limit or whose status the backend never sends', () => {
    const spec = makeSpec({
      constants: [constant('MAX_TALKS')],
      errors: [
        errorEntry('NOT_FOUND', 404, 'no talk has that id'),
        errorEntry('INVALID', 422, 'a validation rule fails'),
        errorEntry('TOO_MANY', 409, 'a speaker proposes more than MAX_TALKS talks'),
        errorEntry('BAD_STATE', 409, 'the transition does not start from the current state'),
        errorEntry('FULL', 409, 'the room is at its MAX_TALKS'),
        errorEntry('TEAPOT', 418, ''),
        errorEntry('DENIED', 403, ''),
      ],
    });
    const found = checkModel(spec, TEST_TEXT).filter((d) => d.code === 'limit-not-executable');
    expect(found.map((d) => [d.severity, d.point, d.message.split(':')[0]])).toEqual([
      ['info', 8, 'Nothing executable raises `TOO_MANY`'],
      ['info', 8, 'Nothing executable raises `FULL`'],
      ['info', 8, 'Nothing executable raises `TEAPOT`'],
    ]);
    expect(found[0]?.message).toContain('will not answer it by itself');
    expect(found[2]?.message).toContain('never 418');
  });
});
