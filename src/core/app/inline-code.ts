/** A piece of a message: plain text, or the text between a pair of backticks. */
export interface InlinePart {
  readonly code: boolean;
  readonly text: string;
}

/**
 * Splits a message at backticks, the way Markdown marks code spans: "The role `manager` cannot…" →
 * text, code "manager", text. A backtick without a partner stays in the text; an empty pair (``) too.
 * Hand-written scan, linear in the text's length.
 */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('`', i);
    if (open < 0) break;
    const close = text.indexOf('`', open + 1);
    if (close < 0) break;
    if (close === open + 1) {
      plain += text.slice(i, close + 1);
      i = close + 1;
      continue;
    }
    plain += text.slice(i, open);
    if (plain !== '') parts.push({ code: false, text: plain });
    plain = '';
    parts.push({ code: true, text: text.slice(open + 1, close) });
    i = close + 1;
  }
  plain += text.slice(i);
  if (plain !== '') parts.push({ code: false, text: plain });
  return parts;
}

/** The message without its backticks, for places that take plain text only (a `title` attribute). */
export function plainOf(text: string): string {
  return inlineParts(text)
    .map((p) => p.text)
    .join('');
}
