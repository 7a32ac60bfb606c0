import type { CheckReport, Severity } from '../core/index';
import { visibleChar } from './source-excerpt';

/**
 * Escapes a workflow command's message: `%`, carriage return and line feed as the runner reads them;
 * every other control character (ESC, BEL…, C1 controls, bidirectional overrides) becomes visible
 * (see `visibleChar`), so a name in a spec cannot send escape sequences to the log.
 */
export function escapeData(text: string): string {
  return (
    text
      .replace(/%/g, '%25')
      .replace(/\r/g, '%0D')
      .replace(/\n/g, '%0A')
      // eslint-disable-next-line no-control-regex -- control characters are what this replaces
      .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, visibleChar)
  );
}

/** Escapes a workflow command's property value: as `escapeData`, plus `:` and `,`. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

const COMMAND: Record<Severity, string> = { error: 'error', warning: 'warning', info: 'notice' };

/**
 * GitHub Actions workflow commands, one line per diagnostic:
 * `::error file=F,line=L,col=C,endLine=EL,endColumn=EC,title=CODE::message` (`notice` for info).
 */
export function formatGithubAnnotations(file: string, report: CheckReport): string {
  return report.diagnostics
    .map((d) => {
      const props = [
        `file=${escapeProperty(file)}`,
        `line=${d.line}`,
        `col=${d.column}`,
        `endLine=${d.endLine}`,
        `endColumn=${d.endColumn}`,
        `title=${escapeProperty(d.code)}`,
      ].join(',');
      return `::${COMMAND[d.severity]} ${props}::${escapeData(d.message)}\n`;
    })
    .join('');
}
