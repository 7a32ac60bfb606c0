/**
 * Runs `fn` in a new task, as soon as the current one and its microtasks are done (a MessageChannel
 * message: no 4 ms clamp as with nested setTimeout, and the browser may paint first when a frame is due).
 */
export function nextTask(fn: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    fn();
  };
  channel.port2.postMessage(null);
}

/** Runs `fn` when the page is idle (typing paused), at most `timeoutMs` later; a new task where idle callbacks are missing. */
export function whenIdle(fn: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => fn(), { timeout: timeoutMs });
  else setTimeout(fn, 0);
}
