import { createContext, useContext } from 'react';
import type { Actor, AppModel, FormDrafts } from '../../core/index';
import type { CallInput, CallResult } from './call-client';

/** A short message shown in the corner. */
export interface Toast {
  readonly id: number;
  readonly kind: 'success' | 'error' | 'info';
  readonly text: string;
}

/** What every screen of the running app reads. */
export interface RunningAppContextValue {
  readonly app: AppModel;
  readonly actor: Actor;
  /** Sends a call of point 7 as the current actor. Never throws. */
  call(callId: string, input: CallInput): Promise<CallResult>;
  /** Bumps whenever data may have changed (a write here, or a write in another tab). */
  readonly dataVersion: number;
  /** Tells screens to reload their data. */
  dataChanged(): void;
  notify(kind: Toast['kind'], text: string): void;
  /** Half-filled forms, kept across changes of role and simulated user. */
  readonly drafts: FormDrafts;
}

/** The running app's context; null outside `<RunningApp>`. */
export const RunningAppContext = createContext<RunningAppContextValue | null>(null);

/** The running app's context (throws outside `<RunningApp>`, a programming mistake). */
export function useRunningApp(): RunningAppContextValue {
  const value = useContext(RunningAppContext);
  if (!value) throw new Error('useRunningApp must be used inside <RunningApp>.');
  return value;
}
