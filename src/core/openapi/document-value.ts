/** A JSON object of a document read from JSON or YAML (keys are the document's own, `__proto__` included). */
export type Obj = { [key: string]: unknown };

/** Whether a value is a JSON object (not null, not a list). */
export const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The value when it is a string, else undefined. */
export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** `~` and `/` escaped for a JSON pointer token. */
export const token = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** A JSON pointer token read back (`~1` → `/`, `~0` → `~`). */
export const unToken = (s: string): string => s.replace(/~1/g, '/').replace(/~0/g, '~');

/** One line of text for a table cell or a list item. */
export const oneLine = (s: string): string => s.replace(/\s*\r?\n\s*/g, ' ').trim();
