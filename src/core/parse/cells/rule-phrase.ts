import type { DiagnosticSink } from '../../diagnostics/report';
import type { SourceText } from '../../source/source-text';
import type { RulePhrase } from '../../spec/rule';

/** STUB (helper B replaces): reads a rule in words; null when not recognised (reports `rule-not-executable`). */
export function parseRulePhrase(_src: SourceText, _sink: DiagnosticSink): RulePhrase | null {
  return null;
}
