import { describe, expect, it } from 'vitest';
import { classifyTable, mapHeader, normaliseHeader, tableSpecOf } from './table-columns';

describe('table columns', () => {
  it('normalises header cells', () => {
    expect(normaliseHeader('  **Route** ')).toBe('route');
    expect(normaliseHeader('`From   State`')).toBe('from state');
  });

  it('maps synonyms per table kind, in any order', () => {
    expect(mapHeader(tableSpecOf('screens'), ['Page', 'URL', 'Content', 'Who', 'Color'])).toEqual([
      'Screen',
      'Route',
      'Shows',
      'Roles',
      undefined,
    ]);
    expect(mapHeader(tableSpecOf('constants'), ['Name', 'VALUE', 'Description'])).toEqual(['Name', 'Value', 'Meaning']);
    expect(mapHeader(tableSpecOf('calls'), ['verb', 'Path', 'Body', 'Returns'])).toEqual(['Method', 'Path', 'Request', 'Response']);
    expect(mapHeader(tableSpecOf('fields'), ['__proto__', 'constructor'])).toEqual([undefined, undefined]);
  });

  it("reads a table as its section's kind, point 6 by its columns", () => {
    expect(classifyTable(2, ['Route', 'Screen'])).toBe('screens');
    expect(classifyTable(6, ['Role', 'Description'])).toBe('roles');
    expect(classifyTable(6, ['Role', 'Can', 'On', 'When'])).toBe('permissions');
    expect(classifyTable(6, ['Role', 'Can'])).toBe('permissions');
  });

  it("reads a table of another kind by its columns, else as the section's kind", () => {
    expect(classifyTable(2, ['Method', 'Path', 'Response'])).toBe('calls');
    expect(classifyTable(5, ['Code', 'Status'])).toBe('errors');
    expect(classifyTable(7, ['Foo', 'Bar'])).toBe('calls');
    expect(classifyTable(1, ['Foo', 'Bar'])).toBeNull();
    expect(classifyTable(1, ['Name', 'Value'])).toBe('constants');
  });
});
