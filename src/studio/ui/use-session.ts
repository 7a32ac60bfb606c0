import { useSyncExternalStore } from 'react';
import type { SessionState, StudioSession } from '../state/studio-session';

/** Reads the studio session's state in React (re-renders on every change). */
export function useSession(session: StudioSession): SessionState {
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}
