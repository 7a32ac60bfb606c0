import type { Severity } from './diagnostic';

/**
 * The catalogue of diagnostic codes with their default severity. Codes are stable: tools and CI
 * configurations refer to them, so a code is never renamed or reused. Wording lives in messages.ts.
 */
export const DIAGNOSTIC_CODES = {
  // Document structure
  'no-title': 'info',
  'duplicate-point': 'error',
  'ambiguous-heading': 'warning',
  'prose-only': 'warning',
  'too-deep': 'error',
  'too-large': 'error',
  'too-long': 'error',
  'too-wide': 'error',
  // Tables and lists
  'missing-column': 'error',
  'unknown-column': 'info',
  'extra-cells': 'error',
  'missing-cell': 'error',
  'bad-list-item': 'warning',
  'bad-yaml': 'error',
  'bad-json': 'error',
  'bad-value': 'error',
  'unknown-key': 'warning',
  // Cells
  'bad-type': 'error',
  'bad-shape': 'error',
  'bad-method': 'error',
  'bad-path': 'error',
  'bad-status': 'error',
  'bad-regex': 'error',
  'bad-expression': 'error',
  'bad-required': 'warning',
  'bad-name': 'error',
  'rule-not-executable': 'warning',
  // Duplicates
  'duplicate-entity': 'error',
  'duplicate-field': 'error',
  'duplicate-route': 'error',
  'duplicate-error-code': 'error',
  'duplicate-constant': 'error',
  'duplicate-role': 'error',
  'duplicate-call': 'error',
  'duplicate-transition': 'error',
  // Unknown references
  'unknown-entity': 'error',
  'unknown-field': 'error',
  'unknown-role': 'error',
  'unknown-event': 'error',
  'unknown-error-code': 'error',
  'unknown-constant': 'error',
  'unknown-state': 'error',
  'unknown-name': 'error',
  'unknown-action': 'error',
  // Consistency and gaps
  'type-mismatch': 'warning',
  'no-state-field': 'error',
  'unreachable-state': 'warning',
  'role-without-permissions': 'warning',
  'screen-without-call': 'warning',
  'ambiguous-call': 'warning',
  'unused-event': 'warning',
  'generated-id': 'info',
  'no-roles': 'info',
  'content-screen': 'info',
  'no-list-screen': 'info',
  'unused-grant': 'info',
  'limit-not-executable': 'info',
  'param-mismatch': 'warning',
  'no-parent-field': 'warning',
  'ambiguous-parent': 'warning',
  'local-time': 'info',
  'bad-time-zone': 'error',
  // Jobs the app cannot do (issue 10)
  'no-create-form': 'warning',
  'no-detail-screen': 'warning',
  'role-without-screen': 'warning',
  'unreachable-screen': 'info',
  'unrelated-list': 'warning',
} as const satisfies Record<string, Severity>;

/** A stable diagnostic code. */
export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;

/** The default severity of a code. */
export function severityOf(code: DiagnosticCode): Severity {
  return DIAGNOSTIC_CODES[code];
}
