import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RunningApp, type RunningAppProps } from './RunningApp';
import type { BenchResponse } from './bench-hook';

/** What mountRunningApp returns: re-render with new options, or unmount. */
export interface MountedRunningApp {
  update(options: RunningAppProps): void;
  unmount(): void;
}

/** Options of mountRunningApp beyond the app's props. */
export interface MountOptions {
  /**
   * The element holds HTML that `specfront build` prerendered for exactly this first render (see
   * static-shell.ts's canHydrate): hydrate it instead of rendering afresh. Default false.
   */
  readonly hydrate?: boolean;
  /** Called once the first render (or hydration) is committed. */
  readonly onMounted?: () => void;
}

/** Calls `onMounted` after the first commit of the tree it is part of. */
function Mounted({ onMounted }: { readonly onMounted: (() => void) | undefined }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return null;
}

/**
 * True when the page's address asks for the bench hook (`?bench`) and the page was built with
 * `specfront build --test-hooks` (its `<meta name="specfront-test-hooks">`): a published build ignores `?bench`.
 */
function benchRequested(): boolean {
  try {
    return (
      typeof document !== 'undefined' &&
      document.querySelector('meta[name="specfront-test-hooks"]') !== null &&
      new URLSearchParams(location.search).has('bench')
    );
  } catch {
    return false;
  }
}

/**
 * Renders the running app into an element (its own React root), or hydrates the shell `specfront
 * build` prerendered into it (`mount.hydrate`). With `?bench` in the page's address
 * (and only then) it also times every call's answer and installs `window.__specfrontBench` for
 * bench/app-bench.ts (see bench-hook.ts); the hook's code is loaded only then.
 */
export function mountRunningApp(element: Element, options: RunningAppProps, mount: MountOptions = {}): MountedRunningApp {
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
  const tree = (o: RunningAppProps) => (
    <StrictMode>
      <RunningApp {...wrap(o)} />
      <Mounted onMounted={mount.onMounted} />
    </StrictMode>
  );
  let root: Root;
  if (mount.hydrate) root = hydrateRoot(element, tree(options));
  else {
    // Anything in the element (a prerendered shell that this render would not match) is replaced.
    element.replaceChildren();
    root = createRoot(element);
    root.render(tree(options));
  }
  const render = (o: RunningAppProps) => root.render(tree(o));
  return { update: render, unmount: () => root.unmount() };
}
