import type { DiagnosticSink } from '../../diagnostics/report';
import type { SourceText } from '../../source/source-text';
import { located, type Located } from '../../source/span';
import { createCall, type Call } from '../../spec/call';
import { createConstant, type Constant } from '../../spec/constant';
import { createErrorEntry, type ErrorEntry } from '../../spec/error-entry';
import { EMPTY_LIST } from '../../spec/empty-list';
import { createField, type Field } from '../../spec/entity';
import type { PointNumber } from '../../spec/point';
import { createPermission, createRole, type Permission, type Role } from '../../spec/role';
import { createRule, type Rule, type RuleBody } from '../../spec/rule';
import { createScreen, type Screen } from '../../spec/screen';
import type { Transition } from '../../spec/transition';
import { unwrapCodeSpan } from '../cells/code-span';
import { parseConstantValue } from '../cells/constant-value';
import { readExpression } from '../cells/expression';
import { parseFieldType } from '../cells/field-type';
import { parseMethod, parsePath, parseStatus, type ParsedPath } from '../cells/http';
import { parseRequired } from '../cells/required';
import { parseRulePhrase } from '../cells/rule-phrase';
import { parseShape } from '../cells/shape';
import { parseShows } from '../cells/shows';
import { cellOr, expressionOf, loc, nameOf, namesOf, optionalLoc } from './cell-values';
import type { TableRow } from './read-table';

/** What every row builder needs: where to report and for which point. */
export interface RowContext {
  readonly sink: DiagnosticSink;
  readonly point: PointNumber;
}

/** A route or call path (backticks stripped); an empty cell (already reported) is read as an empty path. */
function readPath(cell: SourceText, ctx: RowContext): ParsedPath {
  if (cell.text === '') return { path: loc(cell), params: EMPTY_LIST, query: EMPTY_LIST };
  return parsePath(unwrapCodeSpan(cell) ?? cell, ctx.sink, ctx.point);
}

/** The Method cell: upper-cased when valid (the cell itself when already written so), as written otherwise. */
function methodOf(cell: SourceText, ctx: RowContext): Located<string> {
  if (cell.text === '') return cell;
  const method = parseMethod(cell, ctx.sink, ctx.point);
  return method === cell.text ? cell : located(method, cell.from, cell.to);
}

/** A row of point 2's table. */
export function buildScreen(row: TableRow, ctx: RowContext): Screen {
  const c = row.cells;
  const routeCell = cellOr(c.get('Route'), row.span);
  const path = readPath(routeCell, ctx);
  const showsCell = c.get('Shows');
  const shows = showsCell === undefined || showsCell.text === '' ? null : showsCell;
  const read = shows ? parseShows(shows) : { kind: 'content' as const, target: null, related: null };
  return createScreen(
    {
      route: path.path,
      params: path.params,
      name: loc(cellOr(c.get('Screen'), row.span)),
      shows: shows ? loc(shows) : null,
      kind: read.kind,
      target: read.target,
      related: read.related,
      roles: namesOf(c.get('Roles')),
      extra: row.extra,
    },
    row.span,
  );
}

/** A row of a point-3 fields table. */
export function buildField(row: TableRow, ctx: RowContext): Field {
  const c = row.cells;
  const typeCell = cellOr(c.get('Type'), row.span);
  const required = c.get('Required');
  return createField(
    {
      name: nameOf(cellOr(c.get('Field'), row.span)),
      typeText: loc(typeCell),
      type: typeCell.text === '' ? { kind: 'invalid', text: '', span: typeCell.span } : parseFieldType(typeCell, ctx.sink, ctx.point),
      required: required === undefined ? null : parseRequired(required, ctx.sink, ctx.point),
      notes: c.get('Notes')?.text ?? '',
      extra: row.extra,
    },
    row.span,
  );
}

/** A row of point 4's table; `entity` comes from the Entity column or the `###` heading above. */
export function buildTransition(row: TableRow, entity: Located<string> | null, ctx: RowContext): Transition {
  const c = row.cells;
  const entityCell = c.get('Entity');
  return {
    entity: entityCell !== undefined ? nameOf(entityCell) : entity,
    from: nameOf(cellOr(c.get('From'), row.span)),
    event: nameOf(cellOr(c.get('Event'), row.span)),
    to: nameOf(cellOr(c.get('To'), row.span)),
    guard: expressionOf(c.get('Guard'), ctx.sink, ctx.point),
    roles: namesOf(c.get('Roles')),
    extra: row.extra,
    span: row.span,
  };
}

/** A row of point 5's table: an expression when the Rule cell is one code span, else a phrase. */
export function buildRule(row: TableRow, ctx: RowContext): Rule {
  const c = row.cells;
  const ruleCell = cellOr(c.get('Rule'), row.span);
  const inner = unwrapCodeSpan(ruleCell);
  const body: RuleBody = inner
    ? { kind: 'expression', expression: readExpression(inner, ctx.sink, ctx.point) }
    : { kind: 'phrase', text: loc(ruleCell), phrase: ruleCell.text === '' ? null : parseRulePhrase(ruleCell, ctx.sink) };
  return createRule(
    {
      entity: nameOf(cellOr(c.get('Entity'), row.span)),
      field: nameOf(cellOr(c.get('Field'), row.span)),
      body,
      message: optionalLoc(c.get('Message')),
      extra: row.extra,
    },
    row.span,
  );
}

/** A row of point 6's roles table. */
export function buildRole(row: TableRow): Role {
  const c = row.cells;
  return createRole(
    { name: nameOf(cellOr(c.get('Role'), row.span)), description: c.get('Description')?.text ?? '', extra: row.extra },
    row.span,
  );
}

/** A row of point 6's permissions table. */
export function buildPermission(row: TableRow, ctx: RowContext): Permission {
  const c = row.cells;
  return createPermission(
    {
      role: nameOf(cellOr(c.get('Role'), row.span)),
      can: namesOf(c.get('Can')),
      on: namesOf(c.get('On')),
      when: expressionOf(c.get('When'), ctx.sink, ctx.point),
      extra: row.extra,
    },
    row.span,
  );
}

/** A row of point 7's table. */
export function buildCall(row: TableRow, ctx: RowContext): Call {
  const c = row.cells;
  const methodCell = cellOr(c.get('Method'), row.span);
  const pathCell = cellOr(c.get('Path'), row.span);
  const path = readPath(pathCell, ctx);
  const request = cellOr(c.get('Request'), row.span);
  const response = cellOr(c.get('Response'), row.span);
  return createCall(
    {
      method: methodOf(methodCell, ctx),
      path: path.path,
      params: path.params,
      query: path.query,
      requestText: optionalLoc(c.get('Request')),
      request: parseShape(unwrapCodeSpan(request) ?? request, ctx.sink, ctx.point),
      responseText: optionalLoc(c.get('Response')),
      response: parseShape(unwrapCodeSpan(response) ?? response, ctx.sink, ctx.point),
      errors: namesOf(c.get('Errors')),
      roles: namesOf(c.get('Roles')),
      notes: c.get('Notes')?.text ?? '',
      extra: row.extra,
    },
    row.span,
  );
}

/** A row of point 8's table. */
export function buildError(row: TableRow, ctx: RowContext): ErrorEntry {
  const c = row.cells;
  const status = cellOr(c.get('Status'), row.span);
  return createErrorEntry(
    {
      code: nameOf(cellOr(c.get('Code'), row.span)),
      statusText: loc(status),
      status: status.text === '' ? null : parseStatus(status, ctx.sink, ctx.point),
      message: optionalLoc(c.get('Message')),
      when: c.get('When')?.text ?? '',
      extra: row.extra,
    },
    row.span,
  );
}

/** A row of point 9's table. */
export function buildConstant(row: TableRow): Constant {
  const c = row.cells;
  const value = cellOr(c.get('Value'), row.span);
  return createConstant(
    {
      name: nameOf(cellOr(c.get('Name'), row.span)),
      valueText: loc(value),
      value: parseConstantValue(value.text),
      meaning: c.get('Meaning')?.text ?? '',
      extra: row.extra,
    },
    row.span,
  );
}
