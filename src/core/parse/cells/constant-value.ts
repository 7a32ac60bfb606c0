import type { ConstantValue } from '../../spec/constant';

/** STUB (helper B replaces): reads a constant's value: number, boolean, duration (`14 days`), else string. */
export function parseConstantValue(text: string): ConstantValue {
  return { kind: 'string', value: text };
}
