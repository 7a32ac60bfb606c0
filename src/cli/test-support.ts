import { POINTS, type CheckReport, type DiagnosticCode, type PointStatus, type PositionedDiagnostic, type Severity } from '../core/index';
import type { CliIo } from './cli-io';

/** An in-memory io for tests: files in a Map (text as UTF-8, or bytes), captured output, a fixed stdin. */
export interface MemoryIo extends CliIo {
  readonly files: Map<string, string>;
  readonly out: () => string;
  readonly err: () => string;
  readonly writes: string[];
}

/** Creates an in-memory io; a file whose content is an Error rejects with it when read. */
export function createMemoryIo(
  files: Record<string, string | Uint8Array | Error> = {},
  options: { stdin?: string | Uint8Array; isTTY?: boolean; env?: Record<string, string> } = {},
): MemoryIo {
  const texts = new Map<string, string>();
  const raw = new Map<string, Uint8Array>();
  const bytes = (content: string | Uint8Array, limit: number): Uint8Array =>
    (typeof content === 'string' ? new TextEncoder().encode(content) : content).subarray(0, limit);
  const failures = new Map<string, Error>();
  for (const [name, content] of Object.entries(files)) {
    if (content instanceof Error) failures.set(name, content);
    else if (content instanceof Uint8Array) raw.set(name, content);
    else texts.set(name, content);
  }
  let out = '';
  let err = '';
  const writes: string[] = [];
  return {
    files: texts,
    writes,
    out: () => out,
    err: () => err,
    stdout: (text) => void (out += text),
    stderr: (text) => void (err += text),
    readStdin: (limit) =>
      options.stdin === undefined ? Promise.reject(new Error('no stdin')) : Promise.resolve(bytes(options.stdin, limit)),
    readFile: (path, limit) => {
      const failure = failures.get(path);
      if (failure) return Promise.reject(failure);
      const text = texts.get(path) ?? raw.get(path);
      return text === undefined
        ? Promise.reject(Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' }))
        : Promise.resolve(bytes(text, limit));
    },
    writeFile: (path, text) => {
      writes.push(path);
      texts.set(path, text);
      return Promise.resolve();
    },
    isTTY: options.isTTY ?? false,
    env: options.env ?? {},
  };
}

/** A positioned diagnostic for hand-made reports; the end defaults to the start + 1 on the same line. */
export function makeDiagnostic(
  code: DiagnosticCode,
  severity: Severity,
  message: string,
  at: { line: number; column: number; endLine?: number; endColumn?: number; from?: number; to?: number },
): PositionedDiagnostic {
  return {
    severity,
    code,
    message,
    point: null,
    line: at.line,
    column: at.column,
    endLine: at.endLine ?? at.line,
    endColumn: at.endColumn ?? at.column + 1,
    from: at.from ?? 0,
    to: at.to ?? 1,
  };
}

/** A hand-made check report: nine points with the given statuses (default not-shown). */
export function makeReport(
  diagnostics: readonly PositionedDiagnostic[] = [],
  statuses: Partial<Record<number, PointStatus>> = {},
  title: string | null = 'Demo',
): CheckReport {
  return {
    title,
    points: POINTS.map((p) => ({
      n: p.n,
      title: p.title,
      status: statuses[p.n] ?? 'not-shown',
      line: statuses[p.n] === 'missing' ? null : p.n * 2,
    })),
    counts: { screens: 0, entities: 0, fields: 0, transitions: 0, rules: 0, roles: 0, permissions: 0, calls: 0, errors: 0, constants: 0 },
    diagnostics,
  };
}
