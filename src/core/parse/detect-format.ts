import { POINTS } from '../spec/point';
import type { SpecFormat } from '../spec/spec';

/**
 * Top-level keys of the YAML form that make a first line look like YAML rather than Markdown: the form's
 * keys (the nine points' from spec/point.ts), `transitions`, `version` and `$schema`.
 */
const YAML_KEYS: ReadonlySet<string> = new Set([
  'title',
  'intro',
  ...POINTS.flatMap((p) => p.yamlKeys),
  'transitions',
  'notes',
  'prose',
  'version',
  '$schema',
]);

/**
 * Recognises a spec's form from its content, never from a file name: JSON when the first non-blank
 * character is `{`; YAML when the text has no `##` headings and its first line that is not blank or a
 * `#` comment is `---`, `%YAML` or a known top-level key (`title:`, `screens:` …); else Markdown.
 * A leading byte order mark is skipped.
 */
export function detectFormat(text: string): SpecFormat {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length && text.charCodeAt(i) <= 32) i++;
  if (text.charCodeAt(i) === 123) return 'json';
  let firstLine: string | null = null;
  let lineStart = 0;
  while (lineStart < text.length) {
    const nl = text.indexOf('\n', lineStart);
    const next = nl < 0 ? text.length : nl + 1;
    let a = lineStart === 0 && text.charCodeAt(0) === 0xfeff ? 1 : lineStart;
    let b = nl < 0 ? text.length : nl;
    while (a < b && (text.charCodeAt(a) === 32 || text.charCodeAt(a) === 9)) a++;
    while (b > a && text.charCodeAt(b - 1) <= 32) b--;
    if (a < b && text.charCodeAt(a) === 35) {
      // `## x` is a Markdown section heading: the text is Markdown whatever came before.
      if (
        a - lineStart <= 3 &&
        text.charCodeAt(a + 1) === 35 &&
        (a + 2 >= b || text.charCodeAt(a + 2) === 32 || text.charCodeAt(a + 2) === 9)
      )
        return 'markdown';
    } else if (a < b && firstLine === null) {
      firstLine = text.slice(a, b);
      if (!looksLikeYaml(firstLine)) return 'markdown';
    }
    lineStart = next;
  }
  return firstLine !== null ? 'yaml' : 'markdown';
}

/** Whether a line is `---`, a `%YAML` directive or a known top-level key followed by `:`. */
function looksLikeYaml(line: string): boolean {
  if (line === '---' || line.startsWith('%YAML')) return true;
  const colon = line.indexOf(':');
  if (colon <= 0) return false;
  const after = line.charCodeAt(colon + 1);
  if (colon + 1 < line.length && after !== 32 && after !== 9) return false;
  let key = line.slice(0, colon);
  if (key.length >= 2 && (key.startsWith('"') || key.startsWith("'")) && key.endsWith(key.charAt(0))) key = key.slice(1, -1);
  return YAML_KEYS.has(key);
}
