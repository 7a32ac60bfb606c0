/** The running app: renders a compiled app model (core's AppModel) and sends its calls through a transport. */
export { RunningApp, type RunningAppProps } from './app/RunningApp';
export { mountRunningApp, type MountedRunningApp } from './app/mount-running-app';
export type { Transport } from './transport/transport';
export { createCallClient, type CallClient, type CallClientOptions, type CallInput, type CallResult } from './app/call-client';
export { findRoute, hrefFor, matchRoute, parseHash, type HashLocation, type RouteMatch } from './app/hash-router';
export { loadActor, saveActor, actorStorageKey } from './app/actor-storage';
export { SettingsPanel, type SettingsPanelProps } from './settings/SettingsPanel';
export type { DataTools } from './settings/DataToolsSection';
export { InlineCode } from './app/ui/InlineCode';
