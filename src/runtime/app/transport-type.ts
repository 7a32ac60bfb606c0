/**
 * How the running app reaches its calls: a `Request` in, a `Response` out. The in-browser backend
 * (createLocalTransport) and a real server (createFetchTransport) both have this shape.
 */
export type Transport = (request: Request) => Promise<Response>;
