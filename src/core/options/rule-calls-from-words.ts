import { optionMessages as m } from '../diagnostics/messages-options';
import { findDraftCalls } from './draft-calls';
import { plural, singular } from './names';
import type { Option } from './option';
import { createOption, type OptionContext } from './option-context';
import { participleIn } from './verb-forms';
import { draftLanguage } from './draft-language';

const RULE = 'calls-from-words';

/** A line that introduces the calls by name: `Our own calls: list proposals, make a proposal, …`. */
const LABEL = /\b(?:calls?|endpoints?|api|llamadas|aufrufe|schnittstellen|appels)\b[^:\n]{0,80}:[ \t]*([^\n]+)/gi;
const LIST = new Set(['list', 'browse', 'listar', 'auflisten', 'lister']);
const CREATE = new Set([
  'make',
  'create',
  'add',
  'submit',
  'new',
  'register',
  'crear',
  'anlegen',
  'erstellen',
  'créer',
  'creer',
  'ajouter',
]);
const UPDATE = new Set(['edit', 'update', 'change', 'editar', 'ändern', 'bearbeiten', 'modifier']);
const DELETE = new Set(['delete', 'remove', 'borrar', 'eliminar', 'löschen', 'supprimer']);
const ARTICLES = new Set(['a', 'an', 'the', 'one', 'un', 'una', 'une', 'ein', 'eine', 'einen', 'el', 'la', 'le', 'der', 'die', 'das']);

/** One call a draft names in words, in the REST shape its words give. */
interface WordCall {
  readonly method: string;
  readonly path: string;
  readonly words: string;
}

/**
 * The calls a draft with no call at all names in words (`Our own calls: list proposals, make a proposal, withdraw,
 * make screening, confirm, cancel`): a list or create word and a record (`list proposals` → `GET /proposals`,
 * `make a proposal` → `POST /proposals`, `edit a X`, `delete a X` on one record), and a bare verb an event of the
 * record named before it (`withdraw` → `POST /proposals/:id/withdraw`) — only when the draft names the state it
 * leads to (`withdrawn`), so an event is never guessed. Phrases that say neither (`close round`) are left out.
 */
export function wordCalls(text: string): { calls: WordCall[]; at: number } | null {
  if (findDraftCalls(text).length > 0) return null;
  const language = draftLanguage(text);
  const lower = text.toLowerCase();
  for (const m of text.matchAll(LABEL)) {
    const list = (m[1] as string).split(/(?<=[a-z])\.(?:\s|$)/i)[0] as string;
    const phrases = list
      .split(/,|\/|;|\band\b|\by\b|\bund\b|\bet\b/)
      .map((p) => p.trim().toLowerCase())
      .filter((p) => p.length > 0);
    if (phrases.length < 3) continue;
    const calls: WordCall[] = [];
    let last: string | null = null;
    for (const phrase of phrases) {
      const [verb = '', ...rest] = phrase.split(/\s+/).filter((w) => !ARTICLES.has(w));
      const noun = rest.join(' ');
      const one = noun ? singular(noun) : '';
      if (noun && /^[a-z][a-z -]*$/.test(noun) && (LIST.has(verb) || CREATE.has(verb) || UPDATE.has(verb) || DELETE.has(verb))) {
        const many = plural(one).replace(/\s+/g, '-');
        const path = LIST.has(verb) || CREATE.has(verb) ? `/${many}` : `/${many}/:id`;
        const method = LIST.has(verb) ? 'GET' : CREATE.has(verb) ? 'POST' : UPDATE.has(verb) ? 'PUT' : 'DELETE';
        calls.push({ method, path, words: phrase });
        last = many;
        continue;
      }
      // An event: a bare verb, or `mark <state>`, on the record named before it, when the draft names its state.
      const event = verb === 'mark' && rest.length === 1 ? `mark-${noun}` : rest.length === 0 ? verb : null;
      if (last === null || event === null || !/^[a-z][a-z-]*$/.test(event)) continue;
      const state = verb === 'mark' ? noun : participleIn(event, language, (w) => lower.includes(w)).toLowerCase();
      if (!new RegExp(`\\b${state.replace(/[-]/g, '[- ]')}\\b`).test(lower)) continue;
      calls.push({ method: 'POST', path: `/${last}/:id/${event}`, words: phrase });
    }
    const records = new Set(calls.filter((c) => !c.path.includes(':')).map((c) => c.path));
    if (records.size > 0 && calls.length >= 2) return { calls, at: lineEnd(text, m.index ?? 0) };
  }
  return null;
}

function lineEnd(text: string, from: number): number {
  const nl = text.indexOf('\n', from);
  return nl === -1 ? text.length : nl;
}

/** A draft that names its calls only in words: one option writes them as call lines under the words, kept. */
export function callsFromWords(ctx: OptionContext): Option[] {
  if (ctx.spec.calls.length > 0) return [];
  const found = wordCalls(ctx.text);
  if (!found) return [];
  const eol = ctx.layout.eol;
  const lines = found.calls.map((c) => `- \`${c.method} ${c.path}\` - ${c.words}`);
  const lineStart = ctx.text.lastIndexOf('\n', found.at - 1) + 1;
  return [
    createOption({
      rule: RULE,
      point: 7,
      subject: found.calls.map((c) => `${c.method} ${c.path}`).join(','),
      title: m.wordCallsTitle(found.calls.length),
      detail: m.wordCallsDetail(found.calls.map((c) => `${c.method} ${c.path} — “${c.words}”`)),
      evidence: [{ from: lineStart, to: found.at }],
      edits: [{ from: found.at, to: found.at, insert: [eol, ...lines].join(eol) }],
    }),
  ];
}
