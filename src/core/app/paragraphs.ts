/** Prose split into paragraphs at blank lines, each paragraph's line breaks joined with spaces. Plain text. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((p) =>
      p
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .join(' '),
    )
    .filter((p) => p !== '');
}
