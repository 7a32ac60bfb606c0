import type { Span } from '../source/span';
import { targetOf } from './lifecycle';
import { participleForms } from './verb-forms';

/**
 * A list of states a draft writes in words (issue 19): `status (pending, approved, declined, cancelled)`,
 * `states:` followed by one bullet per state (`requested -> when the owner creates it`), `Estados: confirmada,
 * dentro, finalizada`, `Statut : en attente / acceptée`. The state a new record starts in is the one the draft says
 * it starts as ("starts as", "new … are", "estado inicial", "commence en", "beginnt als"), else the one whose line
 * says it is made on create, else the first.
 */
export interface ProseStateList {
  readonly values: readonly string[];
  readonly initial: string | null;
  readonly span: Span;
  /** What the line names before its list (`WO` in `WO: received -> quoted -> ready`), lower case, or ''. */
  readonly label: string;
}

const STATE_WORD = /\b(?:states?|status(?:es)?|statuses|estados?|statuts?|[ée]tats?|zust[aä]nde?|stati|stadi)\b/i;
const SEPARATORS = /\s*(?:,|\/|\||→|->|=>|;|\bor\b|\band\b|\bo\b|\by\b|\bou\b|\bet\b|\boder\b|\bund\b)\s*/i;
const CREATED = /\b(?:creat|new|neu|erstell|angelegt|crea|nuev|nouv|cré|submit|book|reserv|register|open)/i;

/** A state's name as the spec writes it: lower case, words joined by `-` (`out of service` → `out-of-service`). */
export function stateName(raw: string): string | null {
  const s = raw
    .replace(/^[*`"'“”‘’_]{1,3}(?=\S)|(?<=\S)[*`"'“”‘’_]{1,3}$|[*`"“”]{1,3}/g, '')
    .replace(/\s*\(.*$/, '')
    .trim()
    .toLowerCase();
  if (s.length < 2 || s.length > 30 || !/^[\p{L}][\p{L}\p{N} _-]*$/u.test(s)) return null;
  if (s.split(/\s+/).length > 3) return null;
  return s.replace(/\s+/g, '-');
}

function cleanItems(parts: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of parts) {
    // The list's sentence may end after its last state (`States: active, revoked, expired.`).
    const name = stateName(p.replace(/^[-*•\d.)\s]+/, '').replace(/[.;:!]+\s*$/, ''));
    if (name !== null && !out.includes(name)) out.push(name);
  }
  return out;
}

/** The state a line says new records start in. */
function startsAsOf(line: string): string | null {
  const m =
    /\b(?:starts?\s+(?:as|in|with)|begins?\s+as|is\s+created\s+as|initial(?:ly)?(?:\s+state)?(?:\s+is)?|estado\s+inicial(?:\s+es)?|(?:empieza|comienza)\s+(?:como|en)|commence\s+(?:en|à|comme)|état\s+initial|beginnt\s+(?:als|mit|in)|startet\s+(?:als|mit|in))\s*:?\s*[*`'"“]*([\p{L}][\p{L}_-]*(?:\s[\p{L}][\p{L}_-]*)?)/iu.exec(
      line,
    );
  return m?.[1] ? stateName(m[1].split(/\s+(?:and|und|y|et|the|der|die|la|le)\b/i)[0] ?? m[1]) : null;
}

/** Every list of states in the text, in text order. Linear: each line is read once, a block's lines once more. */
export function findStateLists(text: string): ProseStateList[] {
  const lines: { text: string; from: number }[] = [];
  let at = 0;
  for (const raw of text.split('\n')) {
    lines.push({ text: raw.replace(/\r$/, ''), from: at });
    at += raw.length + 1;
  }
  const starts: string[] = [];
  for (const l of lines) {
    const s = startsAsOf(l.text);
    if (s) starts.push(s);
  }
  const out: ProseStateList[] = [];
  let fenced = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const trimmed = l.text.trimStart();
    if (trimmed.startsWith('```') || trimmed.startsWith('~~~')) fenced = !fenced;
    // Tables and code hold data, not the draft's words about states.
    if (fenced || trimmed.startsWith('|')) continue;
    const chain = arrowChain(l.text, l.from);
    if (chain !== null) {
      out.push({ ...chain, initial: starts.find((s) => chain.values.includes(s)) ?? chain.initial });
      continue;
    }
    const m = STATE_WORD.exec(l.text);
    if (!m) continue;
    const after = l.text.slice(m.index + m[0].length);
    // `status (a, b, c)` or `states: a, b, c` on the line
    const inline = /^[^:(\n]{0,40}?[:(]\s*(.+)$/.exec(after);
    let values: string[] = [];
    let initial: string | null = null;
    if (inline?.[1] && SEPARATORS.test(inline[1])) {
      values = cleanItems(inline[1].replace(/\).*$/, '').split(SEPARATORS));
    }
    if (values.length < 2 && /^[\s:*]*$/.test(after.replace(/\(.*\)/, ''))) {
      // `states:` then one line per state
      const block: string[] = [];
      for (let j = i + 1; j < lines.length && j <= i + 12; j++) {
        const t = lines[j]!.text;
        if (t.trim() === '') {
          if (block.length > 0) break;
          continue;
        }
        const item = /^\s*(?:[-*•]|\d+[.)])?\s*[*`'"]*([\p{L}][\p{L}_ -]{0,28}?)[*`'"]*\s*(?:->|→|=>|:|—|–|\s-\s|\(|$)(.*)$/u.exec(t);
        if (!item?.[1]) break;
        const name = stateName(item[1]);
        if (name === null) break;
        block.push(name);
        if (initial === null && CREATED.test(item[2] ?? '')) initial = name;
      }
      values = [...new Set(block)];
    }
    if (values.length < 2) continue;
    initial = starts.find((s) => values.includes(s)) ?? initial;
    out.push({ values, initial, span: { from: l.from + m.index, to: l.from + l.text.length }, label: '' });
  }
  return out;
}

const ARROW = /\s*(?:->|→|=>|⟶)\s*/;

/**
 * A life written as a chain of arrows, the way engineers sketch one: `WO: received -> quoted -> approved -> ready`,
 * `- Quote: draft → sent → approved | rejected`. Every item must read as a state's name (one to three words; a
 * `|` or `/` gives alternatives at the end); the chain's first state is where a new record starts. A line whose
 * items are sentences (`flow: drop off -> customer approves the quote`) is no list of states.
 */
function arrowChain(line: string, from: number): (Omit<ProseStateList, 'initial'> & { initial: string }) | null {
  const body = line.replace(/^\s*(?:[-*•]|\d+[.)])?\s*/, '');
  const colon = /^[*_`]*([\p{L}][\p{L}\p{N} _-]{0,30}?)[*_`]*\s*:\s+/u.exec(body);
  const rest = colon ? body.slice(colon[0].length) : body;
  const parts = rest.split(ARROW);
  if (parts.length < 3) return null;
  const values: string[] = [];
  for (const part of parts) {
    for (const alt of part.split(/\s*[|/]\s*/)) {
      const name = stateName(alt.replace(/[.;,]+$/, ''));
      if (name === null || name.split('-').length > 2) return null;
      if (!values.includes(name)) values.push(name);
    }
  }
  const start = line.length - body.length;
  return {
    values,
    initial: values[0] as string,
    span: { from: from + start, to: from + line.length },
    label: (colon?.[1] ?? '').trim().toLowerCase(),
  };
}

/**
 * The list whose states the most of an entity's events lead to (at least one), or null. A list labelled with the
 * entity's name or its path word (`WO: received -> …` for `/api/wo`) and the states the calls' notes move between
 * count first.
 */
export function statesForEvents(
  lists: readonly ProseStateList[],
  events: readonly string[],
  names: readonly string[] = [],
  moved: readonly string[] = [],
): ProseStateList | null {
  const labels = new Set(names.filter((n) => n !== '').map((n) => n.toLowerCase().replace(/[\s_-]+/g, '')));
  let best: ProseStateList | null = null;
  let bestScore = 0;
  for (const list of lists) {
    const initial = list.initial ?? list.values[0] ?? '';
    // An event whose participle is in the list counts twice: one that only undoes to the first state, once.
    let score = 0;
    for (const e of events)
      score += participleForms(e).some((f) => list.values.includes(f)) ? 2 : targetOf(e, list.values, initial) !== null ? 1 : 0;
    score += moved.filter((v) => list.values.includes(v)).length;
    if (score > 0 && list.label !== '' && labels.has(list.label.replace(/[\s_-]+/g, ''))) score += 100;
    if (score > bestScore) {
      best = list;
      bestScore = score;
    }
  }
  return best;
}
