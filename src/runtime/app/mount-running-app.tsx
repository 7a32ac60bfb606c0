import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RunningApp, type RunningAppProps } from './RunningApp';

/** What mountRunningApp returns: re-render with new options, or unmount. */
export interface MountedRunningApp {
  update(options: RunningAppProps): void;
  unmount(): void;
}

/** Renders the running app into an element (its own React root). */
export function mountRunningApp(element: Element, options: RunningAppProps): MountedRunningApp {
  const root = createRoot(element);
  const render = (o: RunningAppProps) =>
    root.render(
      <StrictMode>
        <RunningApp {...o} />
      </StrictMode>,
    );
  render(options);
  return { update: render, unmount: () => root.unmount() };
}
