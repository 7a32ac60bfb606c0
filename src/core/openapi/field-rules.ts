import type { SchemaKinds } from './classify-schemas';
import { isObj, str } from './document-value';
import type { NoteLog } from './note-log';
import { TYPE_KEY } from './schema-of';
import type { SchemaGraph } from './schema-graph';
import { componentOf, nonNull, singlePart } from './schema-keywords';

/** A number that a rule phrase can hold. */
const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The rules of point 5 a field's schema says (JSON Schema keywords with a rule phrase): lengths, bounds,
 * `positive`, an enumeration an export marked, `matches` for a pattern RE2 runs (one it does not is noted).
 * An annotated reference's part and a scalar component's `$ref` (`Email`, `EventName`) carry their rules;
 * a reference to an entity or an input carries none.
 */
export function fieldRules(graph: SchemaGraph, kinds: SchemaKinds, notes: NoteLog, raw: unknown, at: string, depth = 0): string[] {
  if (!isObj(raw) || depth > 8) return [];
  const single = singlePart(raw);
  if (single !== null) return fieldRules(graph, kinds, notes, single.part, `${at}/allOf/${single.index}`, depth + 1);
  if (typeof raw.$ref === 'string') {
    // A reference to an entity is a reference; one to a scalar component (`Email`, `EventName`) carries its rules.
    const component = componentOf(raw);
    if (component === null || kinds.entities.has(component) || kinds.inputs.has(component)) return [];
    const { value, pointer } = graph.resolve(raw.$ref, at);
    return fieldRules(graph, kinds, notes, value, pointer, depth + 1);
  }
  const s = nonNull(raw);
  const rules: string[] = [];
  if (num(s.minLength) && num(s.maxLength)) rules.push(`between ${s.minLength} and ${s.maxLength} characters`);
  else {
    if (num(s.minLength) && s.minLength > 0) rules.push(`at least ${s.minLength} characters`);
    if (num(s.maxLength)) rules.push(`at most ${s.maxLength} characters`);
  }
  if (num(s.minimum) && num(s.maximum)) rules.push(`between ${s.minimum} and ${s.maximum}`);
  else {
    if (num(s.minimum)) rules.push(`at least ${s.minimum}`);
    if (num(s.maximum)) rules.push(`at most ${s.maximum}`);
  }
  if (s.exclusiveMinimum === 0 || (s.exclusiveMinimum === true && s.minimum === 0)) rules.push('positive');
  if (typeof s[TYPE_KEY] === 'string' && Array.isArray(s.enum) && s.enum.length > 0) rules.push(`one of ${s.enum.map(String).join(', ')}`);
  const pattern = str(s.pattern);
  if (pattern !== undefined && s[TYPE_KEY] !== 'time') {
    if (/\(\?[=!<]|\\[1-9]|`/.test(pattern) || pattern.includes('\n')) notes.note(`${at}/pattern`, 'pattern-not-re2');
    else rules.push(`matches \`${pattern}\``);
  }
  return rules;
}
