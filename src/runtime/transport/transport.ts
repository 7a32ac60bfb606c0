/**
 * How the running app sends every call: a real `Request` in, a real `Response` out. The same app
 * talks to the in-browser backend (createLocalTransport) or to a real server (createFetchTransport).
 * A transport rejects only when no response exists: a network failure (TypeError, as fetch rejects)
 * or a timeout (a DOMException named "TimeoutError"); an abort is a network failure. The call client reads each rejection with classifyTransportError.
 */
export type Transport = (request: Request) => Promise<Response>;
