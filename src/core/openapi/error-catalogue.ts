import { isObj, oneLine, str, unToken, type Obj } from './document-value';
import { STATUS_NAMES } from './export-openapi';
import type { ImportedError } from './imported-spec';
import type { SchemaGraph } from './schema-graph';

const RESPONSES = '#/components/responses/';
/** A code as point 8 writes it (`NOT_FOUND`). */
const CODE = /^[A-Z][A-Z0-9_]*$/;

/** A name as an error code: `NotFound` → `NOT_FOUND`, `invalid-input` → `INVALID_INPUT`. */
export function upperSnake(name: string): string {
  const code = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return /^[A-Z]/.test(code) ? code : `E_${code}`;
}

/** The first media type's example `code` of a response (`{ code: "not_found" }` → `NOT_FOUND`), else null. */
function codeInBody(r: Obj): string | null {
  const media = isObj(r.content) ? (Object.values(r.content).find(isObj) ?? {}) : {};
  const example = isObj(media.example) ? media.example : null;
  const code = example ? str(example.code) : undefined;
  return code !== undefined && /^[A-Za-z][A-Za-z0-9_]*$/.test(code) ? code.toUpperCase() : null;
}

/** A code from a status's name (`404` → `NOT_FOUND`, `default` → `ERROR`). */
function statusCode(status: string): string {
  const n = Number(status);
  const name = STATUS_NAMES[n] ?? (status === 'default' ? 'Error' : `Status ${status}`);
  return name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/**
 * Point 8 of the imported spec: the error catalogue, built as the operations name their error responses.
 * The document's own catalogue (responses a specfront export marks with `x-specfront-status`) comes first,
 * in its order; each code keeps the first status and message it was met with.
 */
export class ErrorCatalogue {
  private readonly entries = new Map<string, { status: string; message: string; when: string }>();

  constructor(private readonly graph: SchemaGraph) {
    const components = isObj(graph.doc.components) ? graph.doc.components : {};
    const responses = isObj(components.responses) ? components.responses : {};
    for (const [name, r] of Object.entries(responses)) {
      if (!CODE.test(name) || !isObj(r) || this.entries.has(name)) continue;
      const status = r['x-specfront-status'];
      if (typeof status === 'number')
        this.entries.set(name, {
          status: String(status),
          message: oneLine(str(r['x-specfront-message']) ?? str(r.description) ?? ''),
          when: oneLine(str(r['x-specfront-when']) ?? ''),
        });
    }
  }

  /**
   * The codes of an error response, each added to the catalogue: the `components.responses` name (`NotFound`
   * → `NOT_FOUND`), else named examples (`{ NOT_FOUND: …, GONE: … }`), else the body example's `code`, else the
   * status's name.
   */
  codesOf(status: string, response: unknown, at: string): string[] {
    if (isObj(response) && typeof response.$ref === 'string' && response.$ref.startsWith(RESPONSES)) {
      const name = unToken(response.$ref.slice(RESPONSES.length));
      const { value } = this.graph.resolve(response.$ref, at);
      const r = isObj(value) ? value : {};
      const code = CODE.test(name) ? name : (codeInBody(r) ?? upperSnake(name));
      this.add(code, status, r);
      return [code];
    }
    const r = isObj(response) ? response : {};
    const media = isObj(r.content) ? (Object.values(r.content).find(isObj) ?? {}) : {};
    if (isObj(media.examples) && Object.keys(media.examples).length > 0 && Object.keys(media.examples).every((k) => CODE.test(k))) {
      return Object.entries(media.examples).map(([code, ex]) => {
        const value = isObj(ex) && isObj(ex.value) ? ex.value : {};
        this.add(code, status, { description: str(value.message) ?? str(r.description) ?? '' });
        return code;
      });
    }
    const code = codeInBody(r) ?? statusCode(status);
    this.add(code, status, r);
    return [code];
  }

  /** A code met for the first time, with its status and message. */
  private add(code: string, status: string, r: Obj): void {
    if (this.entries.has(code)) return;
    const message = str(r['x-specfront-message']) ?? str(r.description) ?? '';
    this.entries.set(code, {
      status: /^[1-5][0-9][0-9]$/.test(status) ? status : (str(r['x-specfront-status'] as string) ?? status),
      message: oneLine(message),
      when: oneLine(str(r['x-specfront-when']) ?? ''),
    });
  }

  /** The catalogue's rows in order. */
  rows(): ImportedError[] {
    return [...this.entries].map(([code, e]) => ({ code, ...e }));
  }
}
