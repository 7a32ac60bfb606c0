/** Test fixture: the model of shared/specs/cfp.spec.md (in-repo copy: test-fixture-specs.ts) built by hand (see test-spec.ts). */
import type { Spec } from '../spec/spec';
import {
  call,
  constant,
  entity,
  errorEntry,
  field,
  makeSpec,
  permission,
  resetLines,
  role,
  rule,
  screen,
  section,
  t,
  transition,
} from './test-spec';

/** The call-for-papers spec as its agreed reading has it; `patch` replaces lists. */
export function cfpModel(patch: Partial<Spec> = {}): Spec {
  resetLines();
  const sections = ([1, 2, 3, 4, 5, 6, 7, 8, 9] as const).map((n) =>
    section(n, n === 1 ? { structured: false, prose: 'A conference collects talk proposals.' } : {}),
  );
  const talk = entity('Talk', [
    field('id', t.scalar('id')),
    field('title'),
    field('abstract', t.scalar('text')),
    field('speakerEmail', t.scalar('email')),
    field('format', t.enumOf('talk', 'workshop', 'lightning')),
    field('minutes', t.scalar('integer')),
    field('status', t.enumOf('draft', 'submitted', 'accepted', 'rejected', 'scheduled'), { notes: 'starts as draft' }),
  ]);
  const review = entity('Review', [
    field('id', t.scalar('id')),
    field('talk', t.ref('Talk')),
    field('score', t.scalar('integer')),
    field('comment', t.scalar('text')),
  ]);
  const all = ['speaker', 'reviewer', 'organizer'];
  return makeSpec({
    title: null,
    sections,
    screens: [
      screen('/', 'list', 'Talk', { roles: all }),
      screen('/talks/new', 'create', 'Talk', { roles: ['speaker'] }),
      screen('/talks/:id', 'detail', 'Talk', { roles: all }),
      screen('/talks/:id/edit', 'edit', 'Talk', { roles: ['speaker'] }),
      screen('/reviews/new', 'create', 'Review', { roles: ['reviewer'] }),
      screen('/about', 'content', null),
    ],
    entities: [talk, review],
    transitions: [
      transition('Talk', 'draft', 'submit', 'submitted', { guard: 'size(record.abstract) >= MIN_ABSTRACT', roles: ['speaker'] }),
      transition('Talk', 'submitted', 'accept', 'accepted', { roles: ['organizer'] }),
      transition('Talk', 'submitted', 'reject', 'rejected', { roles: ['organizer'] }),
      transition('Talk', 'accepted', 'schedule', 'scheduled', { roles: ['organizer'] }),
    ],
    rules: [
      rule('Talk', 'title', { kind: 'maxLength', n: { kind: 'number', value: 90, span: { from: 0, to: 0 } } }, 'at most 90 characters'),
      rule(
        'Talk',
        'abstract',
        { kind: 'maxLength', n: { kind: 'constant', name: 'MAX_ABSTRACT', span: { from: 0, to: 0 } } },
        'at most MAX_ABSTRACT characters',
      ),
      rule('Talk', 'minutes', { kind: 'oneOf', values: ['10', '30', '45'] }, 'one of 10, 30, 45'),
      rule(
        'Review',
        'score',
        {
          kind: 'between',
          min: { kind: 'number', value: 1, span: { from: 0, to: 0 } },
          max: { kind: 'number', value: 5, span: { from: 0, to: 0 } },
          unit: 'value',
        },
        'between 1 and 5',
      ),
      rule('Review', 'comment', 'size(value) <= 2000'),
    ],
    roles: all.map(role),
    permissions: [
      permission('speaker', ['create', 'read', 'update', 'submit'], ['Talk'], 'record.speakerEmail == user.email'),
      permission('reviewer', ['read'], ['Talk'], 'record.status != "draft"'),
      permission('reviewer', ['create'], ['Review']),
      permission('organizer', ['read', 'accept', 'reject', 'schedule'], ['Talk']),
      permission('organizer', ['read'], ['Review']),
    ],
    calls: [
      call('GET', '/api/talks?status', { response: t.list(t.ref('Talk')) }),
      call('GET', '/api/talks/:id', { response: t.ref('Talk'), errors: ['NOT_FOUND'] }),
      call('POST', '/api/talks', {
        request: t.obj({
          title: t.scalar('string'),
          abstract: t.scalar('text'),
          speakerEmail: t.scalar('email'),
          format: t.enumOf('talk', 'workshop', 'lightning'),
          minutes: t.scalar('integer'),
        }),
        response: t.ref('Talk'),
        errors: ['INVALID', 'TOO_MANY'],
      }),
      call('PUT', '/api/talks/:id', { request: t.ref('Talk'), response: t.ref('Talk'), errors: ['NOT_FOUND', 'INVALID'] }),
      ...['submit', 'accept', 'reject', 'schedule'].map((e) =>
        call('POST', `/api/talks/:id/${e}`, { response: t.ref('Talk'), errors: ['NOT_FOUND', 'BAD_STATE'] }),
      ),
      call('POST', '/api/reviews', { request: t.ref('Review'), response: t.ref('Review'), errors: ['INVALID'] }),
    ],
    errors: [
      errorEntry('NOT_FOUND', 404, 'no talk has that id'),
      errorEntry('INVALID', 422, 'a validation rule fails'),
      errorEntry('TOO_MANY', 409, 'a speaker proposes more than MAX_TALKS talks'),
      errorEntry('BAD_STATE', 409, 'the transition does not start from the current state'),
    ],
    constants: [constant('MAX_TALKS'), constant('MIN_ABSTRACT'), constant('MAX_ABSTRACT')],
    ...patch,
  });
}
