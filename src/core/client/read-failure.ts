import { findError } from '../compile/app-lookup';
import type { AppCall, AppError, AppModel } from '../compile/app-model';
import { isPlainObject } from '../compile/check-value';
import type { FieldError } from '../compile/validate-record';
import { compileMessages as m } from '../diagnostics/messages-compile';

/** A failed call: an HTTP answer with an error status, or no usable answer at all. */
export type CallFailure =
  | { readonly kind: 'http'; readonly status: number; readonly body: unknown }
  | { readonly kind: 'network' | 'timeout' | 'malformed'; readonly detail?: string };

/** What the app shows for a failure: the code (when known), a plain message and messages per field. */
export interface FailureView {
  readonly code: string | null;
  readonly message: string;
  readonly fieldErrors: FieldError[];
}

/** Codes of the in-browser backend's own answers (outside any catalogue): their message is shown as sent. */
const BACKEND_CODES: ReadonlySet<string> = new Set(['NOT_A_CALL', 'NOT_BOUND', 'INTERNAL']);

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** A server's own message when it is short plain text (never a stack trace). */
function plainMessage(v: unknown): string | null {
  const s = text(v);
  if (s === null || s.length > 300 || s.includes('\n') || /\bat \S+ \(/.test(s)) return null;
  return s;
}

/** Field errors from `errors: [{ field, message }]` or RealWorld's `errors: { field: [messages] }`. */
function fieldErrorsOf(errors: unknown): FieldError[] {
  const out: FieldError[] = [];
  if (Array.isArray(errors)) {
    for (const e of errors as unknown[]) {
      if (!isPlainObject(e)) continue;
      const field = text(e.field) ?? text(e.path) ?? text(e.name);
      const message = plainMessage(e.message);
      if (field !== null && message !== null) out.push({ field, message });
    }
  } else if (isPlainObject(errors)) {
    for (const [field, value] of Object.entries(errors)) {
      const list = Array.isArray(value) ? (value as unknown[]) : [value];
      const messages = list.map(plainMessage).filter((s): s is string => s !== null);
      if (messages.length > 0) out.push({ field, message: messages.join(' ') });
    }
  }
  return out;
}

/** The catalogue entry for a status: one the call lists first, else any. */
function byStatus(app: AppModel, call: AppCall | null, status: number): AppError | undefined {
  const listed = call?.errors.map((c) => findError(app, c)).find((e) => e?.status === status);
  return listed ?? app.errors.find((e) => e.status === status);
}

/**
 * What to show for a failed call (product.md, point 8): the catalogue's message for the body's
 * code (`code` or `error.code`), else the catalogue's entry for the status (one the call lists
 * first), else the server's own short message, else a plain message with the status. Field errors
 * are read from `errors` arrays and RealWorld-style objects. Network failures, timeouts and
 * malformed answers get plain messages. Never shows a stack trace.
 */
export function readFailure(app: AppModel, call: AppCall | null, failure: CallFailure): FailureView {
  if (failure.kind !== 'http') {
    const message = failure.kind === 'network' ? m.network() : failure.kind === 'timeout' ? m.timeout() : m.malformed();
    return { code: null, message, fieldErrors: [] };
  }
  const body = failure.body;
  const nested = isPlainObject(body) && isPlainObject(body.error) ? body.error : null;
  const code = isPlainObject(body) ? (text(body.code) ?? text(nested?.code)) : null;
  const fieldErrors = isPlainObject(body) ? fieldErrorsOf(body.errors ?? nested?.errors) : [];
  if (code !== null && BACKEND_CODES.has(code) && !findError(app, code)) {
    return { code, message: plainMessage(isPlainObject(body) ? body.message : null) ?? m.httpStatus(failure.status), fieldErrors };
  }
  const known = code !== null ? findError(app, code) : undefined;
  if (known && known.message !== '') return { code, message: known.message, fieldErrors };
  const forStatus = byStatus(app, call, failure.status);
  if (forStatus && forStatus.message !== '') return { code: code ?? forStatus.code, message: forStatus.message, fieldErrors };
  const own = isPlainObject(body)
    ? (plainMessage(body.message) ?? plainMessage(nested?.message) ?? plainMessage(body.error))
    : plainMessage(body);
  return { code, message: own ?? m.httpStatus(failure.status), fieldErrors };
}
