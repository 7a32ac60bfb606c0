/**
 * Wording of the diagnostics about the document's structure: headings, sections, tables and list
 * items. Each function names the thing and suggests a fix.
 */

import { pointInfo, type PointNumber } from '../spec/point';

/** Quotes a name in a code span, choosing a fence that the name cannot close. */
function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

/** `n. Title` for messages. */
function pointLabel(n: PointNumber): string {
  return `point ${n} (${pointInfo(n).title})`;
}

/** The document has no `#` heading to name the product. */
export function noTitleMessage(): string {
  return 'The spec has no title. Start it with a `# Product name` heading.';
}

/** A point given a second time; its content is still read. */
export function duplicatePointMessage(n: PointNumber, firstLine: number): string {
  return `This section repeats ${pointLabel(n)}, already given at line ${firstLine}. Merge the two sections, or number this one for the point it is meant to be.`;
}

/** A heading whose words fit several points. */
export function ambiguousHeadingMessage(heading: string, chosen: PointNumber, others: readonly PointNumber[]): string {
  const list = others.map(pointLabel).join(' and ');
  return `The heading ${code(heading)} fits ${pointLabel(chosen)} and ${list}; it is read as point ${chosen}. Number the heading (\`## ${others[0] ?? chosen}. …\`) to choose.`;
}

/** A table without a column its kind needs; its rows are not read. */
export function missingColumnMessage(kindLabel: string, missing: readonly string[], extraHint = ''): string {
  const cols = missing.map(code).join(', ');
  const s = missing.length > 1 ? 's' : '';
  return `This ${kindLabel} table has no ${cols} column${s}, so its rows are not read. Add the column${s}${extraHint}.`;
}

/** The hint for a fields or transitions table with neither an Entity column nor a `###` heading. */
export function entityHeadingHint(): string {
  return ', or put the table under a `### Entity` heading that names the entity';
}

/** A column the format does not know; its cells are kept as notes. */
export function unknownColumnMessage(name: string, kindLabel: string, known: readonly string[]): string {
  return `The column ${code(name)} is not one of the ${kindLabel} table's columns (${known.map(code).join(', ')}); its cells are kept as notes.`;
}

/** A column that repeats another one under a synonym. */
export function repeatedColumnMessage(name: string, canonical: string): string {
  return `The column ${code(name)} repeats ${code(canonical)}; only the first is read, this one is kept as notes.`;
}

/** A row with more cells than its header. */
export function extraCellsMessage(cells: readonly string[], headerCount: number): string {
  const listed = cells.length > 10 ? cells.slice(0, 10) : cells;
  const shown =
    listed.map((c) => (c === '' ? '(empty)' : code(c))).join(', ') +
    (listed.length < cells.length ? ` and ${cells.length - listed.length} more` : '');
  const s = cells.length > 1 ? 's' : '';
  return `This row has ${cells.length} cell${s} more than the header's ${headerCount}: ${shown}. If a cell holds a bar, write \`\\|\` for it (so CEL's \`||\` is \`\\|\\|\`).`;
}

/** `too-wide`: a table header with more columns than are read. */
export function tooWideMessage(columns: number, limit: number): string {
  return `This table has ${columns.toLocaleString('en')} columns, more than the ${limit} a table may have; the columns after the ${limit}th are not read.`;
}

/** A required cell left empty. */
export function missingCellMessage(column: string): string {
  return `The ${code(column)} cell is empty; this row needs one.`;
}

/** A list item that tries a point's pattern and misses it. */
export function badListItemMessage(point: PointNumber, example: string): string {
  return `This item does not follow ${pointLabel(point)}'s list pattern; write it as ${code(example)}.`;
}

/** `too-large`: the input is past the reader's limit. */
export function tooLarge(length: number, limit: number): string {
  const mb = (n: number): string => `${(n / (1024 * 1024)).toFixed(1)} MB`;
  return `This spec is ${mb(length)}, more than the ${mb(limit)} specfront reads. Split it into several specs.`;
}
