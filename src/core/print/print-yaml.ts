import { Document, Pair, Scalar, YAMLMap, YAMLSeq, type Node } from 'yaml';
import type { Spec } from '../spec/spec';
import type { FormMap, FormValue } from './form-tree';
import { specToForm } from './spec-to-form';

/** Builds yaml nodes by hand (no plain objects, so any key is an ordinary key). */
function toNode(v: FormValue): Node {
  if (typeof v !== 'object') {
    const s = new Scalar(v);
    if (typeof v === 'string' && v.includes('\n')) s.type = 'BLOCK_LITERAL';
    return s;
  }
  if (v.kind === 'list') {
    const seq = new YAMLSeq();
    seq.flow = v.flow;
    for (const item of v.items) seq.items.push(toNode(item));
    return seq;
  }
  const map = new YAMLMap();
  map.flow = v.flow;
  for (const [k, item] of v.entries) map.items.push(new Pair(new Scalar(k), toNode(item)));
  return map;
}

/**
 * Prints the spec in the YAML form (docs/yaml-form.md): stable key order, short rows as `{ … }`,
 * multi-line text as `|` blocks. `parseYamlSpec(printYaml(spec), 'yaml')` gives the same model.
 */
export function printYaml(spec: Spec): string {
  return printForm(specToForm(spec));
}

/** Writes a form tree as YAML text (the printer's last step; tests use it to write generated forms). */
export function printForm(form: FormMap): string {
  const doc = new Document(null, { version: '1.2' });
  doc.contents = toNode(form);
  return doc.toString({ lineWidth: 0, minContentWidth: 0, flowCollectionPadding: true, indentSeq: true });
}
