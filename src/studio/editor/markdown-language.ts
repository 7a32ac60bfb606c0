import { defineLanguageFacet, foldService, Language, LanguageSupport } from '@codemirror/language';
import { GFM, parser as baseParser } from '@lezer/markdown';

/**
 * The Markdown language for the editor, built from @lezer/markdown with its GFM extensions (tables,
 * task lists, strikethrough, autolinks) and nothing else: no embedded HTML/CSS/JS languages, which
 * @codemirror/lang-markdown would pull in (~160 KB).
 */
const facet = defineLanguageFacet({ commentTokens: { block: { open: '<!--', close: '-->' } } });
const markdownParser = baseParser.configure(GFM);

/** The GFM Markdown language (highlighting comes from @lezer/markdown's own style tags). */
export const specMarkdown = new Language(facet, markdownParser, [], 'markdown');

/** Level of an ATX heading line (`## x` → 2), or 0. */
export function headingLevel(line: string): number {
  let n = 0;
  while (n < line.length && line.charCodeAt(n) === 35 /* # */) n++;
  if (n === 0 || n > 6) return 0;
  const next = line.charCodeAt(n);
  return Number.isNaN(next) || next === 32 || next === 9 ? n : 0;
}

/** Folding by section: a heading folds up to the next heading of the same or a higher level. */
const sectionFolding = foldService.of((state, lineStart, lineEnd) => {
  const line = state.doc.lineAt(lineStart);
  const level = headingLevel(line.text);
  if (level === 0) return null;
  let end = lineEnd;
  let inFence = false;
  for (let n = line.number + 1; n <= state.doc.lines; n++) {
    const next = state.doc.line(n);
    if (next.text.startsWith('```') || next.text.startsWith('~~~')) inFence = !inFence;
    const l = inFence ? 0 : headingLevel(next.text);
    if (l !== 0 && l <= level) break;
    if (next.text.trim() !== '') end = next.to;
  }
  return end > lineEnd ? { from: lineEnd, to: end } : null;
});

/** The language with section folding. */
export function specMarkdownSupport(): LanguageSupport {
  return new LanguageSupport(specMarkdown, [sectionFolding]);
}
