import { findError } from '../compile/app-lookup';
import type { AppCall, AppModel } from '../compile/app-model';
import type { FieldError } from '../compile/validate-record';

/** What the backend answers a request with. */
export interface BackendResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

/** The body of every error answer. `detail` says more than the catalogue's message when there is more to say. */
export interface ErrorBody {
  readonly code: string | null;
  readonly message: string;
  readonly errors: readonly FieldError[];
  readonly detail?: string;
}

const JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({ 'content-type': 'application/json' });

/** A JSON answer. */
export function jsonResponse(status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): BackendResponse {
  return { status, headers: { ...JSON_HEADERS, ...headers }, body };
}

/**
 * The code for a failure of a given status (product.md): the code the call lists whose catalogue
 * status fits, else the catalogue's first code with that status, else null (the bare status).
 */
export function codeFor(app: AppModel, call: AppCall | null, status: number): string | null {
  for (const code of call?.errors ?? []) if (findError(app, code)?.status === status) return code;
  return app.errors.find((e) => e.status === status)?.code ?? null;
}

/**
 * An error answer: the status, the chosen code (see codeFor), the catalogue's message for it when it
 * has one (else `message`), the field errors, and `message` again as `detail` when the catalogue's
 * wording replaced it.
 */
export function errorResponse(
  app: AppModel,
  call: AppCall | null,
  status: number,
  message: string,
  errors: readonly FieldError[] = [],
): BackendResponse {
  const code = codeFor(app, call, status);
  const catalogue = code !== null ? findError(app, code)?.message : undefined;
  const body: ErrorBody =
    catalogue && catalogue !== message ? { code, message: catalogue, errors, detail: message } : { code, message, errors };
  return jsonResponse(status, body);
}

/** An error answer with a fixed code of the backend's own (`NOT_A_CALL`, `INTERNAL`), outside the catalogue. */
export function ownErrorResponse(status: number, code: string, message: string): BackendResponse {
  const body: ErrorBody = { code, message, errors: [] };
  return jsonResponse(status, body);
}
