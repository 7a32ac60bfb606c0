import { load as loadYaml, YAMLException } from 'js-yaml';
import { ImportError } from './import-error';

/** Deepest nesting of a YAML document import reads (OpenAPI documents nest a few dozen levels). */
export const MAX_YAML_DEPTH = 200;
/** Most values a YAML document may expand to through its aliases. */
export const MAX_EXPANDED_NODES = 5_000_000;

/**
 * How many values `data` holds once every alias is expanded (objects and lists count with all they hold),
 * counting each shared object once per place it appears; stops past `limit`. 'cycle' when an object holds
 * itself. Memoised per object, so linear in the document as loaded.
 */
export function expandedSize(data: unknown, limit: number): number | 'cycle' {
  const sizes = new Map<object, number>();
  const open = new Set<object>();
  const size = (v: unknown): number | 'cycle' => {
    if (v === null || typeof v !== 'object') return 1;
    const known = sizes.get(v);
    if (known !== undefined) return known;
    if (open.has(v)) return 'cycle';
    open.add(v);
    let total = 1;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      const n = size(child);
      if (n === 'cycle') return n;
      total += n;
      if (total > limit) break;
    }
    open.delete(v);
    sizes.set(v, total);
    return total;
  };
  return size(data);
}

/**
 * A YAML document's data, or an ImportError naming the line and column of the mistake. js-yaml reads it
 * with YAML 1.2's core schema (dates, `yes`/`no` stay the text written; no tags turned into objects), a
 * later duplicate key wins as in `JSON.parse`, at most 1,000 aliases and MAX_YAML_DEPTH levels. Why
 * js-yaml and not the `yaml` package the specs are read with: docs/openapi.md, "Two YAML readers and one writer".
 * When the text is no YAML, `markdownError` gives the refusal to throw instead (a Markdown spec), or null.
 */
export function readYaml(body: string, markdownError: () => ImportError | null): unknown {
  let data: unknown;
  try {
    data = loadYaml(body, { json: true, maxAliases: 1000, maxDepth: MAX_YAML_DEPTH });
  } catch (error) {
    const markdown = markdownError();
    if (markdown !== null) throw markdown;
    if (error instanceof YAMLException) {
      const at = error.mark;
      throw new ImportError(
        `the document is not valid YAML${at ? ` (line ${at.line + 1}, column ${at.column + 1})` : ''}: ${error.reason}.`,
      );
    }
    throw new ImportError(`the document cannot be read: ${error instanceof Error ? error.message : String(error)}.`);
  }
  // Aliases share one object where they repeat a node: refuse a document that would expand past a limit
  // (a "billion laughs"), or whose aliases hold themselves, before anything walks it.
  let expanded: number | 'cycle';
  try {
    expanded = expandedSize(data, MAX_EXPANDED_NODES);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new ImportError(`the document's aliases nest deeper than import reads (${MAX_YAML_DEPTH} levels and its aliases).`);
  }
  if (expanded === 'cycle') throw new ImportError('the document is not valid YAML for import: an alias refers to a node that holds it.');
  if (expanded > MAX_EXPANDED_NODES) {
    throw new ImportError(
      `the document's aliases expand to more than ${MAX_EXPANDED_NODES.toLocaleString('en')} values; import reads documents up to that size.`,
    );
  }
  return data;
}
