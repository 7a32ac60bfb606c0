import { createLineIndex, type CheckReport, type PointStatus, type PositionedDiagnostic, type Severity } from '../core/index';
import type { Palette } from './palette';
import { renderExcerpt, sanitizeLine } from './source-excerpt';
import { countSeverities, formatSummary } from './summary';

/** What the human report needs about one checked file. */
export interface CheckedFile {
  /** The name to print: the path as given, or `<stdin>`. */
  readonly name: string;
  readonly text: string;
  readonly report: CheckReport;
}

const SYMBOL: Record<PointStatus, string> = { complete: '✔', partial: '◐', 'not-shown': '○', missing: '✖' };

function paintStatus(status: PointStatus, text: string, palette: Palette): string {
  if (status === 'complete') return palette.green(text);
  if (status === 'partial') return palette.yellow(text);
  if (status === 'missing') return palette.red(text);
  return palette.dim(text);
}

function paintSeverity(severity: Severity, palette: Palette): string {
  if (severity === 'error') return palette.red(palette.bold(severity));
  if (severity === 'warning') return palette.yellow(palette.bold(severity));
  return palette.cyan(severity);
}

function pointLines(report: CheckReport, palette: Palette): string[] {
  const titleWidth = Math.max(...report.points.map((p) => p.title.length));
  const statusWidth = Math.max(...report.points.map((p) => p.status.length));
  return report.points.map((p) => {
    const symbol = palette.enabled ? `${paintStatus(p.status, SYMBOL[p.status], palette)} ` : '';
    const status = paintStatus(p.status, p.status.padEnd(statusWidth), palette);
    const where = p.line === null ? '' : palette.dim(`line ${p.line}`);
    return `  ${symbol}${p.n}  ${p.title.padEnd(titleWidth)}  ${status}  ${where}`.trimEnd();
  });
}

/** The longest message printed whole; longer ones (quoting a huge value) keep their start and end. */
const MAX_MESSAGE = 1000;

function shorten(message: string): string {
  return message.length <= MAX_MESSAGE ? message : `${message.slice(0, MAX_MESSAGE - 200)} … ${message.slice(-199)}`;
}

/** One diagnostic: `file:line:column severity code message`, then its source line and underline. */
export function formatDiagnostic(name: string, d: PositionedDiagnostic, lineText: (line: number) => string, palette: Palette): string {
  const head = `${palette.bold(`${sanitizeLine(name)}:${d.line}:${d.column}`)} ${paintSeverity(d.severity, palette)} ${palette.dim(d.code)} ${sanitizeLine(shorten(d.message))}`;
  const excerpt = renderExcerpt(lineText(d.line), { column: d.column, endColumn: d.endLine > d.line ? null : d.endColumn });
  const gutter = String(d.line);
  const pad = ' '.repeat(gutter.length);
  const mark = d.severity === 'error' ? palette.red : d.severity === 'warning' ? palette.yellow : palette.cyan;
  return [head, `  ${palette.dim(`${gutter} |`)} ${excerpt.source}`, `  ${palette.dim(`${pad} |`)} ${mark(excerpt.underline)}`].join('\n');
}

/**
 * The human report of one file: its title, the nine points with their status (aligned; a symbol and
 * colour when the palette is on), every diagnostic with its source line underlined, and a summary.
 */
export function formatHumanReport(file: CheckedFile, palette: Palette): string {
  const { report, name } = file;
  const index = createLineIndex(file.text);
  const title = report.title === null ? palette.dim('(no title)') : palette.bold(sanitizeLine(shorten(report.title)));
  const parts = [`${palette.bold(sanitizeLine(name))} — ${title}`, '', ...pointLines(report, palette), ''];
  for (const d of report.diagnostics)
    parts.push(
      formatDiagnostic(name, d, (line) => index.lineText(line), palette),
      '',
    );
  parts.push(formatSummary(countSeverities([report])));
  return parts.join('\n') + '\n';
}
