import type { TypeRef } from '../spec/type-ref';

/**
 * A shape's type written as a point-3 type, or null when point 3 cannot hold it (a nested object).
 * Enumerations are written `one of a, b, c` (no bar to escape) unless a value holds a comma or
 * spaces at its ends, then as quoted literals.
 */
export function typeText(type: TypeRef): string | null {
  switch (type.kind) {
    case 'scalar':
      return type.name;
    case 'enum':
      return type.values.every((v) => v !== '' && !v.includes(',') && v.trim() === v && !v.includes('"'))
        ? `one of ${type.values.join(', ')}`
        : type.values.map((v) => JSON.stringify(v)).join(' | ');
    case 'ref':
      return type.entity;
    case 'list': {
      const inner = typeText(type.of);
      return inner === null || type.of.kind === 'enum' ? null : `${inner}[]`;
    }
    default:
      return null;
  }
}
