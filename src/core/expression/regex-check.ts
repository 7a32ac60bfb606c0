import { RE2JS } from '@bufbuild/re2';
import { badRegexMessage, unsupportedRegexMessage } from '../diagnostics/messages-cells';
import { createLruCache } from './lru-cache';

/** A regex problem; `from`/`to` are offsets into the pattern. */
export interface RegexProblem {
  readonly message: string;
  readonly from: number;
  readonly to: number;
}

const cache = createLruCache<string, RegexProblem | null>(2000);

/** Finds lookaround and backreferences, which RE2 refuses, to name them plainly. Linear scan. */
function findUnsupported(pattern: string): RegexProblem | null {
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      const n = pattern[i + 1];
      if (!inClass && n !== undefined && ((n >= '1' && n <= '9') || n === 'k')) {
        let j = i + 2;
        if (n === 'k') j = pattern[j] === '<' ? Math.max(j, pattern.indexOf('>', j) + 1) : j;
        else while (j < pattern.length && (pattern[j] as string) >= '0' && (pattern[j] as string) <= '9') j++;
        return { message: unsupportedRegexMessage('backreference', pattern.slice(i, j)), from: i, to: j };
      }
      i++;
    } else if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') {
      inClass = true;
      if (pattern[i + 1] === '^') i++;
      if (pattern[i + 1] === ']') i++;
    } else if (c === '(' && pattern[i + 1] === '?') {
      const a = pattern[i + 2];
      const b = pattern[i + 3];
      if (a === '=' || a === '!') return { message: unsupportedRegexMessage('lookahead', `(?${a}`), from: i, to: i + 3 };
      if (a === '<' && (b === '=' || b === '!')) return { message: unsupportedRegexMessage('lookbehind', `(?<${b}`), from: i, to: i + 4 };
    }
  }
  return null;
}

/**
 * Checks a pattern with RE2 (@bufbuild/re2), the linear-time engine CEL's `matches` uses. Returns
 * null when it compiles; else the problem, with a specific message for lookaround and
 * backreferences (never a fallback to RegExp). Results are cached by pattern. Never throws.
 */
export function checkRegex(pattern: string): RegexProblem | null {
  const known = cache.get(pattern);
  if (known !== undefined) return known;
  let problem = findUnsupported(pattern);
  if (problem === null) {
    try {
      RE2JS.compile(pattern);
    } catch (e) {
      const raw = e instanceof Error ? e.message : String(e);
      const detail = raw.replace(/^error parsing regexp: /, '');
      const input = (e as { input?: unknown }).input;
      const at = typeof input === 'string' && input !== '' ? pattern.indexOf(input) : -1;
      problem =
        at >= 0
          ? { message: badRegexMessage(detail), from: at, to: at + (input as string).length }
          : { message: badRegexMessage(detail), from: 0, to: pattern.length };
    }
  }
  cache.set(pattern, problem);
  return problem;
}
