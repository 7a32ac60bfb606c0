import type { AppModel } from '../../core/index';

/** The input a simulated user's field gets: a checkbox, a number, or text. */
export type UserFieldKind = 'boolean' | 'number' | 'text';

/** The spec's expressions that may read `user.X`: permission conditions, guards and rule expressions. */
function expressionsOf(app: AppModel): string[] {
  const out: string[] = [];
  for (const p of app.permissions) if (p.when !== null) out.push(p.when);
  for (const e of app.entities) {
    for (const t of e.machine?.transitions ?? []) if (t.guard !== null) out.push(t.guard);
    for (const r of e.rules) if (r.check.kind === 'expression') out.push(r.check.source);
  }
  return out;
}

const COMPARISON = ['==', '!=', '<=', '>=', '<', '>'] as const;
const LOGIC_BEFORE = ['&&', '||', '!', '(', '?', ':'] as const;
const LOGIC_AFTER = ['&&', '||', ')', '?', ':'] as const;

function isWordChar(c: string | undefined): boolean {
  return c !== undefined && /[A-Za-z0-9_]/.test(c);
}

/** The literal at the start of `text` (after a comparison): boolean, number, or other. */
function literalKind(text: string): UserFieldKind | null {
  const word = /^(true|false)(?![A-Za-z0-9_])/.exec(text);
  if (word) return 'boolean';
  if (/^-?\d/.test(text)) return 'number';
  return null;
}

/** The literal that ends `text` (before a comparison). */
function literalKindBefore(text: string): UserFieldKind | null {
  const word = /(?:^|[^A-Za-z0-9_.])(true|false)$/.exec(text);
  if (word) return 'boolean';
  if (/(?:^|[^A-Za-z0-9_.])-?\d+(?:\.\d+)?$/.test(text)) return 'number';
  return null;
}

/** What one use of `user.X` says about its type, from the text around it. */
function kindOfUse(before: string, after: string): UserFieldKind | null {
  const b = before.trimEnd();
  const a = after.trimStart();
  for (const op of COMPARISON) {
    if (a.startsWith(op) && !(op === '<' && a.startsWith('<=')) && !(op === '>' && a.startsWith('>='))) {
      const kind = literalKind(a.slice(op.length).trimStart());
      if (kind) return kind;
      return op === '==' || op === '!=' ? null : 'number';
    }
    if (b.endsWith(op)) {
      const kind = literalKindBefore(b.slice(0, -op.length).trimEnd());
      if (kind) return kind;
      return op === '==' || op === '!=' ? null : 'number';
    }
  }
  const boolBefore = b === '' || LOGIC_BEFORE.some((op) => b.endsWith(op));
  const boolAfter = a === '' || LOGIC_AFTER.some((op) => a.startsWith(op));
  return boolBefore && boolAfter ? 'boolean' : null;
}

/**
 * The input each simulated user's field gets, from how the spec's conditions use it: compared with
 * `true`/`false` or used as a condition on its own (`user.canRefund`, `!user.isAdmin && …`) → boolean;
 * compared with a number, or with `<`/`>` → number; anything else (or uses that disagree) → text.
 */
export function userFieldKinds(app: AppModel): Map<string, UserFieldKind> {
  const seen = new Map<string, UserFieldKind | 'mixed'>();
  for (const text of expressionsOf(app)) {
    let from = 0;
    for (;;) {
      const at = text.indexOf('user.', from);
      if (at < 0) break;
      from = at + 5;
      if (isWordChar(text[at - 1]) || text[at - 1] === '.') continue;
      let end = from;
      while (isWordChar(text[end])) end++;
      if (end === from) continue;
      const field = text.slice(from, end);
      if (text[end] === '.' || text[end] === '[') {
        seen.set(field, 'mixed');
        continue;
      }
      const kind = kindOfUse(text.slice(Math.max(0, at - 40), at), text.slice(end, end + 40));
      const before = seen.get(field);
      if (kind === null) {
        if (before === undefined) seen.set(field, 'text');
        else if (before !== 'text') seen.set(field, 'mixed');
      } else if (before === undefined) seen.set(field, kind);
      else if (before !== kind) seen.set(field, 'mixed');
    }
  }
  const out = new Map<string, UserFieldKind>();
  for (const [field, kind] of seen) out.set(field, kind === 'mixed' ? 'text' : kind);
  return out;
}

/** A field's input value as the simulated user holds it: numbers as numbers when they read as one. */
export function userValueOf(kind: UserFieldKind, input: string | boolean): unknown {
  if (kind === 'boolean') return input === true;
  if (typeof input !== 'string') return input;
  if (kind === 'number' && input.trim() !== '' && Number.isFinite(Number(input))) return Number(input);
  return input;
}
