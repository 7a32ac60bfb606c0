/** The nine points of a specification, numbered as in the format. */
export type PointNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** How far a point is given: see docs/spec-format.md, "Point status". */
export type PointStatus = 'missing' | 'not-shown' | 'partial' | 'complete';

/** The key of a point's data in the model and in the YAML/JSON form. */
export type PointKey = 'purpose' | 'screens' | 'entities' | 'states' | 'rules' | 'roles' | 'calls' | 'errors' | 'constants';

/** A point's number, key and canonical title. */
export interface PointInfo {
  readonly n: PointNumber;
  readonly key: PointKey;
  readonly title: string;
}

/** The nine points in order. */
export const POINTS: readonly PointInfo[] = Object.freeze([
  { n: 1, key: 'purpose', title: 'What the product does and for whom' },
  { n: 2, key: 'screens', title: 'Screens and routes' },
  { n: 3, key: 'entities', title: 'Entities and their fields' },
  { n: 4, key: 'states', title: 'States and transitions' },
  { n: 5, key: 'rules', title: 'Validation rules' },
  { n: 6, key: 'roles', title: 'Roles and permissions' },
  { n: 7, key: 'calls', title: 'The calls it makes' },
  { n: 8, key: 'errors', title: 'The error catalogue' },
  { n: 9, key: 'constants', title: 'Business constants and limits' },
] as const);

/** The point info for a number. */
export function pointInfo(n: PointNumber): PointInfo {
  return POINTS[n - 1] as PointInfo;
}
