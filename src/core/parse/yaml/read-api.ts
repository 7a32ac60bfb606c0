import { isScalar } from 'yaml';
import { createCall, type Call } from '../../spec/call';
import { createConstant, type Constant, type ConstantValue } from '../../spec/constant';
import { createErrorEntry, type ErrorEntry } from '../../spec/error-entry';
import type { Shape } from '../../spec/type-ref';
import type { SourceText } from '../../source/source-text';
import { located } from '../../source/span';
import { parseConstantValue } from '../cells/constant-value';
import { parseMethod, parsePath, parseStatus } from '../cells/http';
import { parseShape } from '../cells/shape';
import { extrasOf, readRows, type RowKind } from './read-rows';
import {
  deref,
  keyPath,
  locate,
  optionalString,
  readText,
  readTextList,
  requireText,
  type Row,
  type YamlContext,
  type YamlPath,
} from './yaml-context';

/** Point 7 rows. */
export const CALL_ROW: RowKind = {
  key: 'calls',
  known: ['method', 'path', 'request', 'response', 'errors', 'roles', 'notes'],
  example: '{ method: GET, path: /api/talks, response: Talk[] }',
};
/** Point 8 rows. */
export const ERROR_ROW: RowKind = {
  key: 'errors',
  known: ['code', 'status', 'message', 'when'],
  example: '{ code: NOT_FOUND, status: 404, message: Not found }',
};
/** Point 9 rows. */
export const CONSTANT_ROW: RowKind = { key: 'constants', known: ['name', 'value', 'meaning'], example: '{ name: MAX_TALKS, value: 3 }' };

/** A request or response: the text as written (null when absent) and its shape. */
function readShape(ctx: YamlContext, row: Row, key: string): { text: SourceText | null; shape: Shape } {
  const text = readText(ctx, row.get(key), keyPath(row.path, key), 7);
  if (text === null || text.text === '') return { text: null, shape: { kind: 'none', span: text?.span ?? row.span } };
  return { text, shape: parseShape(text, ctx.sink, 7) };
}

/** Reads point 7's list. */
export function readCalls(ctx: YamlContext, raw: unknown, path: YamlPath): Call[] {
  return readRows(ctx, raw, path, 7, CALL_ROW, (row): Call => {
    const methodText = requireText(ctx, row, 'method', 7);
    const method = methodText.text === '' ? '' : parseMethod(methodText, ctx.sink, 7);
    const p = parsePath(requireText(ctx, row, 'path', 7), ctx.sink, 7);
    const request = readShape(ctx, row, 'request');
    const response = readShape(ctx, row, 'response');
    return createCall(
      {
        method: method === methodText.text ? methodText : located(method, methodText.from, methodText.to),
        path: p.path,
        params: p.params,
        query: p.query,
        requestText: request.text ? locate(request.text) : null,
        request: request.shape,
        responseText: response.text ? locate(response.text) : null,
        response: response.shape,
        errors: readTextList(ctx, row.get('errors'), keyPath(row.path, 'errors'), 7).map(locate),
        roles: readTextList(ctx, row.get('roles'), keyPath(row.path, 'roles'), 7).map(locate),
        notes: optionalString(ctx, row, 'notes', 7),
        extra: extrasOf(ctx, row, 7),
      },
      row.span,
    );
  });
}

/** Reads point 8's list. */
export function readErrors(ctx: YamlContext, raw: unknown, path: YamlPath): ErrorEntry[] {
  return readRows(ctx, raw, path, 8, ERROR_ROW, (row): ErrorEntry => {
    const code = requireText(ctx, row, 'code', 8);
    const statusText = requireText(ctx, row, 'status', 8);
    const message = readText(ctx, row.get('message'), keyPath(row.path, 'message'), 8);
    return createErrorEntry(
      {
        code: locate(code),
        statusText: locate(statusText),
        status: statusText.text === '' ? null : parseStatus(statusText, ctx.sink, 8),
        message: message && message.text !== '' ? locate(message) : null,
        when: optionalString(ctx, row, 'when', 8),
        extra: extrasOf(ctx, row, 8),
      },
      row.span,
    );
  });
}

/**
 * Reads point 9's list. A YAML number or boolean is that value; text is read as a Markdown Value
 * cell is (`14 days` is a duration, `"3"` a string).
 */
export function readConstants(ctx: YamlContext, raw: unknown, path: YamlPath): Constant[] {
  return readRows(ctx, raw, path, 9, CONSTANT_ROW, (row): Constant => {
    const name = requireText(ctx, row, 'name', 9);
    const node = deref(ctx, row.get('value'), keyPath(row.path, 'value'), 9);
    const valueText = requireText(ctx, row, 'value', 9);
    let value: ConstantValue;
    if (isScalar(node) && typeof node.value === 'number') value = { kind: 'number', value: node.value };
    else if (isScalar(node) && typeof node.value === 'boolean') value = { kind: 'boolean', value: node.value };
    else value = parseConstantValue(valueText.text);
    return createConstant(
      {
        name: locate(name),
        valueText: locate(valueText),
        value,
        meaning: optionalString(ctx, row, 'meaning', 9),
        extra: extrasOf(ctx, row, 9),
      },
      row.span,
    );
  });
}
