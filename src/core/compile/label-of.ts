/** Words written in capitals in labels whatever case the name used. */
const CAPITALS: ReadonlyMap<string, string> = new Map([
  ['id', 'ID'],
  ['url', 'URL'],
  ['uuid', 'UUID'],
  ['api', 'API'],
]);

/** Splits a name into words at `_`, `-`, spaces and camel-case boundaries (`profileURLText` → profile, URL, Text). */
function wordsOf(name: string): string[] {
  const words: string[] = [];
  let word = '';
  const chars = [...name];
  const isUpper = (c: string | undefined): boolean => c !== undefined && c !== c.toLowerCase() && c === c.toUpperCase();
  const isLower = (c: string | undefined): boolean => c !== undefined && c !== c.toUpperCase() && c === c.toLowerCase();
  const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    if (c === '_' || c === '-' || c === ' ' || c === '\t' || c === '.') {
      if (word) words.push(word);
      word = '';
      continue;
    }
    const prev = chars[i - 1];
    const next = chars[i + 1];
    const boundary =
      word !== '' &&
      ((isUpper(c) && (isLower(prev) || isDigit(prev))) ||
        (isUpper(c) && isUpper(prev) && isLower(next)) ||
        (isDigit(c) && !isDigit(prev)));
    if (boundary) {
      words.push(word);
      word = '';
    }
    word += c;
  }
  if (word) words.push(word);
  return words;
}

/**
 * A field or entity name made readable: `patientEmail` → "Patient email", `speaker_email` →
 * "Speaker email", `profileURL` → "Profile URL", `id` → "ID". Acronyms written in capitals stay so.
 */
export function labelOf(name: string): string {
  const known = labels.get(name);
  if (known !== undefined) return known;
  if (labels.size >= 10_000) labels.clear();
  const label = makeLabel(name);
  labels.set(name, label);
  return label;
}

/** Field names repeat across entities and recompiles: labels are memoised (bounded). */
const labels = new Map<string, string>();

function makeLabel(name: string): string {
  const words = wordsOf(name);
  if (words.length === 0) return name;
  return words
    .map((w, i) => {
      const capital = CAPITALS.get(w.toLowerCase());
      if (capital) return capital;
      if (w.length > 1 && w === w.toUpperCase() && w !== w.toLowerCase()) return w;
      const lower = w.toLowerCase();
      return i === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join(' ');
}
