import type { SchemaKinds } from './classify-schemas';
import { entityName } from './classify-schemas';
import { isObj, str, type Obj } from './document-value';
import { ImportError } from './import-error';
import type { NoteLog } from './note-log';
import { NOTES_KEY, REF_KEY, TYPE_KEY } from './schema-of';
import type { SchemaGraph } from './schema-graph';
import { annotationOnly, boundKeywords, componentOf, nonNull, sameRecord, singlePart } from './schema-keywords';

/** The type words of point 3 a schema may name directly (`x-specfront-type`) and a list may hold. */
const SCALAR_WORDS = new Set(['string', 'text', 'integer', 'number', 'boolean', 'date', 'datetime', 'time', 'email', 'url', 'id', 'uuid']);

/** A point-3 enumeration: `one of a, b` when the values allow it, else quoted literals. */
export function enumText(values: readonly string[]): string {
  return values.every((v) => v !== '' && !v.includes(',') && v.trim() === v && !v.includes('"') && !v.includes('|'))
    ? `one of ${values.join(', ')}`
    : values.map((v) => JSON.stringify(v)).join(' | ');
}

/** A shape's property name: bare when it is a name, else quoted. */
const propName = (name: string): string => (/^[\p{L}_][\p{L}\p{N}_]*$/u.test(name) ? name : JSON.stringify(name));

/** The point-3 word of a string schema's `format`. */
function stringText(format: string | undefined): string {
  switch (format) {
    case 'date':
      return 'date';
    case 'date-time':
      return 'datetime';
    case 'time':
      return 'time';
    case 'email':
      return 'email';
    case 'uri':
    case 'url':
    case 'uri-reference':
    case 'iri':
      return 'url';
    case 'uuid':
      return 'uuid';
    default:
      return 'string';
  }
}

/**
 * The type stage: the text of a schema as a type of point 3 (`inShape` false: no nested objects, entity
 * names are references) or of a call's shape in point 7 (entity names are whole records). What the spec
 * cannot hold is noted at its place and written as text, a list of strings, or left out.
 */
export class TypeTexts {
  constructor(
    private readonly graph: SchemaGraph,
    private readonly kinds: SchemaKinds,
    private readonly notes: NoteLog,
  ) {}

  /**
   * The text of a type: point 3's (`inShape` false: no nested objects) or point 7's notation. Null when
   * the schema is something the spec cannot hold (noted at `at`). `topLevel`: a whole body, where an
   * entity's input is that entity.
   */
  text(raw: unknown, at: string, inShape: boolean, topLevel = false): string | null {
    if (!isObj(raw)) return inShape ? null : 'string';
    if (componentOf(raw) !== null) return this.componentText(raw, at, inShape, topLevel);
    const single = singlePart(raw);
    if (single !== null) return this.text(single.part, `${at}/allOf/${single.index}`, inShape, topLevel);
    if (typeof raw.$ref === 'string') {
      const { value, pointer } = this.graph.resolve(raw.$ref, at);
      if (this.graph.isOpen(pointer)) throw new ImportError(`the $ref "${raw.$ref}" at ${at} is circular.`);
      return this.graph.within(pointer, () => this.text(value, pointer, inShape, topLevel));
    }
    const schema = nonNull(this.graph.merged(raw, at));
    const ref = str(schema[REF_KEY]);
    if (ref !== undefined) return entityName(ref);
    const own = str(schema[TYPE_KEY]);
    if (own !== undefined && SCALAR_WORDS.has(own)) return own;
    if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) return this.unionText(schema, at, inShape);
    const enumerated = this.enumeratedText(schema, at, inShape);
    if (enumerated !== null) return enumerated;
    const type = str(schema.type) ?? (isObj(schema.properties) ? 'object' : schema.items !== undefined ? 'array' : undefined);
    switch (type) {
      case 'string':
        return stringText(str(schema.format));
      case 'integer':
      case 'number':
      case 'boolean':
        return type;
      case 'array':
        return this.listText(schema, at, inShape);
      case 'object':
        return this.objectText(schema, at, inShape);
      default:
        if (Array.isArray(schema.type)) {
          const types = schema.type.filter((t) => t !== 'null').join(', ');
          this.notes.note(at, 'several-types', { types, inShape });
          return inShape ? null : 'text';
        }
        this.notes.note(at, 'untyped', { inShape });
        return inShape ? null : 'text';
    }
  }

  /** A `$ref` to a component schema: its entity, its entity's input (a whole body), else what it holds. */
  private componentText(raw: Obj, at: string, inShape: boolean, topLevel: boolean): string | null {
    const component = componentOf(raw) as string;
    const entity = this.kinds.entities.get(component);
    if (entity !== undefined) return entity;
    const input = this.kinds.inputs.get(component);
    if (input !== undefined && topLevel) return input;
    const { value, pointer } = this.graph.resolve(str(raw.$ref) as string, at);
    if (this.graph.isOpen(pointer)) {
      this.notes.note(at, 'circular-shape', { pointer });
      return 'text';
    }
    return this.graph.within(pointer, () => this.text(value, pointer, inShape, topLevel));
  }

  /** `oneOf`/`anyOf`: one value or a list of them, an id or the whole record, else not carried (null). */
  private unionText(schema: Obj, at: string, inShape: boolean): string | null {
    const key = Array.isArray(schema.oneOf) ? 'oneOf' : 'anyOf';
    const list = this.oneOrList(schema[key] as unknown[], `${at}/${key}`);
    if (list !== null) {
      this.notes.note(`${at}/${key}`, 'one-or-list', { union: key, list });
      return list;
    }
    const expandable = inShape ? null : this.idOrRecord(schema[key] as unknown[]);
    if (expandable !== null) {
      this.notes.note(`${at}/${key}`, 'id-or-record', { union: key, entity: expandable });
      return expandable;
    }
    this.notes.note(`${at}/${key}`, 'union', { union: key });
    return null;
  }

  /** `enum` and `const`: `one of a, b` in point 3, literals `"a" | "b"` in a shape (numbers there: their type); null for neither. */
  private enumeratedText(schema: Obj, at: string, inShape: boolean): string | null {
    if (Array.isArray(schema.enum)) {
      const numbers = schema.enum.filter((v) => v !== null);
      if (inShape && numbers.length > 0 && numbers.every((v) => typeof v === 'number')) {
        // A shape's literals are strings (`"a" | "b"`): numbers written so would be sent and read as text.
        const type = numbers.every((v) => Number.isInteger(v)) ? 'integer' : 'number';
        this.notes.note(at, 'number-enum-in-shape', { numbers: numbers.join(', '), type });
        return type;
      }
      const values = schema.enum.filter((v) => v !== null).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
      if (values.length > 0) return inShape ? values.map((v) => JSON.stringify(v)).join(' | ') : enumText(values);
    }
    if (schema.const !== undefined && (typeof schema.const === 'string' || typeof schema.const === 'number')) {
      return inShape ? JSON.stringify(String(schema.const)) : enumText([String(schema.const)]);
    }
    return null;
  }

  /** `type: array`: `X[]`; in a shape, records written out in place are their entity's list. */
  private listText(schema: Obj, at: string, inShape: boolean): string | null {
    // In a shape, entity names are whole records: a list of records written out in place is that entity's list.
    const record = inShape && isObj(schema.items) ? sameRecord(nonNull(schema.items), this.kinds.records, () => false) : null;
    if (record !== null) return `${this.kinds.entities.get(record) as string}[]`;
    if (!isObj(schema.items)) {
      if (Array.isArray(schema.prefixItems)) {
        this.notes.note(`${at}/prefixItems`, 'tuple', { inShape });
        return inShape ? null : 'text';
      }
      this.notes.note(at, 'list-without-items');
      return 'string[]';
    }
    const inner = this.text(schema.items, `${at}/items`, inShape);
    if (inner === null) return null;
    if (inner.startsWith('{')) return inShape ? `${inner}[]` : null;
    if (inner.includes('|') || inner.startsWith('one of')) {
      this.notes.note(`${at}/items`, 'enum-list');
      return 'string[]';
    }
    return `${inner}[]`;
  }

  /** An object: `text` in point 3 (noted), an object shape `{ a: string, b?: integer }` in point 7. */
  private objectText(schema: Obj, at: string, inShape: boolean): string {
    if (!inShape) {
      this.notes.note(at, 'nested-object');
      return 'text';
    }
    const props = isObj(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const parts: string[] = [];
    for (const [name, value] of Object.entries(props)) {
      const here = this.graph.placeOf(value, at, name);
      const t = this.text(value, here, true);
      if (t === null) continue;
      parts.push(`${propName(name)}${required.has(name) ? '' : '?'}: ${t}`);
      // A shape's field has no rules in the spec (point 5 names point 3's fields): its bounds are noted.
      const bounds = isObj(value) && value.$ref === undefined ? boundKeywords(nonNull(value)) : [];
      if (bounds.length > 0) this.notes.note(here, 'shape-field-bounds', { field: name, bounds: bounds.join(', ') });
    }
    if (parts.length === 0) {
      if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) this.notes.note(at, 'map');
      return '{ }';
    }
    return `{ ${parts.join(', ')} }`;
  }

  /**
   * `X[]` for a union of a scalar and a list of that scalar (`oneOf: [string, {type: array, items: string}]`,
   * "an address or a list of addresses"), else null. A list holds every value the union does.
   */
  private oneOrList(parts: unknown[], at: string): string | null {
    const rest = parts.filter((p) => !(isObj(p) && p.type === 'null'));
    if (rest.length !== 2 || !rest.every(isObj)) return null;
    const kinds = rest.map((p, i) => {
      const s = nonNull(p as Obj);
      const isList = s.type === 'array' || (s.type === undefined && s.items !== undefined);
      const scalar = isList ? s.items : s;
      if (
        !isObj(scalar) ||
        scalar.$ref !== undefined ||
        Array.isArray(scalar.oneOf) ||
        Array.isArray(scalar.anyOf) ||
        Array.isArray(scalar.enum)
      )
        return null;
      const t = str(nonNull(scalar).type);
      return t === undefined || t === 'object' || t === 'array' ? null : { isList, text: this.text(scalar, `${at}/${i}`, false) };
    });
    const [a, b] = kinds;
    if (!a || !b || a.isList === b.isList || a.text === null || a.text !== b.text || !SCALAR_WORDS.has(a.text)) return null;
    return `${a.text}[]`;
  }

  /**
   * The entity of a field that holds a record's id or the record itself (`anyOf: [{ type: string }, { $ref:
   * Customer }]`, an "expandable" field): a point-3 reference is exactly that, an id on the wire. Null otherwise.
   */
  private idOrRecord(parts: unknown[]): string | null {
    const rest = parts.filter((p) => !(isObj(p) && p.type === 'null'));
    if (rest.length !== 2 || !rest.every(isObj)) return null;
    const id = rest.find((p) => (p as Obj).type === 'string' && (p as Obj).enum === undefined);
    const other = rest.find((p) => p !== id) as Obj | undefined;
    if (id === undefined || other === undefined) return null;
    const single = singlePart(other);
    const component = componentOf(single !== null ? single.part : other);
    return component !== null ? (this.kinds.entities.get(component) ?? null) : null;
  }

  /**
   * The words describing a field: its own `description` (or specfront's notes), else an annotating `allOf`
   * part's, else the description of the non-entity component its `$ref` names (`$ref: EventName` →
   * "Name of the special event.").
   */
  description(schema: Obj): string {
    const own = str(schema[NOTES_KEY]) ?? str(schema.description);
    if (own !== undefined) return own;
    if (Array.isArray(schema.allOf)) {
      for (const part of schema.allOf)
        if (isObj(part) && annotationOnly(part) && typeof part.description === 'string') return part.description;
      const single = singlePart(schema);
      if (single !== null) return this.description(single.part);
    }
    const component = componentOf(schema);
    if (component === null || this.kinds.entities.has(component) || this.kinds.inputs.has(component)) return '';
    const value = this.graph.componentSchema(component);
    return isObj(value) && typeof value.$ref !== 'string' ? (str(value.description) ?? '') : '';
  }
}
