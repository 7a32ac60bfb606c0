import type { AppShape, AppType } from '../compile/app-model';
import { callOperations, type ContractInput } from './export-openapi';
import { enumValues } from './schema-of';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A property name as TypeScript reads it: bare when it is an identifier, else quoted. */
function propertyName(name: string): string {
  return IDENTIFIER.test(name) ? name : JSON.stringify(name);
}

/** A type name made of the words of `name` (`tool loan` → `ToolLoan`), never starting with a digit. */
export function typeName(name: string): string {
  const words = name.split(/[^A-Za-z0-9_$]+/).filter((w) => w !== '');
  const joined = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return joined === '' ? 'Unnamed' : /^[0-9]/.test(joined) ? `_${joined}` : joined;
}

/** A comment's text that cannot close the comment. */
function commentText(s: string): string {
  return s.replace(/\*\//g, '*\\/').replace(/\r?\n/g, ' ');
}

/**
 * The TypeScript type of a point-3 type or point-7 shape. `records` says whether a reference to an
 * entity is the whole record (responses) or its id (fields, requests).
 */
function tsType(type: AppType, entityType: (entity: string) => string | null, records: boolean, indent: string): string {
  switch (type.kind) {
    case 'scalar':
      return type.name === 'integer' || type.name === 'number' ? 'number' : type.name === 'boolean' ? 'boolean' : 'string';
    case 'enum':
      return (
        enumValues(type.values)
          .map((v) => JSON.stringify(v))
          .join(' | ') || 'never'
      );
    case 'ref':
      return (records ? entityType(type.entity) : null) ?? 'string';
    case 'list': {
      const inner = tsType(type.of, entityType, records, indent);
      return /^[A-Za-z0-9_$]+$/.test(inner) ? `${inner}[]` : `(${inner})[]`;
    }
    case 'object': {
      if (type.fields.length === 0) return 'Record<string, never>';
      const inner = `${indent}  `;
      const lines = type.fields.map(
        (f) => `${inner}${propertyName(f.name)}${f.optional ? '?' : ''}: ${tsType(f.type, entityType, records, inner)};`,
      );
      return `{\n${lines.join('\n')}\n${indent}}`;
    }
    case 'invalid':
      return 'unknown';
  }
}

function shapeType(shape: AppShape, entityType: (entity: string) => string | null, records: boolean): string {
  return shape.kind === 'none' ? 'void' : tsType(shape, entityType, records, '');
}

/**
 * TypeScript types for a spec's contract (docs/openapi.md): an interface per entity of point 3
 * (references as ids), its input and changes, the error codes of point 8 and the error body, and per call
 * of point 7 its path parameters, query, request and response. The output compiles under `tsc --strict`.
 */
export function exportTypeScript(input: ContractInput): string {
  const { app, fill } = input;
  const used = new Set<string>(['ErrorBody', 'ErrorCode', 'FieldError']);
  const unique = (base: string): string => {
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base}${n}`;
    used.add(name);
    return name;
  };
  const entityTypes = new Map<string, string>();
  for (const e of app.entities) entityTypes.set(e.name, unique(typeName(e.name)));
  const entityType = (entity: string): string | null => entityTypes.get(entity) ?? null;
  const inputTypes = new Map<string, { input: string; changes: string }>();

  const out: string[] = [
    `// The contract of "${commentText(app.title || 'Untitled spec')}", written by specfront from its spec.`,
    '// Each type names the point and line of the spec it comes from. References to records travel as their ids.',
    '',
  ];
  for (const e of app.entities) {
    const name = entityTypes.get(e.name) as string;
    out.push(`/** ${commentText(e.name)} (point 3, line ${e.source.line ?? '?'}). */`, `export interface ${name} {`);
    for (const f of e.fields) {
      const notes = [f.notes, f.type.kind === 'ref' ? `The id of a ${f.type.entity}.` : ''].filter((s) => s !== '').join(' ');
      if (notes !== '') out.push(`  /** ${commentText(fill(notes))} */`);
      out.push(`  ${propertyName(f.name)}${f.required ? '' : '?'}: ${tsType(f.type, entityType, false, '  ')};`);
    }
    out.push('}', '');
    const fixed = e.fields.filter((f) => f.isId || f.isState).map((f) => JSON.stringify(f.name));
    const inputName = unique(`${name}Input`);
    const changesName = unique(`${name}Changes`);
    inputTypes.set(e.name, { input: inputName, changes: changesName });
    out.push(
      `/** The fields of a ${commentText(e.name)} a client sends. */`,
      `export type ${inputName} = ${fixed.length > 0 ? `Omit<${name}, ${fixed.join(' | ')}>` : name};`,
      `/** The fields of a ${commentText(e.name)} to change. */`,
      `export type ${changesName} = Partial<${inputName}>;`,
      '',
    );
  }

  const codes = app.errors.map((e) => JSON.stringify(e.code));
  out.push(
    '/** The codes of the error catalogue (point 8). */',
    `export type ErrorCode = ${codes.length > 0 ? [...new Set(codes)].join(' | ') : 'string'};`,
    '',
    '/** A field at fault in an error answer. */',
    'export interface FieldError {',
    '  field: string;',
    '  message: string;',
    '}',
    '',
    '/** The body of every error answer. */',
    'export interface ErrorBody {',
    '  code: ErrorCode | null;',
    '  message: string;',
    '  errors: FieldError[];',
    '  detail?: string;',
    '}',
    '',
  );

  const idByLine = new Map<number | null, string>();
  for (const o of callOperations(app)) if (o.operationId !== null) idByLine.set(o.call.source.line, o.operationId);
  for (const call of app.calls) {
    const opId = idByLine.get(call.source.line);
    if (opId === undefined) continue;
    const base = typeName(opId);
    out.push(`// ${call.method} ${call.path} (point 7, line ${call.source.line ?? '?'})`);
    if (call.params.length > 0) {
      out.push(`export interface ${unique(`${base}Params`)} {`, ...call.params.map((p) => `  ${propertyName(p)}: string;`), '}');
    }
    if (call.query.length > 0) {
      out.push(`export interface ${unique(`${base}Query`)} {`, ...call.query.map((q) => `  ${propertyName(q)}?: string;`), '}');
    }
    if (call.request.kind !== 'none') {
      const named = call.request.kind === 'ref' ? inputTypes.get(call.request.entity) : undefined;
      const request = named ? (call.method === 'PATCH' ? named.changes : named.input) : shapeType(call.request, entityType, false);
      out.push(`export type ${unique(`${base}Request`)} = ${request};`);
    }
    out.push(`export type ${unique(`${base}Response`)} = ${shapeType(call.response, entityType, true)};`);
    const errorCodes = call.errors.filter((c) => app.errors.some((e) => e.code === c)).map((c) => JSON.stringify(c));
    if (errorCodes.length > 0)
      out.push(`export type ${unique(`${base}Error`)} = ErrorBody & { code: ${[...new Set(errorCodes)].join(' | ')} };`);
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}
