/**
 * Wording of the expression type check (check/cel-types.ts): `type-mismatch` and `local-time`. Each
 * names the sub-expression as written and says what was expected. Types arrive already in words
 * ("text (string)", "a timestamp").
 */

const code = (s: string): string => '`' + s + '`';

/** Message building for the type check of expressions. */
export const typeMessages = {
  macroNeedsCollection: (expr: string, type: string) =>
    `${code(expr)} is ${type}; a macro such as \`all\` or \`exists\` needs a list or a map.`,
  noFields: (expr: string, type: string, field: string) =>
    `${code(expr)} is ${type}, which has no fields: ${code('.' + field)} cannot be read from it.`,
  notBoolOperand: (op: string, expr: string, type: string) =>
    `${code(op)} joins conditions, but ${code(expr)} is ${type}, not true or false.`,
  notBoolCondition: (expr: string, type: string) => `The condition before \`?\` must be true or false, but ${code(expr)} is ${type}.`,
  badListIndex: (expr: string, type: string) => `A list is indexed by a whole number, but ${code(expr)} is ${type}.`,
  notIndexable: (expr: string, type: string) => `${code(expr)} is ${type}; only lists and maps can be indexed with \`[ ]\`.`,
  neverEqual: (expr: string, left: string, right: string, hint: string) =>
    `${code(expr)} compares ${left} with ${right}, which are never equal.${hint}`,
  neverInList: (expr: string, type: string, element: string) =>
    `${code(expr)} looks for ${type} in a list of ${element}, where it can never be.`,
  neverInMap: (expr: string, type: string, key: string) =>
    `${code(expr)} looks for ${type} among keys of type ${key}, where it can never be.`,
  inNeedsCollection: (expr: string, type: string) => `\`in\` needs a list or a map on its right, but ${code(expr)} is ${type}.`,
  methodMismatch: (what: string, expected: string, target: string, type: string, withArgs: string, hint: string) =>
    `${what} applies to ${expected}, but ${code(target)} is ${type}${withArgs}.${hint}`,
  callMismatch: (what: string, given: string, expected: string, hint: string) =>
    `${what} does not apply here: it is given ${given}. It takes ${expected}.${hint}`,
  localTime: (expr: string, accessor: string) =>
    `${code(expr)} reads the time in the zone of the device running the app, which may not be yours (opening hours are local). ` +
    `Add \`TIME_ZONE = Europe/London\` (your zone) to point 9, or give the zone: ${code(accessor + '("Europe/London")')}.`,
  hintDouble: () => ' Write a whole number with a decimal point (`2.0`) for a double, or convert with `double(…)` or `int(…)`.',
  hintTimestamp: () => ' Convert text with `timestamp("2025-01-31T09:00:00Z")`.',
  hintDuration: () => ' Write a duration as `duration("90m")` or use a duration constant of point 9.',
  hintTimestampPart: () => ' A timestamp compares with a timestamp: read a part of it with `getHours()`, `getFullYear()`…',
} as const;
