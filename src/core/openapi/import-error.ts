/**
 * An import refused: its message names the place (`the $ref "…" at #/paths/~1a/get is circular`). Thrown by
 * the stages and caught by `importOpenApi`, which returns it as `{ ok: false, message }`.
 */
export class ImportError extends Error {}
