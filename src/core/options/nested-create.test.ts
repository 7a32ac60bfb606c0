import { describe, expect, it } from 'vitest';
import { checkSpec } from '../check/check-spec';
import { bindCalls } from '../model/bind-calls';
import { compileText } from '../compile/compile-app';
import { parseSpec } from '../parse/parse-spec';
import { applyOptions } from './apply-options';
import { proposeOptions } from './propose-options';

// A child record that point 7 creates only under its parent gets its create form under the parent, using that
// call; no option writes a call the spec does not list. Hand-written specs in other domains and styles than
// the imported Twilio document (src/cli/options-command.test.ts).

/** A cookbook site whose recipes are only added to a cookbook; routes and paths with braces. */
const COOKBOOKS = [
  '# Cookbooks',
  '',
  '## 1. What the product does and for whom',
  '',
  'Cookbooks and the recipes in them. A recipe is always written into one cookbook.',
  '',
  '## 2. Screens and routes',
  '',
  '- `/` — Cookbooks: shows list of cookbooks',
  '- `/cookbooks/{id}` — Cookbook: shows one cookbook',
  '',
  '## 7. The calls it makes',
  '',
  '- GET /api/cookbooks → { id: id, title: string }[]',
  '- GET /api/cookbooks/{cookbookId} → { id: id, title: string }',
  '- GET /api/cookbooks/{cookbookId}/recipes → { id: id, name: string, serves: integer }[]',
  '- POST /api/cookbooks/{cookbookId}/recipes — { name: string, serves: integer } → { id: id, name: string, serves: integer }',
  '',
].join('\n');

const callsOf = (text: string): string[] => parseSpec(text).spec.calls.map((c) => `${c.method.value.toUpperCase()} ${c.path.value}`);

describe('a child created only under its parent', () => {
  it('gets its create form under the parent, using the nested call, and no new call', () => {
    const { options } = proposeOptions(COOKBOOKS);
    const form = options.find((o) => o.title.includes('form to create recipe'));
    expect(form?.title).toBe('Add screen `/cookbooks/{cookbookId}/recipes/new` showing "form to create recipe"');
    expect(form?.detail).toContain('`POST /api/cookbooks/{cookbookId}/recipes` creates records under one Cookbook');
    const accepted = applyOptions(COOKBOOKS, options);
    expect(callsOf(accepted)).toEqual(callsOf(COOKBOOKS));
    const report = checkSpec(accepted);
    expect(report.diagnostics.filter((d) => d.severity !== 'info').map((d) => d.message)).toEqual([]);
    // The running app's model: the form sends the nested call, the cookbook taken from the route and locked.
    const screen = compileText(accepted).app.screens.find((s) => s.kind === 'create' && s.entity === 'Recipe');
    expect(screen?.calls.create).toBe('POST /api/cookbooks/:cookbookId/recipes');
    expect(screen?.parent).toMatchObject({ param: 'cookbookId', entity: 'Cookbook', field: 'cookbookId' });
    expect(proposeOptions(accepted).options).toEqual([]);
  });

  it('keeps the route prefix-free and every parameter of a doubly nested call, by name (`:x` style)', () => {
    const text = [
      '# Courses',
      '',
      '## 2. Screens and routes',
      '',
      '| Route | Screen | Shows |',
      '|---|---|---|',
      '| /schools/:schoolId/courses/:courseId | Course | one course |',
      '',
      '## 7. The calls it makes',
      '',
      '| Method | Path | Request | Response |',
      '|---|---|---|---|',
      '| GET | /v2/schools/:schoolId/courses/:courseId | — | { id: id, title: string } |',
      '| POST | /v2/schools/:schoolId/courses/:courseId/lessons | { topic: string } | { id: id, topic: string } |',
      '',
    ].join('\n');
    const { options } = proposeOptions(text);
    expect(options.map((o) => o.title)).toContain(
      'Add screen `/schools/:schoolId/courses/:courseId/lessons/new` showing "form to create lesson"',
    );
    const accepted = applyOptions(text, options);
    expect(callsOf(accepted)).toEqual(callsOf(text));
    const screen = compileText(accepted).app.screens.find((s) => s.kind === 'create' && s.entity === 'Lesson');
    expect(screen?.calls.create).toBe('POST /v2/schools/:schoolId/courses/:courseId/lessons');
    expect(screen?.parent).toMatchObject({ param: 'courseId', entity: 'Course', field: 'courseId' });
    expect(checkSpec(accepted).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('uses the flat create call when the spec has both', () => {
    const text = COOKBOOKS.replace(
      '- POST /api/cookbooks/{cookbookId}/recipes',
      '- POST /api/recipes — { cookbook: Cookbook, name: string, serves: integer } → { id: id, name: string, serves: integer }\n- POST /api/cookbooks/{cookbookId}/recipes',
    );
    const { options } = proposeOptions(text);
    expect(options.map((o) => o.title)).toContain('Add screen `/recipes/new` showing "form to create recipe"');
    expect(options.some((o) => o.title.includes('/recipes/new') && o.title.includes('cookbooks'))).toBe(false);
    expect(callsOf(applyOptions(text, options))).toEqual(callsOf(text));
  });

  it('offers no create form when the path word does not name the declared entity, and never the flat call', () => {
    // An imported API: records declared under their schema's name, created under `…/Bins/:BinSid/Stocks`.
    const text = [
      '# Warehouse',
      '',
      '## 2. Screens and routes',
      '',
      'Not shown.',
      '',
      '## 3. Entities and their fields',
      '',
      '### WhV1Bin',
      '',
      '| Field | Type | Required |',
      '|---|---|---|',
      '| sid | string | no |',
      '| label | string | no |',
      '',
      '### WhV1BinStockLevel',
      '',
      '| Field | Type | Required |',
      '|---|---|---|',
      '| sid | string | no |',
      '| bin_sid | string | no |',
      '| quantity | integer | no |',
      '',
      '## 7. The calls it makes',
      '',
      '| Method | Path | Request | Response |',
      '|---|---|---|---|',
      '| GET | /v1/Warehouses/:WarehouseSid/Bins/:Sid | — | WhV1Bin |',
      '| GET | /v1/Warehouses/:WarehouseSid/Bins/:BinSid/Stocks | — | { stocks?: WhV1BinStockLevel[] } |',
      '| POST | /v1/Warehouses/:WarehouseSid/Bins/:BinSid/Stocks | { Quantity: integer } | WhV1BinStockLevel |',
      '',
    ].join('\n');
    const { options } = proposeOptions(text);
    expect(options.filter((o) => o.title.includes('form to create'))).toEqual([]);
    const accepted = applyOptions(text, options);
    expect(callsOf(accepted)).toEqual(callsOf(text));
    // `:BinSid` is `bin_sid`, `Quantity` is `quantity`: no field twice.
    const fields = parseSpec(accepted)
      .spec.entities.find((e) => e.name.value === 'WhV1BinStockLevel')
      ?.fields.map((f) => f.name.value);
    expect(fields).toEqual(['sid', 'bin_sid', 'quantity']);
    expect(proposeOptions(accepted).options).toEqual([]);
  });
});

describe('fields named alike', () => {
  it('are one field: `order_id`, `OrderId` and `orderId` fold to the declared field', () => {
    const text = [
      '# Shipping',
      '',
      '## 3. Entities and their fields',
      '',
      '### Order',
      '',
      '| Field | Type | Required |',
      '|---|---|---|',
      '| id | id | yes |',
      '',
      '### Parcel',
      '',
      '| Field | Type | Required |',
      '|---|---|---|',
      '| id | id | yes |',
      '| order_id | string | yes |',
      '| tracking-code | string | no |',
      '',
      '## 7. The calls it makes',
      '',
      '| Method | Path | Request | Response |',
      '|---|---|---|---|',
      '| GET | /api/orders/:OrderId/parcels | — | { id: id, orderId: string, trackingCode?: string, weightKg?: number }[] |',
      '',
    ].join('\n');
    const titles = proposeOptions(text).options.map((o) => o.title);
    expect(titles).toContain('Add `weightKg` to `Parcel`');
    expect(titles.filter((t) => /OrderId|orderId|trackingCode/.test(t))).toEqual([]);
  });

  it('hold the parent of a nested call in the running app (`:ListSid` → `list_sid`), unless two fields fold alike', () => {
    const spec = (fields: string): string =>
      [
        '## 3. Entities and their fields',
        '',
        '### Shelf',
        '',
        '| Field | Type | Required |',
        '|---|---|---|',
        '| id | id | yes |',
        '',
        '### Jar',
        '',
        '| Field | Type | Required |',
        '|---|---|---|',
        '| id | id | yes |',
        fields,
        '',
        '## 7. The calls it makes',
        '',
        '| Method | Path | Request | Response |',
        '|---|---|---|---|',
        '| POST | /api/Shelves/:ShelfSid/Jars | { label: string } | Jar |',
        '',
      ].join('\n');
    const nested = (text: string) => bindCalls(parseSpec(text).spec).entities.get('Jar')?.nested[0];
    expect(nested(spec('| shelf_sid | string | yes |'))).toMatchObject({ param: 'ShelfSid', field: 'shelf_sid' });
    expect(nested(spec('| ShelfSid | string | yes |\n| shelf_sid | string | no |'))).toMatchObject({ field: 'ShelfSid' });
    expect(nested(spec('| shelfSid | string | yes |\n| shelf_sid | string | no |'))).toMatchObject({ field: null });
  });
});

describe('a record read or changed only under a parent the path words do not name', () => {
  // An imported greenhouse API: trays only under `/v2/Houses/{HouseSid}/…`, whose `Houses` names no entity, so the
  // calls have no known parent. A screen at `/Trays/{id}` could not give `HouseSid`: none is offered (written
  // before the code; the Twilio import showed it, `/Documents/:id` for `GET /v1/Services/:ServiceSid/Documents/:Sid`).
  const text = [
    '# Greenhouse',
    '',
    '## 2. Screens and routes',
    '',
    'Not shown.',
    '',
    '## 3. Entities and their fields',
    '',
    '### GhV2Tray',
    '',
    '- sid: string',
    '- label: string',
    '- seeds: integer',
    '',
    '## 7. The calls it makes',
    '',
    '- GET /v2/Houses/{HouseSid}/Trays → { trays?: GhV2Tray[] }',
    '- GET /v2/Houses/{HouseSid}/Trays/{Sid} → GhV2Tray',
    '- PATCH /v2/Houses/{HouseSid}/Trays/{Sid} — { label?: string } → GhV2Tray',
    '',
  ].join('\n');

  it('gets no list, detail or edit screen whose route lacks a parameter of its call', () => {
    const { options } = proposeOptions(text);
    expect(options.filter((o) => o.title.startsWith('Add screen'))).toEqual([]);
    const accepted = applyOptions(text, options);
    expect(
      checkSpec(accepted)
        .diagnostics.filter((d) => d.code === 'param-mismatch')
        .map((d) => d.message),
    ).toEqual([]);
  });
});
