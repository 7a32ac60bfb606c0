import type { Spec } from '../spec/spec';
import type { FormValue } from './form-tree';
import { specToForm } from './spec-to-form';

/** Writes a form value as JSON with two-space indentation; keys in the form's order. */
function write(v: FormValue, indent: string, out: string[]): void {
  if (typeof v !== 'object') {
    out.push(JSON.stringify(v));
    return;
  }
  const inner = `${indent}  `;
  if (v.kind === 'list') {
    if (v.items.length === 0) {
      out.push('[]');
      return;
    }
    out.push('[\n');
    v.items.forEach((item, i) => {
      out.push(inner);
      write(item, inner, out);
      out.push(i < v.items.length - 1 ? ',\n' : '\n');
    });
    out.push(`${indent}]`);
    return;
  }
  if (v.entries.length === 0) {
    out.push('{}');
    return;
  }
  out.push('{\n');
  v.entries.forEach(([k, item], i) => {
    out.push(`${inner}${JSON.stringify(k)}: `);
    write(item, inner, out);
    out.push(i < v.entries.length - 1 ? ',\n' : '\n');
  });
  out.push(`${indent}}`);
}

/** Prints the spec in the JSON form: the YAML form's keys and order, two-space indentation, a final newline. */
export function printJson(spec: Spec): string {
  const out: string[] = [];
  write(specToForm(spec), '', out);
  out.push('\n');
  return out.join('');
}
