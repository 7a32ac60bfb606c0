import type { CliIo } from './cli-io';

/** ANSI styling for the human report; every function is the identity when colour is off. */
export interface Palette {
  readonly enabled: boolean;
  readonly bold: (text: string) => string;
  readonly dim: (text: string) => string;
  readonly red: (text: string) => string;
  readonly yellow: (text: string) => string;
  readonly green: (text: string) => string;
  readonly cyan: (text: string) => string;
}

const style = (enabled: boolean, open: number, close: number) => (text: string) =>
  enabled && text ? `\u001b[${open}m${text}\u001b[${close}m` : text;

/** Creates a palette; colour is on or off as given. */
export function createPalette(enabled: boolean): Palette {
  return {
    enabled,
    bold: style(enabled, 1, 22),
    dim: style(enabled, 2, 22),
    red: style(enabled, 31, 39),
    yellow: style(enabled, 33, 39),
    green: style(enabled, 32, 39),
    cyan: style(enabled, 36, 39),
  };
}

/**
 * Whether to colour output: a non-empty NO_COLOR turns it off (https://no-color.org), a FORCE_COLOR
 * other than `0` or empty turns it on, otherwise colour follows whether stdout is a terminal.
 */
export function wantsColor(io: Pick<CliIo, 'isTTY' | 'env'>): boolean {
  if (io.env['NO_COLOR']) return false;
  const force = io.env['FORCE_COLOR'];
  if (force !== undefined && force !== '') return force !== '0' && force !== 'false';
  return io.isTTY;
}
