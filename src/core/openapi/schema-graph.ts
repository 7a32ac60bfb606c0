import { isObj, token, unToken, type Obj } from './document-value';
import { ImportError } from './import-error';

/**
 * The document as a graph of `$ref`s: resolving a local reference (remote ones and loops refused), and
 * `allOf` merged into one schema (a part that includes itself refused). One stack of the references being
 * followed is shared by `merged` and the type stage (`within`), so a loop through both is found.
 */
export class SchemaGraph {
  /** Where a property schema merged from `allOf` really is in the document. */
  readonly origin = new WeakMap<object, string>();
  private readonly open: string[] = [];

  constructor(readonly doc: Obj) {}

  /** The component schema of that name as written (before any `$ref` is followed), or undefined. */
  componentSchema(name: string): unknown {
    const schemas = (isObj(this.doc.components) ? this.doc.components.schemas : undefined) as Obj | undefined;
    return schemas?.[name];
  }

  /** The value a local `$ref` points at; remote references and cycles are refused. */
  resolve(ref: string, at: string): { value: unknown; pointer: string } {
    if (!ref.startsWith('#'))
      throw new ImportError(
        `the $ref "${ref}" at ${at} is not local; import reads one document (bundle it first, e.g. \`redocly bundle\`).`,
      );
    const seen = new Set<string>();
    let pointer = ref;
    for (;;) {
      if (seen.has(pointer)) throw new ImportError(`the $ref "${ref}" at ${at} is circular (${[...seen, pointer].join(' → ')}).`);
      seen.add(pointer);
      let value: unknown = this.doc;
      for (const part of pointer
        .slice(1)
        .split('/')
        .filter((p) => p !== '')
        .map((p) => unToken(decodeURIComponent(p)))) {
        value = isObj(value) ? value[part] : Array.isArray(value) ? value[Number(part)] : undefined;
        if (value === undefined) throw new ImportError(`the $ref "${ref}" at ${at} points at nothing in the document.`);
      }
      if (isObj(value) && typeof value.$ref === 'string') {
        if (!value.$ref.startsWith('#'))
          throw new ImportError(`the $ref "${value.$ref}" at ${pointer} is not local; import reads one document.`);
        pointer = value.$ref;
        continue;
      }
      return { value, pointer };
    }
  }

  /** An object with its `$ref` followed (parameters, responses, request bodies). */
  deref(value: unknown, at: string): { value: unknown; pointer: string } {
    return isObj(value) && typeof value.$ref === 'string' ? this.resolve(value.$ref, at) : { value, pointer: at };
  }

  /** Whether the reference at `pointer` is being followed now (a loop when it is met again). */
  isOpen(pointer: string): boolean {
    return this.open.includes(pointer);
  }

  /** Runs `read` while the reference at `pointer` is being followed. */
  within<T>(pointer: string, read: () => T): T {
    this.open.push(pointer);
    try {
      return read();
    } finally {
      this.open.pop();
    }
  }

  /** Schemas of `allOf` merged into one: properties and required lists together. */
  merged(schema: Obj, at: string): Obj {
    if (!Array.isArray(schema.allOf)) return schema;
    const properties: Obj = {};
    const required: string[] = [];
    const { allOf, ...rest } = schema;
    const out: Obj = { ...rest };
    (allOf as unknown[]).forEach((part, i) => {
      const here = `${at}/allOf/${i}`;
      const resolved = this.deref(part, here);
      if (this.isOpen(resolved.pointer)) throw new ImportError(`the schema at ${here} is circular through allOf (${resolved.pointer}).`);
      const p = this.within(resolved.pointer, () => (isObj(resolved.value) ? this.merged(resolved.value, resolved.pointer) : {}));
      if (isObj(p.properties)) {
        for (const [k, v] of Object.entries(p.properties))
          if (isObj(v) && !this.origin.has(v))
            this.origin.set(v, `${resolved.pointer === here ? here : resolved.pointer}/properties/${token(k)}`);
        Object.assign(properties, p.properties);
      }
      if (Array.isArray(p.required)) for (const r of p.required) if (typeof r === 'string') required.push(r);
      for (const [k, v] of Object.entries(p)) if (k !== 'properties' && k !== 'required' && out[k] === undefined) out[k] = v;
    });
    if (isObj(schema.properties)) Object.assign(properties, schema.properties);
    if (Array.isArray(schema.required)) for (const r of schema.required) if (typeof r === 'string') required.push(r);
    if (Object.keys(properties).length > 0) out.properties = properties;
    if (required.length > 0) out.required = [...new Set(required)];
    return out;
  }

  /** A property's place: where `allOf` merging found it, else under the schema at `at`. */
  placeOf(value: unknown, at: string, name: string): string {
    return (isObj(value) ? this.origin.get(value) : undefined) ?? `${at}/properties/${token(name)}`;
  }
}
