import type { Shape, TypeRef } from '../spec/type-ref';
import type { AppShape, AppType } from './app-model';

/** A parsed field type or shape without spans. */
export function toAppType(type: TypeRef): AppType {
  switch (type.kind) {
    case 'scalar':
      return { kind: 'scalar', name: type.name };
    case 'enum':
      return { kind: 'enum', values: [...type.values] };
    case 'ref':
      return { kind: 'ref', entity: type.entity };
    case 'list':
      return { kind: 'list', of: toAppType(type.of) };
    case 'object':
      return { kind: 'object', fields: type.fields.map((f) => ({ name: f.name, optional: f.optional, type: toAppType(f.type) })) };
    case 'invalid':
      return { kind: 'invalid' };
  }
}

/** A payload shape without spans (`none` for `—` or an empty cell). */
export function toAppShape(shape: Shape): AppShape {
  return shape.kind === 'none' ? { kind: 'none' } : toAppType(shape);
}
