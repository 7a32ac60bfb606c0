import nlp from 'compromise';

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
