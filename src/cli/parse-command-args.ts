import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/** The parsed options and positionals of a command, or the usage mistake that prevented parsing. */
export type ParsedArgs<T extends Options> =
  | {
      readonly ok: true;
      readonly values: ReturnType<typeof parseArgs<{ options: T; allowPositionals: true }>>['values'];
      readonly positionals: string[];
    }
  | { readonly ok: false; readonly message: string };

/**
 * Parses a command's arguments strictly with node:util's parseArgs (unknown options are mistakes;
 * `-` is a positional; `--` ends the options). Never throws.
 */
export function parseCommandArgs<T extends Options>(args: readonly string[], options: T): ParsedArgs<T> {
  try {
    const { values, positionals } = parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
    return { ok: true, values, positionals };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, message };
  }
}
