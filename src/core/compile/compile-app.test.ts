import { describe, expect, it } from 'vitest';
import bookshop from '../../../examples/bookshop.spec.md?raw';
import clinic from '../../../examples/clinic.spec.md?raw';
import clinicYaml from '../../../examples/clinic.yaml?raw';
import { parseSpec } from '../parse/parse-spec';
import { compileApp, compileAppWithoutScreens, compileText, normalisePath } from './compile-app';
import { CFP_SPEC as cfp, SEED_SPEC as seed } from '../check/test-fixture-specs';

const lineOf = (text: string, needle: string): number => text.slice(0, text.indexOf(needle)).split('\n').length;

describe('compileApp on the call-for-papers spec', () => {
  const { app, report } = compileText(cfp);

  it('binds screens to entities and calls', () => {
    expect(report.title).toBe('Call for papers');
    expect(app.title).toBe('Call for papers');
    expect(app.description).toContain('A conference collects talk proposals.');
    const byRoute = new Map(app.screens.map((s) => [s.id, s]));
    expect(byRoute.get('/')).toMatchObject({
      kind: 'list',
      entity: 'Talk',
      inMenu: true,
      gap: null,
      roles: ['speaker', 'reviewer', 'organizer'],
    });
    expect(byRoute.get('/')?.calls.list).toBe('GET /api/talks');
    expect(byRoute.get('/talks/:id')).toMatchObject({ kind: 'detail', entity: 'Talk', inMenu: false, params: ['id'] });
    expect(byRoute.get('/talks/:id')?.calls.detail).toBe('GET /api/talks/:id');
    expect(byRoute.get('/talks/:id/edit')?.calls.update).toBe('PUT /api/talks/:id');
    expect(byRoute.get('/reviews/new')).toMatchObject({ kind: 'create', entity: 'Review', gap: null });
    expect(byRoute.get('/reviews/new')?.calls.create).toBe('POST /api/reviews');
    expect(byRoute.get('/about')).toMatchObject({
      kind: 'content',
      entity: null,
      text: 'the conference and how selection works',
      gap: null,
    });
    expect(byRoute.get('/')?.source).toEqual({ point: 2, line: lineOf(cfp, '| / | Talks') });
  });

  it('compiles entities with labels, editability, machines and rules', () => {
    const talk = app.entities.find((e) => e.name === 'Talk');
    expect(talk?.generatedId).toBe(false);
    const fields = new Map(talk?.fields.map((f) => [f.name, f]));
    expect(fields.get('speakerEmail')).toMatchObject({
      label: 'Speaker email',
      type: { kind: 'scalar', name: 'email' },
      required: true,
      editable: true,
    });
    expect(fields.get('id')).toMatchObject({ isId: true, editable: false, label: 'ID' });
    expect(fields.get('status')).toMatchObject({
      isState: true,
      editable: false,
      type: { kind: 'enum', values: ['draft', 'submitted', 'accepted', 'rejected', 'scheduled'] },
    });
    expect(talk?.machine).toMatchObject({ field: 'status', initial: 'draft' });
    expect(talk?.machine?.transitions[0]).toMatchObject({
      from: 'draft',
      event: 'submit',
      to: 'submitted',
      guard: 'size(record.abstract) >= MIN_ABSTRACT',
      roles: ['speaker'],
    });
    expect(talk?.calls.transitions.map((t) => t.event)).toEqual(['submit', 'accept', 'reject', 'schedule']);
    expect(talk?.rules[0]).toMatchObject({
      field: 'title',
      check: { kind: 'phrase', phrase: { kind: 'maxLength', n: { kind: 'number', value: 90 } } },
      message: 'Keep the title to 90 characters or fewer',
    });
    expect(talk?.rules[1]?.check).toEqual({ kind: 'phrase', phrase: { kind: 'maxLength', n: { kind: 'constant', name: 'MAX_ABSTRACT' } } });
    const review = app.entities.find((e) => e.name === 'Review');
    expect(review?.fields.find((f) => f.name === 'talk')?.type).toEqual({ kind: 'ref', entity: 'Talk' });
    expect(review?.rules.find((r) => r.field === 'comment')?.check).toEqual({ kind: 'expression', source: 'size(value) <= 2000' });
  });

  it('compiles calls, permissions, errors and constants as plain JSON', () => {
    const create = app.calls.find((c) => c.id === 'POST /api/talks');
    expect(create).toMatchObject({ method: 'POST', path: '/api/talks', entity: 'Talk', slot: 'create', errors: ['INVALID', 'TOO_MANY'] });
    expect(create?.request.kind).toBe('object');
    expect(app.calls.find((c) => c.id === 'GET /api/talks')).toMatchObject({ query: ['status'], slot: 'list' });
    expect(app.calls.find((c) => c.id === 'POST /api/talks/:id/submit')).toMatchObject({
      slot: 'transition',
      event: 'submit',
      params: ['id'],
    });
    expect(app.permissions[0]).toMatchObject({
      role: 'speaker',
      can: ['create', 'read', 'update', 'submit'],
      on: ['Talk'],
      when: 'record.speakerEmail == user.email',
    });
    expect(app.roles.map((r) => r.name)).toEqual(['speaker', 'reviewer', 'organizer']);
    expect(app.errors.find((e) => e.code === 'TOO_MANY')).toMatchObject({ status: 409, message: 'You already have 3 talks.' });
    expect(app.constants.find((c) => c.name === 'MIN_ABSTRACT')).toMatchObject({ kind: 'number', value: 200, text: '200' });
    expect(JSON.parse(JSON.stringify(app))).toEqual(app);
    expect(app.gaps).toEqual([]);
  });
});

describe('compileApp on the clinic and the bookshop', () => {
  it('reads durations in milliseconds and fills constants in messages', () => {
    const { app } = compileText(clinic);
    expect(app.constants.find((c) => c.name === 'CANCEL_NOTICE')).toMatchObject({
      kind: 'duration',
      value: 24 * 3600 * 1000,
      text: '24 hours',
    });
    expect(app.constants.find((c) => c.name === 'CLINIC_PHONE')).toMatchObject({ kind: 'string', value: '020 7946 0000' });
    expect(app.errors.find((e) => e.code === 'SLOT_TAKEN')?.message).toBe(
      'The doctor is already booked at that time. Please call us on 020 7946 0000.',
    );
    const patient = app.entities.find((e) => e.name === 'Patient');
    expect(patient?.rules.find((r) => r.check.kind === 'phrase' && r.check.phrase.kind === 'maxLength')?.message).toBe(
      'Names can have up to 80 characters',
    );
    expect(app.screens.find((s) => s.id === '/')).toMatchObject({
      entity: 'Appointment',
      kind: 'list',
      calls: { list: 'GET /api/appointments' },
    });
    expect(app.screens.find((s) => s.id === '/visiting')?.kind).toBe('content');
    expect(app.calls.find((c) => c.id === 'POST /api/appointments/:id/confirm')).toMatchObject({ slot: 'transition', event: 'confirm' });
    expect(app.calls.find((c) => c.id === 'DELETE /api/patients/:id')).toMatchObject({ slot: 'delete', entity: 'Patient' });
  });

  it('normalises {id} routes and reads a state field named stage', () => {
    const { app } = compileText(bookshop);
    expect(app.screens.find((s) => s.id === '/books/{id}')).toMatchObject({
      route: '/books/:id',
      params: ['id'],
      entity: 'Book',
      kind: 'detail',
    });
    expect(app.calls.find((c) => c.id === 'GET /api/books/:id')?.path).toBe('/api/books/:id');
    const order = app.entities.find((e) => e.name === 'Order');
    expect(order?.machine).toMatchObject({ field: 'stage', initial: 'placed' });
    expect(order?.fields.find((f) => f.name === 'stage')?.editable).toBe(false);
    expect(app.constants.find((c) => c.name === 'REFUNDS_OPEN')).toMatchObject({ kind: 'boolean', value: true });
  });
});

describe('the YAML form', () => {
  it('compiles to the same app as the Markdown form, sources aside', () => {
    const strip = (v: unknown): unknown => JSON.parse(JSON.stringify(v, (k, x: unknown) => (k === 'source' ? undefined : x))) as unknown;
    const fromYaml = compileText(clinicYaml).app;
    const fromMarkdown = compileText(clinic).app;
    expect(strip(fromYaml)).toEqual(strip(fromMarkdown));
    expect(fromYaml.screens[0]?.source.line).toBeGreaterThan(1);
  });
});

describe('gaps', () => {
  it('names every not-shown point of the seed document', () => {
    const { app } = compileText(seed);
    expect(app.gaps.map((g) => g.point)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(app.gaps[6]?.message).toBe('The spec marks the calls the app makes as not shown yet.');
    // The running app's words: no point numbers in any gap (the studio shows those to the author).
    for (const g of app.gaps) expect(g.message).not.toMatch(/point \d/i);
    expect(app.gaps[6]?.source.line).toBeGreaterThan(1);
    expect(app.description).toBe('');
  });

  it('names a point given in words only (prose where data is expected), in words, on its heading line', () => {
    const text = [
      '# Lending shelf',
      '## 1. What it does',
      'Neighbours lend tools.',
      '## 4. States and transitions',
      'A loan is open until the tool comes back, then it is closed.',
      '## 9. Business constants',
      'Not shown.',
    ].join('\n');
    const { app } = compileText(text);
    const states = app.gaps.find((g) => g.point === 4);
    expect(states?.message).toBe('The spec describes the states and transitions in words only, so the app does not follow them yet.');
    expect(states?.source.line).toBe(4);
    expect(app.gaps.find((g) => g.point === 9)?.message).toMatch(/not shown/);
    // Point 1 is prose by nature: never a gap for being prose.
    expect(app.gaps.some((g) => g.point === 1)).toBe(false);
  });

  it('names the missing call on the screen that needs it', () => {
    const text = [
      '# Clinic',
      '## 2. Screens',
      '| Route | Screen | Shows |',
      '|---|---|---|',
      '| / | Visits | list of appointments |',
      '| /x | X | list of Unicorns |',
      '## 3. Entities',
      '### Appointment',
      '| Field | Type |',
      '|---|---|',
      '| id | id |',
    ].join('\n');
    const { app, report } = compileText(text);
    const screen = app.screens[0];
    expect(screen?.gap).toBe('This screen needs a call that lists Appointment, which the spec does not list yet.');
    expect(app.gaps.find((g) => g.screen === '/')).toMatchObject({
      point: 7,
      message: 'This screen needs a call that lists Appointment, which the spec does not list yet.',
      source: { line: 5 },
    });
    expect(app.screens[1]?.gap).toContain('`Unicorns`');
    expect(app.gaps.some((g) => g.point === 1 && g.message === 'The spec does not describe what the product does and for whom yet.')).toBe(
      true,
    );
    for (const g of app.gaps) expect(g.message).not.toMatch(/point \d/i);
    expect(report.diagnostics.some((d) => d.code === 'screen-without-call')).toBe(true);
  });

  it('keeps call ids unique even when a call is listed twice', () => {
    const text = ['# A', '## 7. Calls', '| Method | Path |', '|---|---|', '| GET | /a |', '| GET | /a |'].join('\n');
    const { app } = compileText(text);
    expect(app.calls.map((c) => c.id)).toEqual(['GET /a', 'GET /a #2']);
  });
});

describe('normalisePath', () => {
  it('writes parameters as :name and drops the query', () => {
    expect(normalisePath('/api/books/{id}?x&y')).toBe('/api/books/:id');
    expect(normalisePath('/a/:b')).toBe('/a/:b');
    expect(normalisePath(' /a/{b}/c/{d} ')).toBe('/a/:b/c/:d');
    expect(normalisePath(' /a/b?{q} ')).toBe('/a/b');
    expect(normalisePath('/a/{b/c}')).toBe('/a/{b/c}');
  });
});

describe('compileAppWithoutScreens', () => {
  it.each([
    ['call for papers', cfp],
    ['bookshop', bookshop],
    ['clinic', clinic],
    ['clinic (YAML)', clinicYaml],
  ])('compiles every part but the screens as compileApp does (%s)', (_, text) => {
    const { spec } = parseSpec(text);
    const full = compileApp(spec, text);
    const light = compileAppWithoutScreens(spec, text);
    expect(full.screens.length).toBeGreaterThan(0);
    expect(light.screens).toEqual([]);
    // The gaps of the points stay; those of screens go with them.
    expect(light.gaps).toEqual(full.gaps.filter((g) => g.screen === null));
    expect({ ...light, screens: full.screens, gaps: full.gaps }).toEqual(full);
  });
});
