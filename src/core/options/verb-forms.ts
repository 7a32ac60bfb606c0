import nlp from 'compromise';
import type { DraftLanguage } from './draft-language';
import { frenchParticiples, germanParticiple, spanishParticiples } from './participles';

const cache = new Map<string, string>();

/** Participles compromise gives as the simple past (`withdrew`, `hid`). */
const IRREGULAR: Record<string, string> = {
  withdraw: 'withdrawn',
  hide: 'hidden',
  write: 'written',
  take: 'taken',
  give: 'given',
  choose: 'chosen',
  freeze: 'frozen',
  break: 'broken',
  do: 'done',
  undo: 'undone',
  see: 'seen',
  begin: 'begun',
  drive: 'driven',
  show: 'shown',
  draw: 'drawn',
  forbid: 'forbidden',
  forgive: 'forgiven',
  ride: 'ridden',
  rewrite: 'rewritten',
  overtake: 'overtaken',
  mistake: 'mistaken',
};

/**
 * The past participle of an event's verb, as a state's name: `return` → `returned`, `pay` → `paid`,
 * `cancel` → `cancelled` (compromise conjugates; results are cached). Words compromise does not read
 * as a verb get `ed`. Hyphenated events conjugate their first word (`check-in` → `checked-in`).
 */
export function pastParticiple(event: string): string {
  const hit = cache.get(event);
  if (hit !== undefined) return hit;
  const [head = event, ...rest] = event.split('-');
  let past = '';
  if (IRREGULAR[head.toLowerCase()]) past = IRREGULAR[head.toLowerCase()] as string;
  else if (/^[a-z]+$/i.test(head)) {
    past = nlp(head).verbs().toPastTense().text().trim();
    if (past.includes(' ') || past === '' || past.toLowerCase() === head.toLowerCase()) past = '';
  }
  if (past === '') past = head.endsWith('e') ? `${head}d` : `${head}ed`;
  const out = [past.toLowerCase(), ...rest].join('-');
  if (cache.size < 10_000) cache.set(event, out);
  return out;
}

/** The participles of a verb in one of the other languages read (masculine first), or []. */
function foreignParticiples(verb: string, language: Exclude<DraftLanguage, 'en'>): string[] {
  if (language === 'de') {
    const p = germanParticiple(verb);
    return p === null ? [] : [p];
  }
  return language === 'es' ? spanishParticiples(verb) : frenchParticiples(verb);
}

/**
 * The state an event leads to in the draft's language: `sperren` → `gesperrt`, `entregar` → `entregado` (or
 * `entregada` when the draft writes that form: `written` says which words it writes), `valider` → `validé`; English events, and words that are no
 * infinitive of the language, as {@link pastParticiple}.
 */
export function participleIn(event: string, language: DraftLanguage, written: (word: string) => boolean = () => false): string {
  if (language === 'en') return pastParticiple(event);
  const [head = event, ...rest] = event.split('-');
  const forms = foreignParticiples(head.toLowerCase(), language);
  if (forms.length === 0) return pastParticiple(event);
  const form = forms.find((f) => written(f)) ?? (forms[0] as string);
  return [form, ...rest].join('-');
}

/** Every participle an event may lead to, in the four languages read (to match the states a draft lists). */
export function participleForms(event: string): string[] {
  const [head = event, ...rest] = event.toLowerCase().split('-');
  const out = [pastParticiple(event)];
  for (const language of ['de', 'es', 'fr'] as const)
    for (const f of foreignParticiples(head, language)) {
      const form = [f, ...rest].join('-');
      if (!out.includes(form)) out.push(form);
    }
  return out;
}
