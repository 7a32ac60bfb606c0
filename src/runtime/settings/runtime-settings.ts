import { describeServers, serverAllowed } from './allowed-servers';
/** One request header the user added (an Authorization token, say). */
export interface HeaderSetting {
  readonly name: string;
  readonly value: string;
}

/** Where the running app sends its calls, kept per app in localStorage. */
export interface RuntimeSettings {
  /** `local`: the in-browser backend over IndexedDB (the default); `server`: a real REST server. */
  readonly backend: 'local' | 'server';
  /** The real server's base URL (http or https); kept even while `backend` is `local`. */
  readonly baseUrl: string;
  /** Headers sent with every call to the real server. */
  readonly headers: readonly HeaderSetting[];
  /**
   * Whether header values (bearer tokens…) are kept on this device (localStorage) or only for this
   * browser session (sessionStorage, gone when the tab closes). Default: session only.
   */
  readonly rememberHeaders?: boolean;
}

/** The settings before the user changes anything: the in-browser backend. */
export const DEFAULT_SETTINGS: RuntimeSettings = Object.freeze({ backend: 'local', baseUrl: '', headers: Object.freeze([]) });

/** The part of Web Storage the settings use (localStorage in the browser). */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'removeItem'>>;

/** The localStorage key of an app's settings. */
export function settingsKeyOf(appName: string): string {
  return `specfront:settings:${appName}`;
}

/** A header name as HTTP allows it (a token). */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** A problem with settings, by the input it concerns. */
export interface SettingsProblem {
  readonly field: 'baseUrl' | `header-${number}`;
  readonly message: string;
}

/** The servers the page lets the app call (allowedServers) and the page's own origin. */
export interface AllowedServers {
  readonly sources: readonly string[];
  readonly pageOrigin: string;
}

/**
 * What is wrong with settings before they are saved: an empty list when they can be used. With `allowed`
 * (a built app's page, whose policy names the servers it may call), a server outside them is refused here,
 * in words, rather than by the browser on the first call.
 */
export function settingsProblems(settings: RuntimeSettings, allowed: AllowedServers | null = null): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  if (settings.backend === 'server') {
    let url: URL | null;
    try {
      url = new URL(settings.baseUrl.trim());
    } catch {
      url = null;
    }
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      problems.push({
        field: 'baseUrl',
        message: 'Enter the server’s address, starting with http:// or https:// (for example http://127.0.0.1:3000).',
      });
    } else if (allowed && !serverAllowed(url.href, allowed.sources, allowed.pageOrigin)) {
      problems.push({
        field: 'baseUrl',
        message: `This app may only call ${describeServers(allowed.sources)}, so it cannot reach ${url.origin}. Ask for a build that allows it (specfront build --server ${url.origin}).`,
      });
    }
  }
  settings.headers.forEach((header, index) => {
    if (header.name.trim() === '' && header.value.trim() === '') return;
    if (!TOKEN.test(header.name.trim())) {
      problems.push({
        field: `header-${index}`,
        message: `“${header.name}” cannot be a header name: use letters, digits and dashes, like Authorization.`,
      });
    } else if (/[\r\n]/.test(header.value)) {
      problems.push({ field: `header-${index}`, message: `The value of ${header.name.trim()} cannot hold a line break.` });
    }
  });
  return problems;
}

/** The settings as saved: header names and the URL trimmed, empty header rows dropped. */
export function normaliseSettings(settings: RuntimeSettings): RuntimeSettings {
  return {
    backend: settings.backend,
    baseUrl: settings.baseUrl.trim(),
    headers: settings.headers.map((h) => ({ name: h.name.trim(), value: h.value })).filter((h) => h.name !== ''),
    rememberHeaders: settings.rememberHeaders === true,
  };
}

function readHeaders(value: unknown): HeaderSetting[] {
  return Array.isArray(value)
    ? value
        .filter(isRecord)
        .flatMap((h) => (typeof h['name'] === 'string' && typeof h['value'] === 'string' ? [{ name: h['name'], value: h['value'] }] : []))
    : [];
}

function readJson(storage: SettingsStorage | null, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads an app's settings; anything missing, unreadable or malformed falls back to DEFAULT_SETTINGS
 * (a broken entry never stops the app). Saved server settings that no longer check fall back to local.
 */
export function loadSettings(appName: string, storage: SettingsStorage | null, session: SettingsStorage | null = null): RuntimeSettings {
  const raw = readJson(storage, settingsKeyOf(appName));
  if (!isRecord(raw)) return DEFAULT_SETTINGS;
  // Settings saved before the choice existed kept their headers on the device: they still do.
  const remember = raw['rememberHeaders'] === true || (raw['rememberHeaders'] === undefined && readHeaders(raw['headers']).length > 0);
  const headers = remember ? readHeaders(raw['headers']) : readHeaders(readJson(session, settingsKeyOf(appName)));
  const settings: RuntimeSettings = {
    backend: raw['backend'] === 'server' ? 'server' : 'local',
    baseUrl: typeof raw['baseUrl'] === 'string' ? raw['baseUrl'] : '',
    headers,
    rememberHeaders: remember,
  };
  if (settingsProblems(settings).length > 0) return { ...normaliseSettings({ ...settings, headers: [] }), backend: 'local' };
  return settings;
}

/**
 * Saves an app's settings (normalised); returns false when a storage refused (private mode, quota).
 * Header values go to `storage` (localStorage) only when `rememberHeaders` is ticked; otherwise they
 * go to `session` (sessionStorage: this tab's session only) and localStorage holds no header at all.
 */
export function saveSettings(
  appName: string,
  settings: RuntimeSettings,
  storage: SettingsStorage | null,
  session: SettingsStorage | null = null,
): boolean {
  const clean = normaliseSettings(settings);
  const key = settingsKeyOf(appName);
  try {
    storage?.setItem(key, JSON.stringify(clean.rememberHeaders ? clean : { ...clean, headers: [] }));
    if (clean.rememberHeaders) session?.removeItem?.(key);
    else if (clean.headers.length > 0) session?.setItem(key, JSON.stringify(clean.headers));
    else session?.removeItem?.(key);
    return storage !== null && (clean.rememberHeaders || clean.headers.length === 0 || session !== null);
  } catch {
    return false;
  }
}

/** The headers as a record for createFetchTransport; a later row of the same name wins. */
export function headersOf(settings: RuntimeSettings): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  for (const header of normaliseSettings(settings).headers) out[header.name] = header.value;
  return out;
}
