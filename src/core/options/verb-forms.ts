import nlp from 'compromise';

const cache = new Map<string, string>();

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
  if (/^[a-z]+$/i.test(head)) {
    past = nlp(head).verbs().toPastTense().text().trim();
    if (past.includes(' ') || past === '' || past.toLowerCase() === head.toLowerCase()) past = '';
  }
  if (past === '') past = head.endsWith('e') ? `${head}d` : `${head}ed`;
  const out = [past.toLowerCase(), ...rest].join('-');
  if (cache.size < 10_000) cache.set(event, out);
  return out;
}
