import { exportContract, type ContractTarget } from '../core/index';
import type { CliIo } from './cli-io';
import { parseCommandArgs } from './parse-command-args';
import { createInputReader } from './read-input';
import { EXPORT_USAGE } from './usage';

const OPTIONS = {
  to: { type: 'string' },
  out: { type: 'string', short: 'o' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const TARGETS: readonly ContractTarget[] = ['openapi', 'jsonschema', 'typescript'];

function usageError(io: CliIo, message: string): number {
  io.stderr(`specfront export: ${message}\n\n${EXPORT_USAGE}`);
  return 2;
}

/**
 * `specfront export FILE --to openapi|jsonschema|typescript [--out F] [--json]`: writes the spec's contract
 * (docs/openapi.md) to standard output or F. Exit 0 written; 2 the file cannot be read or written, or bad usage.
 */
export async function runExport(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandArgs(args, OPTIONS);
  if (!parsed.ok) return usageError(io, parsed.message);
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(EXPORT_USAGE);
    return 0;
  }
  const [file, ...extra] = positionals;
  if (file === undefined) return usageError(io, 'no file given (use `-` to read standard input).');
  if (extra.length > 0) return usageError(io, `export takes one file, but ${positionals.length} were given.`);
  const to = (values.to ?? 'openapi') as ContractTarget;
  if (!TARGETS.includes(to)) return usageError(io, `--to must be one of ${TARGETS.join(', ')}, not "${values.to ?? ''}".`);
  if (values.json && to !== 'openapi') return usageError(io, '--json applies to --to openapi only (JSON Schema is always JSON).');

  const input = await createInputReader(io)(file);
  if (!input.ok) {
    io.stderr(`${input.message}\n`);
    return 2;
  }
  const { text } = exportContract(input.text, to, values.json === true);
  if (values.out === undefined) {
    io.stdout(text);
    return 0;
  }
  try {
    await io.writeFile(values.out, text);
  } catch (error) {
    io.stderr(`specfront: cannot write ${values.out}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  io.stdout(`wrote ${values.out}\n`);
  return 0;
}
