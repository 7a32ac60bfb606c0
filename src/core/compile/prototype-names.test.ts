import { describe, expect, it } from 'vitest';
import { createBackend } from '../backend/create-backend';
import { createMemoryStore } from '../backend/store';
import { checkSpec } from '../check/check-spec';
import { parseSpec } from '../parse/parse-spec';
import { compileText } from './compile-app';
import { validateRecord } from './validate-record';

// Names that are properties of every plain object (`{}`): the docs call them ordinary names, so a
// field, entity or constant with one of them behaves like any other (optional stays optional).
const NAMES = ['toString', 'valueOf', 'constructor', 'hasOwnProperty', '__proto__', 'isPrototypeOf'] as const;

const spec = (names: readonly string[]): string => `# Odd names

## 1. Purpose

People keep notes.

## 3. Data

| Entity | Field | Required | Type |
|---|---|---|---|
| Note | id | required | id |
| Note | title | required | string |
${names.map((n) => `| Note | ${n} | optional | string |`).join('\n')}

## 5. Validation

| Entity | Field | Rule | Message |
|---|---|---|---|
| Note | title | at most 20 characters | Keep it short |

## 7. Calls

| Call | Method | Path | Request | Response |
|---|---|---|---|---|
| list notes | GET | /api/notes | — | Note[] |
| create note | POST | /api/notes | Note | Note |
| update note | PATCH | /api/notes/{id} | Note | Note |
| get note | GET | /api/notes/{id} | — | Note |
`;

describe('fields named like Object.prototype members', () => {
  const text = spec(NAMES);

  it('are read and compiled as ordinary optional fields', () => {
    const { spec: model } = parseSpec(text);
    const note = model.entities.find((e) => e.name.value === 'Note');
    expect(note?.fields.map((f) => f.name.value)).toEqual(['id', 'title', ...NAMES]);
    const report = checkSpec(text);
    expect(report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const { app } = compileText(text);
    const fields = app.entities.find((e) => e.name === 'Note')?.fields ?? [];
    for (const name of NAMES) expect(fields.find((f) => f.name === name)?.required).toBe(false);
  });

  it('validateRecord leaves them optional when absent and checks them when given', () => {
    const { app } = compileText(text);
    expect(validateRecord(app, 'Note', { title: 'A' }, { mode: 'create' })).toEqual([]);
    const record = Object.create(null) as Record<string, unknown>;
    record.title = 'A';
    for (const name of NAMES) record[name] = 5;
    const problems = validateRecord(app, 'Note', record, { mode: 'create' });
    expect(problems.map((p) => p.field).sort()).toEqual([...NAMES].sort());
  });

  it('the backend stores, returns and updates them like any field', async () => {
    const { app } = compileText(text);
    let n = 0;
    const backend = createBackend(app, createMemoryStore(), { newId: () => `n${++n}` });
    const call = (method: string, url: string, body?: unknown) => backend.handle({ method, url, headers: {}, body });
    const bare = await call('POST', '/api/notes', { title: 'bare' });
    expect(bare.status).toBe(201);
    expect(bare.body).toEqual({ id: 'n1', title: 'bare' });
    const body = JSON.parse(`{"title":"all",${NAMES.map((k) => `"${k}":"v-${k}"`).join(',')}}`) as Record<string, unknown>;
    const full = await call('POST', '/api/notes', body);
    expect(full.status).toBe(201);
    for (const name of NAMES) expect(Object.getOwnPropertyDescriptor(full.body, name)?.value).toBe(`v-${name}`);
    const patched = await call('PATCH', '/api/notes/n2', JSON.parse('{"constructor":"changed"}'));
    expect(patched.status).toBe(200);
    expect(Object.getOwnPropertyDescriptor(patched.body, 'constructor')?.value).toBe('changed');
    expect(Object.getOwnPropertyDescriptor(patched.body, 'toString')?.value).toBe('v-toString');
    const list = await call('GET', '/api/notes');
    expect(list.status).toBe(200);
    expect({}.constructor).toBe(Object);
    expect(Object.prototype).not.toHaveProperty('title');
  });
});
