/** Prose with soft line breaks joined: paragraphs (split at blank lines) become single lines, separated by one blank line. */
export function unwrapProse(text: string): string {
  const paragraphs: string[] = [];
  let current: string[] = [];
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (t === '') {
      if (current.length > 0) paragraphs.push(current.join(' '));
      current = [];
    } else current.push(t);
  }
  if (current.length > 0) paragraphs.push(current.join(' '));
  return paragraphs.join('\n\n');
}
