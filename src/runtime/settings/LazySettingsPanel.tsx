import { lazy, Suspense } from 'react';
import { Skeleton } from '../app/ui/Skeleton';
import type { SettingsPanelProps } from './SettingsPanel';

const Panel = lazy(() => import('./SettingsPanel').then((m) => ({ default: m.SettingsPanel })));

/**
 * SettingsPanel as its own chunk (with its styles), loaded when the Settings dialog first opens: the
 * first screen does not need it. RunningApp renders the settings area only once it is opened.
 */
export function LazySettingsPanel(props: SettingsPanelProps) {
  return (
    <Suspense fallback={<Skeleton rows={4} label="Loading settings…" />}>
      <Panel {...props} />
    </Suspense>
  );
}
