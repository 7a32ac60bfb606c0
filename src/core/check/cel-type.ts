/**
 * CEL types as the expression type check (cel-types.ts) sees them, with the relations it needs: what
 * fits a parameter, what `==` can compare, the common type of two.
 */

/** A CEL type as the checker sees it. `record` is a map with string keys whose known fields have types. */
export type CelT =
  | { readonly k: 'int' | 'uint' | 'double' | 'string' | 'bool' | 'bytes' | 'null' | 'timestamp' | 'duration' | 'dyn' | 'type' }
  | { readonly k: 'list'; readonly of: CelT }
  | { readonly k: 'map'; readonly key: CelT; readonly value: CelT }
  /** `fields` known; `open`: other names are allowed (and `dyn`), else they are unknown (reported elsewhere). */
  | { readonly k: 'record'; readonly name: string; readonly fields: ReadonlyMap<string, CelT>; readonly open: boolean };

const scalar = <K extends 'int' | 'uint' | 'double' | 'string' | 'bool' | 'bytes' | 'null' | 'timestamp' | 'duration' | 'dyn' | 'type'>(
  k: K,
): CelT => ({ k });
export const T = {
  int: scalar('int'),
  uint: scalar('uint'),
  double: scalar('double'),
  string: scalar('string'),
  bool: scalar('bool'),
  bytes: scalar('bytes'),
  null: scalar('null'),
  timestamp: scalar('timestamp'),
  duration: scalar('duration'),
  dyn: scalar('dyn'),
  type: scalar('type'),
} as const;
export const listOf = (of: CelT): CelT => ({ k: 'list', of });
export const mapOf = (key: CelT, value: CelT): CelT => ({ k: 'map', key, value });

/** The type as CEL prints it (`list(string)`, `google.protobuf.Timestamp` as `timestamp`). */
export function typeText(t: CelT): string {
  switch (t.k) {
    case 'list':
      return `list(${typeText(t.of)})`;
    case 'map':
      return `map(${typeText(t.key)}, ${typeText(t.value)})`;
    case 'record':
      return `map(string, dyn)`;
    default:
      return t.k;
  }
}

/** Whether two types print the same (`typeText(a) === typeText(b)`), without building the texts. */
export function sameText(a: CelT, b: CelT): boolean {
  if (a === b) return true;
  const ka = a.k === 'record' ? 'map' : a.k;
  const kb = b.k === 'record' ? 'map' : b.k;
  if (ka !== kb) return false;
  if (a.k === 'list') return b.k === 'list' && sameText(a.of, b.of);
  if (ka !== 'map') return true;
  // A record prints as map(string, dyn).
  const aKey = a.k === 'map' ? a.key : T.string;
  const aValue = a.k === 'map' ? a.value : T.dyn;
  const bKey = b.k === 'map' ? b.key : T.string;
  const bValue = b.k === 'map' ? b.value : T.dyn;
  return sameText(aKey, bKey) && sameText(aValue, bValue);
}

/** The type in words for a message ("a whole number", "text"). */
export function typeWords(t: CelT): string {
  switch (t.k) {
    case 'int':
      return 'a whole number (int)';
    case 'uint':
      return 'an unsigned number (uint)';
    case 'double':
      return 'a number (double)';
    case 'string':
      return 'text (string)';
    case 'bool':
      return 'true or false (bool)';
    case 'bytes':
      return 'bytes';
    case 'null':
      return 'null';
    case 'timestamp':
      return 'a timestamp';
    case 'duration':
      return 'a duration';
    case 'dyn':
      return 'any value';
    case 'type':
      return 'a type';
    case 'list':
      return t.of.k === 'dyn' ? 'a list' : `a list of ${typeText(t.of)}`;
    case 'map':
      return 'a map';
    case 'record':
      return t.name ? `a ${t.name} record` : 'a record';
  }
}

const isDyn = (t: CelT): boolean => t.k === 'dyn';
const isNumber = (t: CelT): boolean => t.k === 'int' || t.k === 'uint' || t.k === 'double';
export const isMapLike = (t: CelT): boolean => t.k === 'map' || t.k === 'record';

/** Whether a value of type `actual` can be given where `param` is declared (dyn fits both ways). */
export function fits(actual: CelT, param: CelT): boolean {
  if (isDyn(actual) || isDyn(param)) return true;
  if (param.k === 'list') return actual.k === 'list' && fits(actual.of, param.of);
  if (param.k === 'map')
    return (
      (actual.k === 'map' && fits(actual.key, param.key) && fits(actual.value, param.value)) ||
      (actual.k === 'record' && fits(T.string, param.key))
    );
  if (param.k === 'record') return isMapLike(actual);
  return actual.k === param.k;
}

/** Whether `==` can compare the two: the same kind, numbers of any kind, null with anything, or dyn. */
export function comparable(a: CelT, b: CelT): boolean {
  if (isDyn(a) || isDyn(b) || a.k === 'null' || b.k === 'null') return true;
  if (isNumber(a) && isNumber(b)) return true;
  if (a.k === 'list' && b.k === 'list') return comparable(a.of, b.of);
  if (isMapLike(a) && isMapLike(b)) return true;
  return a.k === b.k;
}

/** The common type of two (for lists, conditionals): the same type, else dyn. */
export function join(a: CelT, b: CelT): CelT {
  if (a.k === 'list' && b.k === 'list') return listOf(join(a.of, b.of));
  if (isMapLike(a) || isMapLike(b))
    return isMapLike(a) && isMapLike(b) && a.k === 'map' && b.k === 'map'
      ? mapOf(join(a.key, b.key), join(a.value, b.value))
      : a === b
        ? a
        : T.dyn;
  return a.k === b.k ? a : T.dyn;
}
