import { DIAGNOSTIC_CODES, type CheckReport, type DiagnosticCode, type Severity } from '../core/index';
import { sanitizeLine } from './source-excerpt';

/** A SARIF result level. */
export type SarifLevel = 'error' | 'warning' | 'note';

/** The SARIF level of a severity: info becomes `note`. */
export function sarifLevel(severity: Severity): SarifLevel {
  return severity === 'info' ? 'note' : severity;
}

/**
 * A file path as a SARIF `artifactLocation.uri`: the path as given, with backslashes turned into
 * slashes and every character a URI reference may not hold percent-encoded (spaces, `%`, `#`, `?`…).
 */
export function pathToUri(path: string): string {
  return path
    .replace(/\\/g, '/')
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/%3A/gi, ':'))
    .join('/');
}

/** One checked file as the SARIF log needs it. */
export interface SarifInput {
  /** The path as given on the command line. */
  readonly file: string;
  readonly report: CheckReport;
}

/**
 * A SARIF 2.1.0 log with one run of `specfront`: a rule for every code that occurs (with its default
 * level from the catalogue) and a result per diagnostic with its region (1-based lines, UTF-16 columns,
 * end column exclusive, as SARIF defines it). Control characters in messages become visible (`sanitizeLine`).
 */
export function createSarifLog(files: readonly SarifInput[], version: string): object {
  const codes = [...new Set(files.flatMap((f) => f.report.diagnostics.map((d) => d.code)))].sort();
  const ruleIndex = new Map<DiagnosticCode, number>(codes.map((code, i) => [code, i]));
  const rules = codes.map((code) => ({
    id: code,
    shortDescription: { text: code.replace(/-/g, ' ') },
    defaultConfiguration: { level: sarifLevel(DIAGNOSTIC_CODES[code]) },
  }));
  const results = files.flatMap(({ file, report }) =>
    report.diagnostics.map((d) => ({
      ruleId: d.code,
      ruleIndex: ruleIndex.get(d.code) ?? 0,
      level: sarifLevel(d.severity),
      message: { text: sanitizeLine(d.message) },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: pathToUri(file) },
            region: { startLine: d.line, startColumn: d.column, endLine: d.endLine, endColumn: d.endColumn },
          },
        },
      ],
      ...(d.point === null ? {} : { properties: { point: d.point } }),
    })),
  );
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'specfront', version, rules } },
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
}
