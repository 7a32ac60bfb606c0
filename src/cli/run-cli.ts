import { version } from '../../package.json';
import { runBuild } from './build-command';
import { runCheck } from './check-command';
import type { CliIo } from './cli-io';
import { runExport } from './export-command';
import { runFmt } from './fmt-command';
import { runImport } from './import-command';
import { runOptions } from './options-command';
import { COMMANDS, MAIN_USAGE } from './usage';

/** The package's version, as `specfront --version` prints it. */
export const VERSION: string = version;

/**
 * Runs the command line on `argv` (the arguments after `specfront`) with the given io and resolves
 * to the exit code: 0 success, 1 the spec has errors (or too many warnings, or fmt refused, or build refused),
 * 2 a file cannot be read or the usage is wrong. Never calls process.exit.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'check':
      return runCheck(rest, io, VERSION);
    case 'fmt':
      return runFmt(rest, io);
    case 'build':
      return runBuild(rest, io);
    case 'options':
      return runOptions(rest, io);
    case 'export':
      return runExport(rest, io);
    case 'import':
      return runImport(rest, io);
    case '-h':
    case '--help':
    case 'help':
      if (rest.length === 0) {
        io.stdout(MAIN_USAGE);
        return 0;
      }
      return command === 'help' ? runCli([...rest, '--help'], io) : usageError(io, `unexpected argument "${rest[0] ?? ''}".`);
    case '-v':
    case '--version':
      io.stdout(`${VERSION}\n`);
      return 0;
    case undefined:
      return usageError(io, 'no command given.');
    default:
      return command.startsWith('-')
        ? usageError(io, `unknown option "${command}".`)
        : usageError(io, `unknown command "${command}". Available commands: ${COMMANDS.join(', ')}.`);
  }
}

function usageError(io: CliIo, message: string): number {
  io.stderr(`specfront: ${message}\n\n${MAIN_USAGE}`);
  return 2;
}
