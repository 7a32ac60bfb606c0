import { analyzeSpec, checkSpec, printJson, printMarkdown, printYaml, type Spec } from '../core/index';
import type { CliIo } from './cli-io';
import { parseCommandArgs } from './parse-command-args';
import { createInputReader } from './read-input';
import { describeMeaningChange } from './same-meaning';
import { FMT_USAGE } from './usage';

const OPTIONS = {
  write: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function usageError(io: CliIo, message: string): number {
  io.stderr(`specfront fmt: ${message}\n\n${FMT_USAGE}`);
  return 2;
}

/** The spec printed in the form it was read from: Markdown, YAML or JSON. */
function printSpec(spec: Spec): string {
  if (spec.format === 'yaml') return printYaml(spec);
  if (spec.format === 'json') return printJson(spec);
  return printMarkdown(spec);
}

/**
 * Normalises a text: the printed spec ends with one line break and keeps the input's line endings
 * (CRLF when most of the input's lines end so).
 */
function withLineEndings(printed: string, original: string): string {
  const text = printed.endsWith('\n') ? printed : `${printed}\n`;
  const crlf = original.split('\r\n').length - 1;
  const lf = original.split('\n').length - 1;
  return crlf > 0 && crlf * 2 > lf ? text.replace(/\r?\n/g, '\r\n') : text;
}

/**
 * `specfront fmt FILE [--write]`: prints the normalised spec, or rewrites FILE when it changes.
 * Refuses (exit 1, nothing printed or written) when the result would not check the same apart from
 * positions; 2 when the file cannot be read or the arguments are wrong.
 */
export async function runFmt(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandArgs(args, OPTIONS);
  if (!parsed.ok) return usageError(io, parsed.message);
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(FMT_USAGE);
    return 0;
  }
  const [file, ...extra] = positionals;
  if (file === undefined) return usageError(io, 'no file given (use `-` to read standard input).');
  if (extra.length > 0) return usageError(io, `fmt takes one file, but ${positionals.length} were given.`);
  if (values.write && file === '-') return usageError(io, '--write needs a file; standard input can only be printed.');

  const input = await createInputReader(io)(file);
  if (!input.ok) {
    io.stderr(`${input.message}\n`);
    return 2;
  }
  const { spec, report } = analyzeSpec(input.text);
  const formatted = withLineEndings(printSpec(spec), input.text);
  const change = describeMeaningChange(report, checkSpec(formatted));
  if (change !== null) {
    io.stderr(
      `specfront: fmt refused to format ${input.name}: the result would not check the same.\n` +
        `  ${change}\n` +
        `Nothing was ${values.write ? 'written' : 'printed'}. If the spec has errors, fixing them may let fmt proceed; otherwise please report this as a bug.\n`,
    );
    return 1;
  }
  if (!values.write) {
    io.stdout(formatted);
    return 0;
  }
  if (formatted === input.text) {
    io.stdout(`${input.name} is already formatted.\n`);
    return 0;
  }
  try {
    await io.writeFile(file, formatted);
  } catch (error) {
    io.stderr(`specfront: cannot write ${input.name}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  io.stdout(`formatted ${input.name}\n`);
  return 0;
}
