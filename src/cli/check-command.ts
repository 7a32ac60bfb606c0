import { checkSpec, type CheckReport } from '../core/index';
import type { CliIo } from './cli-io';
import { parseCommandArgs } from './parse-command-args';
import { createPalette, wantsColor } from './palette';
import { createInputReader } from './read-input';
import { formatGithubAnnotations } from './report-github';
import { formatHumanReport } from './report-human';
import { createSarifLog } from './report-sarif';
import { countSeverities, formatSummary } from './summary';
import { CHECK_USAGE } from './usage';

const OPTIONS = {
  json: { type: 'boolean' },
  format: { type: 'string' },
  'max-warnings': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type OutputFormat = 'human' | 'json' | 'sarif' | 'github';

interface Checked {
  readonly file: string;
  readonly name: string;
  readonly text: string;
  readonly report: CheckReport;
}

function usageError(io: CliIo, message: string): number {
  io.stderr(`specfront check: ${message}\n\n${CHECK_USAGE}`);
  return 2;
}

function render(format: OutputFormat, checked: readonly Checked[], fileCount: number, io: CliIo, version: string): string {
  switch (format) {
    case 'json': {
      if (fileCount === 1) return checked[0] ? JSON.stringify(checked[0].report, null, 2) + '\n' : '';
      return JSON.stringify({ files: checked.map((c) => ({ file: c.file, ...c.report })) }, null, 2) + '\n';
    }
    case 'sarif':
      return JSON.stringify(createSarifLog(checked, version), null, 2) + '\n';
    case 'github':
      return checked.map((c) => formatGithubAnnotations(c.name, c.report)).join('');
    case 'human': {
      const palette = createPalette(wantsColor(io));
      const blocks = checked.map((c) => formatHumanReport(c, palette));
      if (checked.length > 1) blocks.push(`${checked.length} files: ${formatSummary(countSeverities(checked.map((c) => c.report)))}\n`);
      return blocks.join('\n');
    }
  }
}

/**
 * `specfront check FILE... [--json | --format sarif|github] [--max-warnings N]`: checks every file
 * and prints the reports. Returns 0 without errors, 1 with errors or more warnings than allowed,
 * 2 when a file cannot be read or the arguments are wrong.
 */
export async function runCheck(args: readonly string[], io: CliIo, version: string): Promise<number> {
  const parsed = parseCommandArgs(args, OPTIONS);
  if (!parsed.ok) return usageError(io, parsed.message);
  const { values, positionals: files } = parsed;
  if (values.help) {
    io.stdout(CHECK_USAGE);
    return 0;
  }
  if (files.length === 0) return usageError(io, 'no file given (use `-` to read standard input).');
  if (values.json && values.format !== undefined) return usageError(io, '--json and --format cannot be used together.');
  if (values.format !== undefined && values.format !== 'sarif' && values.format !== 'github') {
    return usageError(io, `unknown format "${values.format}"; use --format sarif or --format github.`);
  }
  const maxText = values['max-warnings'];
  if (maxText !== undefined && !/^\d{1,9}$/.test(maxText)) {
    return usageError(io, `--max-warnings needs a whole number of 0 or more, not "${maxText}".`);
  }
  const maxWarnings = maxText === undefined ? Infinity : Number(maxText);
  const format: OutputFormat = values.json ? 'json' : (values.format ?? 'human');

  const read = createInputReader(io);
  const inputs = await Promise.all(files.map(read));
  const checked: Checked[] = [];
  let unreadable = false;
  for (const input of inputs) {
    if (!input.ok) {
      io.stderr(`${input.message}\n`);
      unreadable = true;
      continue;
    }
    checked.push({ file: input.file, name: input.name, text: input.text, report: checkSpec(input.text) });
  }
  const output = render(format, checked, files.length, io, version);
  if (output) io.stdout(output);

  const { errors, warnings } = countSeverities(checked.map((c) => c.report));
  if (warnings > maxWarnings) {
    io.stderr(`specfront: ${warnings} warning${warnings === 1 ? '' : 's'}, more than --max-warnings ${maxWarnings} allows.\n`);
  }
  if (unreadable) return 2;
  return errors > 0 || warnings > maxWarnings ? 1 : 0;
}
