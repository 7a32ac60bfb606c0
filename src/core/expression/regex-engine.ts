import type { RE2JS } from '@bufbuild/re2';

/**
 * The RE2 engine (@bufbuild/re2, about 16 KB gzip) behind CEL's `matches` and the rule phrase
 * "matches": loaded on demand in the browser (`loadRegexEngine`), registered eagerly by
 * evaluate-full.ts in Node, tests and the CLI. Synchronous users ask `regexEngine()`.
 */
let engine: typeof RE2JS | null = null;

/** Registers the engine (evaluate-full.ts does, having imported it). */
export function setRegexEngine(e: typeof RE2JS): void {
  engine = e;
}

/** The engine when loaded, else null. */
export function regexEngine(): typeof RE2JS | null {
  return engine;
}

/** Loads the engine (a separate chunk in the browser). */
export async function loadRegexEngine(): Promise<void> {
  if (!engine) engine = (await import('@bufbuild/re2')).RE2JS;
}
