import type { Diagnostic, PositionedDiagnostic } from '../diagnostics/diagnostic';
import { sortDiagnostics } from '../diagnostics/report';
import { createSpecParser, parseSpec, type ParseResult } from '../parse/parse-spec';
import { createLineIndex, createPositionCursor } from '../source/line-index';
import { POINTS } from '../spec/point';
import type { Spec } from '../spec/spec';
import type { CheckReport, SpecCounts } from './check-report';
import { runModelCheck, type ModelCheck } from './check-model';
import { computePointStatus } from '../model/point-status';

/** A spec read and checked: the model, every diagnostic (sorted by position) and the report. */
export interface SpecAnalysis {
  readonly spec: Spec;
  readonly diagnostics: readonly Diagnostic[];
  readonly report: CheckReport;
  /** The check's intermediate results (calls bound to entities, state machines). */
  readonly model: ModelCheck;
}

/** How many rows or list items of each kind the spec declares (duplicates and invalid rows count). */
export function countSpec(spec: Spec): SpecCounts {
  let fields = 0;
  for (const e of spec.entities) fields += e.fields.length;
  return {
    screens: spec.screens.length,
    entities: spec.entities.length,
    fields,
    transitions: spec.transitions.length,
    rules: spec.rules.length,
    roles: spec.roles.length,
    permissions: spec.permissions.length,
    calls: spec.calls.length,
    errors: spec.errors.length,
    constants: spec.constants.length,
  };
}

/** Up to this many diagnostics, positions are found by walking the text rather than indexing its lines. */
const CURSOR_LOOKUPS = 256;

function analyzeParsed(text: string, parsed: ParseResult): SpecAnalysis {
  const { spec } = parsed;
  const model = runModelCheck(spec, text);
  const found = [...parsed.diagnostics, ...model.diagnostics];
  const status = computePointStatus(spec, found);
  const diagnostics = sortDiagnostics([...found, ...status.diagnostics]);
  // A few lookups need no index of every line (a long spec has tens of thousands); many do.
  const positionAt = diagnostics.length <= CURSOR_LOOKUPS ? createPositionCursor(text) : createLineIndex(text).positionAt;
  const positioned = diagnostics.map((d): PositionedDiagnostic => {
    const start = positionAt(d.from);
    const end = positionAt(d.to);
    return {
      severity: d.severity,
      code: d.code,
      message: d.message,
      point: d.point,
      line: start.line,
      column: start.column,
      endLine: end.line,
      endColumn: end.column,
      from: d.from,
      to: d.to,
    };
  });
  const report: CheckReport = {
    title: spec.title?.value ?? null,
    points: status.points.map((p) => ({
      n: p.n,
      title: POINTS[p.n - 1]?.title ?? '',
      status: p.status,
      line: p.section ? positionAt(p.section.heading.span.from).line : null,
    })),
    counts: countSpec(spec),
    diagnostics: positioned,
  };
  return { spec, diagnostics, report, model };
}

/** Reads and checks a spec (Markdown, YAML or JSON): the model, all diagnostics and the report. Never throws. */
export function analyzeSpec(text: string): SpecAnalysis {
  return analyzeParsed(text, parseSpec(text));
}

/**
 * Reads and checks a spec: exactly the object `specfront check --json` prints (product.md, "The
 * command line"). Never throws; a spec is never rejected whole for a local mistake.
 */
export function checkSpec(text: string): CheckReport {
  return analyzeSpec(text).report;
}

/** A checker for a text that changes (the studio's editor): re-parses incrementally. */
export interface Checker {
  check(text: string): CheckReport;
  analyze(text: string): SpecAnalysis;
}

/**
 * Creates a checker that keeps state between calls: the parser re-reads only the sections an edit
 * touched, and a text equal to the last one is answered from memory.
 */
export function createChecker(): Checker {
  const parser = createSpecParser();
  let last: { text: string; analysis: SpecAnalysis } | null = null;
  const analyze = (text: string): SpecAnalysis => {
    if (last && last.text === text) return last.analysis;
    const analysis = analyzeParsed(text, parser.parse(text));
    last = { text, analysis };
    return analysis;
  };
  return { analyze, check: (text) => analyze(text).report };
}
