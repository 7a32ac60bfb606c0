import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic';
import { tooLarge } from '../diagnostics/messages-document';
import { withInterning } from '../source/source-text';
import { emptySpec, type Spec } from '../spec/spec';
import { detectFormat } from './detect-format';
import { createMarkdownParser } from './markdown/markdown-parser';
import { parseYamlSpec } from './yaml/parse-yaml-spec';
import { withReadingMode } from './reading-mode';

/** What every parser returns: the model, whatever the input, and what it found on the way. */
export interface ParseResult {
  readonly spec: Spec;
  readonly diagnostics: readonly Diagnostic[];
}

/** A reader for successive versions of one spec (an editor's buffer): unchanged sections are reused. */
export interface SpecParser {
  /** Reads a spec in Markdown, YAML or JSON (recognised from the content). Never throws. */
  parse(text: string): ParseResult;
  /** Markdown sections read afresh and reused from the previous versions, over the parser's life. */
  readonly stats: { readonly read: number; readonly reused: number };
}

/**
 * Creates an incremental reader: each Markdown `##` section's reading is cached by the section's exact
 * text and reused, with its offsets shifted, while only other sections change. YAML and JSON are read
 * whole each time. The result always equals `parseSpec(text)`.
 */
export function createSpecParser(): SpecParser {
  const markdown = createMarkdownParser();
  return {
    parse(text) {
      if (text.length > MAX_SPEC_CHARS) return refuseTooLarge(text);
      const format = detectFormat(text);
      if (format === 'markdown') return withInterning(() => markdown.parse(text), text);
      // A byte order mark becomes a space: offsets stay those of the text, and both forms allow it.
      return parseYamlSpec(text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text, format);
    },
    stats: markdown.stats,
  };
}

/**
 * The largest spec read: 128 Mi characters. Far beyond any real spec (the format is checked at about
 * 8 MB/s), yet well under the engine's string limit; larger input gets one `too-large` error.
 */
export const MAX_SPEC_CHARS = 128 * 1024 * 1024;

function refuseTooLarge(text: string): ParseResult {
  const spec = emptySpec('markdown');
  const at = { from: 0, to: Math.min(text.length, 1) };
  return { spec, diagnostics: [createDiagnostic('too-large', at, tooLarge(text.length, MAX_SPEC_CHARS), null, 'error')] };
}

/**
 * Reads a spec in Markdown, YAML or JSON (recognised from the content, never from a file name) into
 * the model. Never throws: bad input gives diagnostics and the rest is still read.
 */
export function parseSpec(text: string): ParseResult {
  return createSpecParser().parse(text);
}

/**
 * The model of a spec, as `parseSpec(text).spec`, for readers that ignore the diagnostics (the exporters):
 * checks that only find diagnostics (the syntax of CEL expressions) are skipped, so the diagnostics returned
 * are incomplete. With `screens: false` a Markdown spec's screens table is not read (no screens); the rest
 * of the model is the same.
 */
export function parseSpecModel(text: string, options: { readonly screens?: boolean } = {}): ParseResult {
  return withReadingMode({ modelOnly: true, screens: options.screens !== false }, () => parseSpec(text));
}
