/** What went wrong when a transport gave no response, in the terms readFailure takes. */
export interface TransportFailure {
  readonly kind: 'network' | 'timeout';
  readonly detail: string;
}

/**
 * Classifies a transport's rejection: a "TimeoutError" is a timeout, anything else (fetch's
 * TypeError, a refused connection, an abort) a network failure. The detail is the error's message,
 * never a stack.
 */
export function classifyTransportError(error: unknown): TransportFailure {
  const name = (error as { name?: unknown } | null)?.name;
  const message = error instanceof Error || error instanceof DOMException ? error.message : String(error);
  return { kind: name === 'TimeoutError' ? 'timeout' : 'network', detail: message };
}
