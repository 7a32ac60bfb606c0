import { eolOf } from '../edit/line-ending';
import { applyEdits, type TextEdit } from '../edit/text-edit';
import type { Option } from './option';

interface Pending {
  readonly edit: TextEdit;
  readonly point: number;
  readonly order: number;
}

type Flavour = 'after' | 'before' | 'replace';

function flavourOf(edit: TextEdit, eol: string): Flavour {
  if (edit.to > edit.from) return 'replace';
  return edit.insert.startsWith(eol) ? 'after' : 'before';
}

function linesOf(edit: TextEdit, flavour: Flavour, eol: string): string[] {
  if (flavour === 'after') return edit.insert.slice(eol.length).split(eol);
  if (flavour === 'before') return (edit.insert.endsWith(eol) ? edit.insert.slice(0, -eol.length) : edit.insert).split(eol);
  return edit.insert.split(eol);
}

/** A table row or a list item: lines that follow one another without a blank line. */
const isRow = (line: string): boolean => {
  const t = line.trimStart();
  return t.startsWith('|') || t.startsWith('- ') || t.startsWith('* ');
};

/** A table's delimiter row (`|---|---|`). */
const isDelimiter = (line: string | undefined): boolean => line !== undefined && /^\s*\|(?:\s*:?-+:?\s*\|)+\s*$/.test(line);

/** The header of the table whose rows end `lines`, or null when they end no table. */
function tableHeaderBefore(lines: readonly string[]): string | null {
  let i = lines.length - 1;
  while (i > 0 && isRow(lines[i] as string) && !isDelimiter(lines[i])) i--;
  return i > 0 && isDelimiter(lines[i]) && isRow(lines[i - 1] as string) ? (lines[i - 1] as string) : null;
}

/**
 * Merges inserts at one place, line by line: each later insert drops the lines it shares at its
 * start with an earlier one (the same new section heading, the same table header), and a blank line
 * separates a table from a block that follows it.
 */
function mergeLines(groups: readonly string[][]): string[] {
  const out: string[] = [];
  const seen: string[][] = [];
  // Blank lines that end an insert separate it from what follows the place: they go once, at the end.
  let trailing = 0;
  for (const all of groups) {
    let end = all.length;
    while (end > 0 && all[end - 1] === '') end--;
    trailing = Math.max(trailing, all.length - end);
    const lines = all.slice(0, end);
    let strip = 0;
    for (const prev of seen) {
      let k = 0;
      while (k < lines.length && k < prev.length && lines[k] === prev[k]) k++;
      if (k > strip) strip = k;
    }
    seen.push(lines);
    let rest = lines.slice(strip);
    if (rest.length === 0) continue;
    const last = out[out.length - 1];
    // A table that starts right after another's rows (two options declaring one entity under its `###`): with the
    // same header its rows join that table; with another header it is a table of its own, after a blank line —
    // never a header read as a row.
    const header = isDelimiter(rest[1]) && last !== undefined && isRow(last) ? tableHeaderBefore(out) : null;
    if (header !== null && header === rest[0]) rest = rest.slice(2);
    else if (header !== null) out.push('');
    if (rest.length === 0) continue;
    const first = rest[0] as string;
    const tail = out[out.length - 1];
    if (tail !== undefined && tail !== '' && first !== '' && !(isRow(first) && isRow(tail))) out.push('');
    for (const line of rest) out.push(line); // not a spread: a table may hold more rows than a call takes arguments
  }
  for (let i = 0; i < trailing; i++) out.push('');
  return out;
}

function render(lines: readonly string[], flavour: Flavour, eol: string): string {
  if (flavour === 'after') return lines.map((l) => eol + l).join('');
  if (flavour === 'before') return lines.map((l) => l + eol).join('');
  return lines.join(eol);
}

/**
 * Applies options to the text they were proposed for, in one step, as a minimal change: only their
 * edits' ranges change. Edits of several options at one place are merged (rows appended to one
 * table, two entities' sub-tables under one new section heading). Options apply in point order,
 * then in the order given. Throws a RangeError when an edit lies outside the text or two options
 * change overlapping ranges differently (options from another version of the text).
 */
export function applyOptions(text: string, options: readonly Option[]): string {
  const eol = eolOf(text);
  const pending: Pending[] = [];
  options.forEach((o, order) => {
    for (const edit of o.edits) {
      if (edit.from < 0 || edit.to > text.length || edit.to < edit.from) {
        throw new RangeError(
          `Option ${o.id} has an edit at ${edit.from}–${edit.to} outside the text (length ${text.length}); propose options again for this text.`,
        );
      }
      // An edit that creates a section belongs to that section's point, whichever option carries it (a limit's
      // rule option also adds its constant under point 9).
      const heading = /^(?:\r?\n)*## (\d+)\./.exec(edit.insert);
      pending.push({ edit, point: heading ? Number(heading[1]) : o.point, order });
    }
  });
  pending.sort((a, b) => a.edit.from - b.edit.from || a.edit.to - b.edit.to);
  const merged: TextEdit[] = [];
  let at = 0;
  for (let i = 0; i < pending.length;) {
    const first = pending[i] as Pending;
    let j = i + 1;
    while (j < pending.length && pending[j]?.edit.from === first.edit.from && pending[j]?.edit.to === first.edit.to) j++;
    const group = pending.slice(i, j);
    i = j;
    if (first.edit.from < at) {
      throw new RangeError(
        `Two options change overlapping text at ${first.edit.from}; apply them one after the other, proposing again in between.`,
      );
    }
    const flavour = flavourOf(first.edit, eol);
    const rank = (p: Pending): number => (isRow(linesOf(p.edit, flavour, eol)[0] ?? '') ? 0 : 1);
    group.sort((a, b) => rank(a) - rank(b) || a.point - b.point || a.order - b.order);
    const oneLine = flavour === 'replace' && !first.edit.insert.includes(eol);
    const insert =
      group.length === 1 || oneLine ? first.edit.insert : render(mergeLines(group.map((p) => linesOf(p.edit, flavour, eol))), flavour, eol);
    merged.push({ from: first.edit.from, to: first.edit.to, insert });
    at = first.edit.to;
  }
  return applyEdits(text, merged);
}
