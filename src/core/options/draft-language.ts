/**
 * The language a draft is written in, by its most frequent function words (`the`, `der`, `el`, `le`…): the
 * engine reads people, powers and states in English with a part-of-speech tagger, and in German, Spanish and
 * French by the forms drafts write them in (user stories, lists and tables of people, state lists). Counts words
 * outside code blocks and table rows; English when too few words tell.
 */
export type DraftLanguage = 'en' | 'de' | 'es' | 'fr';

const FUNCTION_WORDS: Readonly<Record<DraftLanguage, ReadonlySet<string>>> = {
  en: new Set(['the', 'and', 'is', 'are', 'of', 'to', 'with', 'for', 'can', 'should', 'when', 'this', 'that', 'it', 'not', 'be']),
  de: new Set([
    'der',
    'die',
    'das',
    'und',
    'ist',
    'nicht',
    'mit',
    'für',
    'ein',
    'eine',
    'den',
    'dem',
    'auf',
    'soll',
    'muss',
    'wird',
    'auch',
    'ich',
  ]),
  es: new Set(['el', 'los', 'las', 'que', 'y', 'para', 'con', 'por', 'una', 'del', 'se', 'es', 'puede', 'debe', 'no', 'lo', 'como']),
  fr: new Set([
    'le',
    'les',
    'des',
    'et',
    'est',
    'pour',
    'une',
    'du',
    'dans',
    'qui',
    'pas',
    'sur',
    'doit',
    'peut',
    'au',
    'il',
    'ne',
    'avec',
  ]),
};

/** The draft's language (see the module comment). */
export function draftLanguage(text: string): DraftLanguage {
  const counts: Record<DraftLanguage, number> = { en: 0, de: 0, es: 0, fr: 0 };
  let fenced = false;
  let seen = 0;
  for (const line of text.split('\n')) {
    const t = line.trimStart();
    if (t.startsWith('```') || t.startsWith('~~~')) fenced = !fenced;
    if (fenced || t.startsWith('|')) continue;
    for (const w of t.toLowerCase().split(/[^\p{L}]+/u)) {
      if (w === '') continue;
      for (const lang of ['en', 'de', 'es', 'fr'] as const) if (FUNCTION_WORDS[lang].has(w)) counts[lang]++;
      if (++seen > 20_000) break;
    }
  }
  let best: DraftLanguage = 'en';
  for (const lang of ['de', 'es', 'fr'] as const) if (counts[lang] > counts[best] * 1.2 && counts[lang] >= 5) best = lang;
  return best;
}
