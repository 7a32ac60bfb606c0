import { isObj, str, type Obj } from './document-value';
import { ImportError } from './import-error';
import { readYaml } from './read-yaml';
import { swagger2ToOpenApi3 } from './swagger2';

/** The largest document import reads (characters); a larger one is refused with a clear message. */
export const MAX_OPENAPI_CHARS = 16 * 1024 * 1024;

/** A document read: as OpenAPI 3 (a Swagger 2.0 one converted), where a pointer of it is in the text read, and what it was. */
export interface ReadDocument {
  readonly doc: Obj;
  /** The pointer in the text read of a pointer into `doc` (itself but for Swagger 2.0). */
  readonly back: (pointer: string) => string;
  /** What it was: `OpenAPI 3.1.0`, `Swagger 2.0`. */
  readonly source: string;
  /** Its version: `3.1.0`, `2.0`. */
  readonly version: string;
}

const MARKDOWN =
  'the document is Markdown (a spec?), not an OpenAPI document in YAML or JSON; open it as a spec instead (`specfront check`, or Open in the studio).';

/**
 * Whether a text that YAML could not read as a mapping is Markdown: its first line that is not blank is a
 * heading (`# Title`), and no line starts an OpenAPI or Swagger document (a YAML document may open with
 * `# comments` too).
 */
function looksLikeMarkdown(text: string): boolean {
  const first = /^[ \t]*(\S[^\n]*)/m.exec(text)?.[1] ?? '';
  return /^#{1,6}[ \t]+\S/.test(first) && !/^(openapi|swagger)[ \t]*:/m.test(text);
}

/** The data of a text: JSON when it starts with `{`, else YAML; a byte order mark is dropped. */
function readData(text: string): { data: unknown; body: string } {
  if (text.length > MAX_OPENAPI_CHARS) {
    throw new ImportError(
      `the document is ${(text.length / 1024 / 1024).toFixed(1)} MB; import reads documents up to ${MAX_OPENAPI_CHARS / 1024 / 1024} MB.`,
    );
  }
  // A byte order mark (documents saved by some Windows editors) is no part of the document.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (!body.trimStart().startsWith('{')) {
    return { data: readYaml(body, () => (looksLikeMarkdown(body) ? new ImportError(MARKDOWN) : null)), body };
  }
  try {
    return { data: JSON.parse(body) as unknown, body };
  } catch (error) {
    throw new ImportError(`the document is not valid JSON: ${error instanceof Error ? error.message : String(error)}.`);
  }
}

/**
 * The first stage of import: the text read as an OpenAPI 3.0 or 3.1 document (a Swagger 2.0 one converted,
 * swagger2.ts), within the limits (MAX_OPENAPI_CHARS, and read-yaml.ts's for YAML). Anything else is an
 * ImportError that says what the text is instead.
 */
export function readDocument(text: string): ReadDocument {
  const { data, body } = readData(text);
  if (!isObj(data) && looksLikeMarkdown(body)) throw new ImportError(MARKDOWN);
  if (!isObj(data)) throw new ImportError('the document is not an OpenAPI document: it is not an object with an `openapi` field.');
  if (data.swagger === '2.0' && data.openapi === undefined) {
    if (!isObj(data.info)) throw new ImportError('the document has no `info` object (at #/info).');
    const converted = swagger2ToOpenApi3(data);
    return { doc: converted.doc, back: converted.back, source: 'Swagger 2.0', version: '2.0' };
  }
  if (data.swagger !== undefined)
    throw new ImportError(
      `the document is Swagger ${String(data.swagger)}; import reads Swagger 2.0 and OpenAPI 3.0 and 3.1 (convert it first).`,
    );
  const version = str(data.openapi);
  if (version === undefined) throw new ImportError('the document is not an OpenAPI document: it has no `openapi` field.');
  if (!/^3\.[01](\.\d+)?$/.test(version)) throw new ImportError(`the document is OpenAPI ${version}; import reads OpenAPI 3.0 and 3.1.`);
  if (!isObj(data.info)) throw new ImportError('the document has no `info` object (at #/info).');
  return { doc: data, back: (pointer) => pointer, source: `OpenAPI ${version}`, version };
}
