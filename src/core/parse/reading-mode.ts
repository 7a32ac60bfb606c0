/**
 * How the reading in progress reads a spec. A full reading (the default, `parseSpec`) finds every
 * diagnostic; the exporters read the model only (`parseSpecModel`), whose diagnostics nobody reads, and
 * may leave out the screens, which no exporter writes.
 */
export interface ReadingMode {
  /** Skip what only finds diagnostics (the syntax of CEL expressions): the model is the same. */
  readonly modelOnly: boolean;
  /** Read the screens of point 2 (false leaves the Markdown screens table unread: no screens). */
  readonly screens: boolean;
}

const FULL: ReadingMode = { modelOnly: false, screens: true };

let current: ReadingMode = FULL;

/** The mode of the reading in progress (a full reading outside `withReadingMode`). */
export function readingMode(): ReadingMode {
  return current;
}

/** Runs `read` in `mode`, then restores the mode it was called in. */
export function withReadingMode<T>(mode: ReadingMode, read: () => T): T {
  const outer = current;
  current = mode;
  try {
    return read();
  } finally {
    current = outer;
  }
}
