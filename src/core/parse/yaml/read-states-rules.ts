import type { Expression } from '../../spec/expression';
import type { PointNumber } from '../../spec/point';
import { createRule, type Rule, type RuleBody } from '../../spec/rule';
import type { StateFieldDecl, Transition } from '../../spec/transition';
import { unwrapCodeSpan } from '../cells/code-span';
import { readExpression } from '../cells/expression';
import { parseRulePhrase } from '../cells/rule-phrase';
import { extrasOf, readRows, type RowKind } from './read-rows';
import {
  keyPath,
  locate,
  optionalLocated,
  readText,
  readTextList,
  requireText,
  type Row,
  type YamlContext,
  type YamlPath,
} from './yaml-context';

/** Point 4 rows: transitions, or `{ entity, stateField }` declaring an entity's state field. */
export const STATE_ROW: RowKind = {
  key: 'states',
  known: ['entity', 'from', 'event', 'to', 'guard', 'roles', 'stateField'],
  example: '{ entity: Talk, from: draft, event: submit, to: submitted }',
};
/** Point 5 rows. */
export const RULE_ROW: RowKind = {
  key: 'rules',
  known: ['entity', 'field', 'rule', 'expr', 'message'],
  example: '{ entity: Talk, field: title, rule: at most 90 characters }',
};

/** Reads an optional expression key: the text itself, or one code span (backticks are optional). */
export function readExpressionKey(ctx: YamlContext, row: Row, key: string, point: PointNumber): Expression | null {
  const text = readText(ctx, row.get(key), keyPath(row.path, key), point);
  if (!text || text.text === '') return null;
  return readExpression(unwrapCodeSpan(text) ?? text, ctx.sink, point);
}

/** Reads point 4's list into transitions and state field declarations, in order. */
export function readStates(ctx: YamlContext, raw: unknown, path: YamlPath): { transitions: Transition[]; stateFields: StateFieldDecl[] } {
  const stateFields: StateFieldDecl[] = [];
  const transitions: Transition[] = [];
  readRows(ctx, raw, path, 4, STATE_ROW, (row) => {
    if (row.has('stateField') && !row.has('from') && !row.has('event') && !row.has('to')) {
      const entity = locate(requireText(ctx, row, 'entity', 4));
      stateFields.push({ entity, field: locate(requireText(ctx, row, 'stateField', 4)) });
      return null;
    }
    transitions.push({
      entity: optionalLocated(ctx, row, 'entity', 4),
      from: locate(requireText(ctx, row, 'from', 4)),
      event: locate(requireText(ctx, row, 'event', 4)),
      to: locate(requireText(ctx, row, 'to', 4)),
      guard: readExpressionKey(ctx, row, 'guard', 4),
      roles: readTextList(ctx, row.get('roles'), keyPath(row.path, 'roles'), 4).map(locate),
      extra: extrasOf(ctx, row, 4),
      span: row.span,
    });
    return null;
  });
  return { transitions, stateFields };
}

/** Reads point 5's list. `expr` holds an expression; `rule` a phrase, or an expression in backticks. */
export function readRules(ctx: YamlContext, raw: unknown, path: YamlPath): Rule[] {
  return readRows(ctx, raw, path, 5, RULE_ROW, (row): Rule => {
    const entity = locate(requireText(ctx, row, 'entity', 5));
    const field = locate(requireText(ctx, row, 'field', 5));
    let body: RuleBody;
    const expr = row.has('expr') ? readExpressionKey(ctx, row, 'expr', 5) : null;
    if (expr) {
      body = { kind: 'expression', expression: expr };
    } else {
      const text = requireText(ctx, row, 'rule', 5);
      const code = unwrapCodeSpan(text);
      body = code
        ? { kind: 'expression', expression: readExpression(code, ctx.sink, 5) }
        : { kind: 'phrase', text: locate(text), phrase: text.text === '' ? null : parseRulePhrase(text, ctx.sink) };
    }
    const message = readText(ctx, row.get('message'), keyPath(row.path, 'message'), 5);
    return createRule(
      {
        entity,
        field,
        body,
        message: message && message.text !== '' ? locate(message) : null,
        extra: extrasOf(ctx, row, 5),
      },
      row.span,
    );
  });
}
