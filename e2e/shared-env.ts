/**
 * The environment variables through which e2e/global-setup.ts tells the test workers what it made once for
 * the whole run. Unset (a file run outside vitest.e2e.config.ts, a bench), each helper makes its own.
 */
export const E2E_ENV = {
  /** "1" once dist/ (CLI, library, app runtime) is built from the current sources for this run. */
  built: 'SPECFRONT_E2E_BUILT',
  /** A folder holding the built studio (`vite build`), to be copied, never changed in place. */
  studioDir: 'SPECFRONT_E2E_STUDIO_DIR',
  /** The address of the run's Vite dev server (`npm start`'s). */
  devServer: 'SPECFRONT_E2E_DEV_SERVER',
} as const;

/** The value of one of them, or null when the run has no global setup. */
export function sharedByRun(key: keyof typeof E2E_ENV): string | null {
  const value = process.env[E2E_ENV[key]];
  return value === undefined || value === '' ? null : value;
}
