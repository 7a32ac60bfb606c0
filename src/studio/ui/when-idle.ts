/** Runs `fn` when the page is idle (typing paused), at most `timeoutMs` later; in a new task where idle callbacks are missing. */
export function whenIdle(fn: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => fn(), { timeout: timeoutMs });
  else setTimeout(fn, 0);
}
