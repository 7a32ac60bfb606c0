import { useEffect, useState } from 'react';
import type { CallInput, CallResult } from './call-client';
import { useRunningApp } from './context';

/** A call's state on a screen: loading (with the previous result kept while reloading), or done. */
export interface CallState {
  readonly loading: boolean;
  readonly result: CallResult | null;
  /** Loads again. */
  reload(): void;
}

/**
 * Runs a read call when the screen shows and whenever its input, the actor or the data changes.
 * `callId` null runs nothing. The input is compared by its JSON text.
 */
export function useCall(callId: string | null, input: CallInput): CallState {
  const { call, actor, dataVersion } = useRunningApp();
  const [state, setState] = useState<{ loading: boolean; result: CallResult | null }>({ loading: callId !== null, result: null });
  const [tick, setTick] = useState(0);
  const key = JSON.stringify(input);
  useEffect(() => {
    if (callId === null) return undefined;
    let live = true;
    setState((s) => ({ loading: true, result: s.result }));
    void call(callId, JSON.parse(key) as CallInput).then((result) => {
      if (live) setState({ loading: false, result });
    });
    return () => {
      live = false;
    };
  }, [call, callId, key, actor, dataVersion, tick]);
  return { ...state, reload: () => setTick((t) => t + 1) };
}
