/** The offsets of a 1-based line of `text`, without its line break (for selecting the line in the editor). */
export function lineRange(text: string, line: number): { from: number; to: number } {
  const lines = text.split('\n');
  let offset = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += (lines[i]?.length ?? 0) + 1;
  return { from: offset, to: offset + (lines[line - 1]?.length ?? 0) };
}
