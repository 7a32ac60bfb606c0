import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RunningApp, type RunningAppProps } from './RunningApp';
import type { BenchResponse } from './bench-hook';

/** What mountRunningApp returns: re-render with new options, or unmount. */
export interface MountedRunningApp {
  update(options: RunningAppProps): void;
  unmount(): void;
}

/** True when the page's address asks for the bench hook (`?bench`). */
function benchRequested(): boolean {
  try {
    return typeof location !== 'undefined' && new URLSearchParams(location.search).has('bench');
  } catch {
    return false;
  }
}

/**
 * Renders the running app into an element (its own React root). With `?bench` in the page's address
 * (and only then) it also times every call's answer and installs `window.__specfrontBench` for
 * bench/app-bench.ts (see bench-hook.ts); the hook's code is loaded only then.
 */
export function mountRunningApp(element: Element, options: RunningAppProps): MountedRunningApp {
  const root = createRoot(element);
  let wrap = (o: RunningAppProps) => o;
  if (benchRequested()) {
    const responses: BenchResponse[] = [];
    const hook = import('./bench-hook');
    wrap = (o) => {
      const transport = o.transport;
      void hook.then((m) => {
        (window as unknown as { __specfrontBench?: unknown }).__specfrontBench = m.createBenchHook(o.app, transport, responses);
      });
      return { ...o, transport: (request: Request) => hook.then((m) => m.timedTransport(transport, responses)(request)) };
    };
  }
  const render = (o: RunningAppProps) =>
    root.render(
      <StrictMode>
        <RunningApp {...wrap(o)} />
      </StrictMode>,
    );
  render(options);
  return { update: render, unmount: () => root.unmount() };
}
