import { isObj, unToken, type Obj } from './document-value';
import { SCHEMA_PREFIX } from './schema-keywords';
import { isErrorStatus } from './schema-uses';

/** Every `$ref` under `value` into `out`; under `responses`, those of error statuses into `errorsOut`, under `callbacks` into `hooksOut` (when given). */
function collect(value: unknown, out: string[], errorsOut: string[] | null, hooksOut: string[] | null): void {
  if (Array.isArray(value)) {
    for (const v of value) if (v !== null && typeof v === 'object') collect(v, out, errorsOut, hooksOut);
    return;
  }
  if (!isObj(value)) return;
  const ref = value.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/')) out.push(ref);
  for (const k in value) {
    const v = value[k];
    if (v === null || typeof v !== 'object' || !Object.prototype.hasOwnProperty.call(value, k)) continue;
    if (k === 'callbacks' && hooksOut !== null) collect(v, hooksOut, null, null);
    else if (k === 'responses' && errorsOut !== null && isObj(v)) {
      for (const status in v) {
        const r = v[status];
        if (r === null || typeof r !== 'object' || !Object.prototype.hasOwnProperty.call(v, status)) continue;
        collect(r, isErrorStatus(status) || /^[45]XX$/i.test(status) ? errorsOut : out, errorsOut, hooksOut);
      }
    } else collect(v, out, errorsOut, hooksOut);
  }
}

/** The component names of the schemas among `refs`. */
function asSchemas(refs: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const ref of refs) if (ref.startsWith(SCHEMA_PREFIX)) out.add(unToken(decodeURIComponent(ref.slice(SCHEMA_PREFIX.length))));
  return out;
}

/**
 * The component schemas the operations reach only through their error responses (`Problem`, FastAPI's
 * `HTTPValidationError` and the `ValidationError` it lists), and those only webhooks and callbacks use
 * (the events an API sends): neither are records an app reads. The paths and webhooks are walked once,
 * each component they reach once (its own `$ref`s remembered), then the three reaches are read off that graph.
 */
export function sideSchemas(doc: Obj): { errorOnly: Set<string>; hookOnly: Set<string> } {
  const records: string[] = [];
  const errors: string[] = [];
  const hooks: string[] = [];
  if (isObj(doc.paths)) collect(doc.paths, records, errors, hooks);
  if (isObj(doc.webhooks)) collect(doc.webhooks, hooks, null, null);
  const edges = new Map<string, string[]>();
  const edgesOf = (ref: string): string[] => {
    let out = edges.get(ref);
    if (out === undefined) {
      out = [];
      edges.set(ref, out);
      let target: unknown = doc;
      for (const part of ref.slice(2).split('/')) target = isObj(target) ? target[unToken(decodeURIComponent(part))] : undefined;
      collect(target, out, null, null);
    }
    return out;
  };
  const reach = (roots: readonly string[], stop: ReadonlySet<string> = new Set()): Set<string> => {
    const seen = new Set<string>();
    const stack = roots.filter((r) => !stop.has(r));
    while (stack.length > 0) {
      const ref = stack.pop() as string;
      if (seen.has(ref)) continue;
      seen.add(ref);
      for (const next of edgesOf(ref)) if (!seen.has(next) && !stop.has(next)) stack.push(next);
    }
    return seen;
  };
  const recordRefs = reach(records);
  const errorOnly = asSchemas(reach(errors, recordRefs));
  const opRefs = new Set([...recordRefs, ...reach(errors)]);
  const hookOnly = asSchemas(reach(hooks, opRefs));
  return { errorOnly, hookOnly };
}
