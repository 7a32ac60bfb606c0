import { importOpenApi } from '../core/index';
import type { CliIo } from './cli-io';
import { parseCommandArgs } from './parse-command-args';
import { createInputReader } from './read-input';
import { IMPORT_USAGE } from './usage';

const OPTIONS = {
  out: { type: 'string', short: 'o' },
  help: { type: 'boolean', short: 'h' },
} as const;

function usageError(io: CliIo, message: string): number {
  io.stderr(`specfront import: ${message}\n\n${IMPORT_USAGE}`);
  return 2;
}

/**
 * `specfront import FILE [--out F]`: writes the Markdown spec read from an OpenAPI 3.0/3.1 document
 * (docs/openapi.md) and says on standard error how many parts were not carried. Exit 0 written; 2 the
 * document cannot be read or is not one import reads (not OpenAPI, a remote or circular $ref, too big).
 */
export async function runImport(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandArgs(args, OPTIONS);
  if (!parsed.ok) return usageError(io, parsed.message);
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(IMPORT_USAGE);
    return 0;
  }
  const [file, ...extra] = positionals;
  if (file === undefined) return usageError(io, 'no file given (use `-` to read standard input).');
  if (extra.length > 0) return usageError(io, `import takes one file, but ${positionals.length} were given.`);
  const input = await createInputReader(io)(file);
  if (!input.ok) {
    io.stderr(`${input.message}\n`);
    return 2;
  }
  const result = importOpenApi(input.text);
  if (!result.ok) {
    io.stderr(`specfront: cannot import ${input.name}: ${result.message}\n`);
    return 2;
  }
  const summary =
    result.notCarried.length > 0
      ? `${result.notCarried.length} part${result.notCarried.length === 1 ? '' : 's'} of ${input.name} not carried; listed in the spec's note "Not carried from the OpenAPI document".\n`
      : '';
  if (values.out === undefined) {
    io.stdout(result.spec);
    if (summary) io.stderr(summary);
    return 0;
  }
  try {
    await io.writeFile(values.out, result.spec);
  } catch (error) {
    io.stderr(`specfront: cannot write ${values.out}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  io.stdout(`wrote ${values.out}\n${summary}`);
  return 0;
}
