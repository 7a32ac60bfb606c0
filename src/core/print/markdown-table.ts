/** The length of a string in code points (what the alignment of table columns counts). */
function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xdc00 || c > 0xdfff) n++;
  }
  return n;
}

/** A cell's text for a GFM table: one line, `|` escaped as `\|`, trimmed. */
export function cellText(value: string): string {
  let out = '';
  for (const ch of value.replace(/\r?\n/g, ' ').trim()) out += ch === '|' ? '\\|' : ch;
  return out;
}

/**
 * A code span holding `source` exactly: fenced by more backticks than any run inside it, with a
 * space inside the fence when the text starts or ends with a backtick or a space.
 */
export function codeSpan(source: string): string {
  let longest = 0;
  let run = 0;
  for (const ch of source) {
    run = ch === '`' ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  const fence = '`'.repeat(longest + 1);
  const pad = /^[` ]|[` ]$/.test(source) ? ' ' : '';
  return `${fence}${pad}${source}${pad}${fence}`;
}

/**
 * A GFM table with aligned columns. `rows` hold raw cell values (escaped here); columns are padded
 * to their widest cell, counted in code points.
 */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cells = [header.map(cellText), ...rows.map((r) => header.map((_, i) => cellText(r[i] ?? '')))];
  const widths = header.map((_, i) => Math.max(3, ...cells.map((r) => codePoints(r[i] ?? ''))));
  const line = (r: readonly string[]): string => `| ${r.map((c, i) => c + ' '.repeat((widths[i] ?? 3) - codePoints(c))).join(' | ')} |`;
  const [head, ...body] = cells;
  return [line(head ?? []), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...body.map(line)].join('\n');
}

/** Column names of the extra cells of `rows`, in order of first appearance (empty cells ignored). */
export function extraColumns(
  rows: readonly { readonly extra: readonly { readonly column: string; readonly value: string }[] }[],
): string[] {
  const seen: string[] = [];
  for (const r of rows) for (const e of r.extra) if (e.value !== '' && !seen.includes(e.column)) seen.push(e.column);
  return seen;
}

/** The values of a row's extra cells under `columns`. */
export function extraValues(
  row: { readonly extra: readonly { readonly column: string; readonly value: string }[] },
  columns: readonly string[],
): string[] {
  return columns.map((c) => row.extra.find((e) => e.column === c)?.value ?? '');
}
