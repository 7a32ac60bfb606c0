/** Wording of the diagnostics the YAML/JSON form reports (see codes.ts for the codes). */

/** What a YAML node is, in words, for "should be … not …" messages. */
export type ValueKind = 'text' | 'a number' | 'true/false' | 'empty' | 'a list' | 'a mapping' | 'something else';

/** `bad-yaml` / `bad-json`: the parser's own message, first line only, with a hint where one helps. */
export function syntaxError(format: 'yaml' | 'json', message: string): string {
  const first = (message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '').trim();
  const label = format === 'json' ? 'JSON' : 'YAML';
  return `${label} syntax: ${first || 'the text cannot be read here'}.`.replace(/\.\.$/, '.');
}

/** `bad-json`: a JSON syntax error found by the strict JSON scanner. */
export function jsonError(expected: string, found: string): string {
  return `JSON syntax: expected ${expected}, found ${found}.`;
}

/** `bad-yaml`: a key given twice in one mapping. */
export function duplicateKey(key: string): string {
  return `The key \`${key}\` is given twice in this mapping. Keep one of them.`;
}

/** `bad-value`: a value of the wrong kind. */
export function wrongKind(path: string, expected: string, found: ValueKind): string {
  return `\`${path}\` should be ${expected}, not ${found}.`;
}

/** `bad-value`: an alias or a tag the form does not support. */
export function unsupported(path: string, what: string): string {
  return `\`${path}\`: ${what} is not supported in the spec form; write the value out.`;
}

/** `missing-cell`: a row lacks a key the format requires. */
export function missingKey(path: string, key: string, hint: string | null): string {
  const near = hint ? ` (\`${hint}\` is given: did you mean \`${key}\`?)` : '';
  return `\`${path}\` has no \`${key}\`${near}; add \`${key}: …\`.`;
}

/** `unknown-column`: a row key the format does not know, kept as a note. */
export function unknownRowKey(listKey: string, key: string, suggestion: string | null): string {
  const hint = suggestion ? ` Did you mean \`${suggestion}\`?` : '';
  return `\`${listKey}\` rows have an unknown key \`${key}\`; it is kept as a note.${hint}`;
}

/** `unknown-key`: a top-level key the form does not know. */
export function unknownTopKey(key: string, suggestion: string | null, known: readonly string[]): string {
  const hint = suggestion ? `Did you mean \`${suggestion}\`?` : `The keys are ${known.map((k) => `\`${k}\``).join(', ')}.`;
  return `Unknown key \`${key}\`; it is ignored. ${hint}`;
}

/** `bad-value`: the document is not a mapping. */
export function notAMapping(found: ValueKind): string {
  return `A spec in the YAML/JSON form is a mapping with keys such as \`title\`, \`screens\` and \`calls\`, not ${found}.`;
}

/** `too-deep`: nesting beyond the limit. */
export function tooDeep(limit: number): string {
  return `The values nest deeper than ${limit} levels here; the spec form never needs more than a few. Flatten this value.`;
}

/** `bad-value`: a fenced block for a point holds keys of another point. */
export function wrongPointKey(key: string, expected: readonly string[]): string {
  return `This block belongs to a section for ${expected.map((k) => `\`${k}\``).join(' and ')}; \`${key}\` is read elsewhere. Move it to its own section.`;
}
