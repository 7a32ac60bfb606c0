/**
 * Everything the command line touches outside itself. `runCli` uses only this, so tests run it with
 * an in-memory implementation and `main` wires it to the real process.
 */
export interface CliIo {
  /** Writes to standard output (text as given; the caller adds line breaks). */
  readonly stdout: (text: string) => void;
  /** Writes to standard error. */
  readonly stderr: (text: string) => void;
  /**
   * Reads standard input's bytes, at most `limit` of them (the rest is left unread); called at most
   * once, and only when a file argument is `-`.
   */
  readonly readStdin: (limit: number) => Promise<Uint8Array>;
  /**
   * Reads a file's bytes, at most `limit` of them; rejects with a Node-style error (`code` such as
   * ENOENT) when it cannot.
   */
  readonly readFile: (path: string, limit: number) => Promise<Uint8Array>;
  /** Writes a file as UTF-8. */
  readonly writeFile: (path: string, text: string) => Promise<void>;
  /** True when standard output is a terminal (enables colour unless NO_COLOR is set). */
  readonly isTTY: boolean;
  /** The environment (NO_COLOR, FORCE_COLOR). */
  readonly env: Readonly<Record<string, string | undefined>>;
}
