/** What went wrong when a transport gave no response, in the terms readFailure takes. */
export interface TransportFailure {
  readonly kind: 'network' | 'timeout';
  readonly detail: string;
}

/**
 * Classifies a transport's rejection — the one classification the call client uses. An error named
 * "TimeoutError" (the fetch transport's and the call client's own timeouts, `AbortSignal.timeout`) is
 * a timeout; anything else is a network failure: fetch's TypeError, a refused connection, and an
 * abort ("AbortError": the request was cancelled, not slow — the fetch transport turns an abort it
 * made for its timeout back into the TimeoutError). The detail is the error's message, never a stack.
 */
export function classifyTransportError(error: unknown): TransportFailure {
  const name = (error as { name?: unknown } | null)?.name;
  const message = error instanceof Error || error instanceof DOMException ? error.message : String(error);
  return { kind: name === 'TimeoutError' ? 'timeout' : 'network', detail: message };
}
