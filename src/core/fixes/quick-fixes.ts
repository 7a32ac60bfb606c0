import { eolOf } from '../edit/line-ending';
import type { TextEdit } from '../edit/text-edit';
import { rewriteRule } from '../options/rule-rewrite-rules';
import type { PointNumber } from '../spec/point';
import type { Spec } from '../spec/spec';

/** A mechanical fix of a diagnostic: a title that says what it does, and the edits that do it (edit/text-edit.ts's `applyEdits` applies them). */
export interface QuickFix {
  readonly title: string;
  readonly changes: readonly TextEdit[];
}

/** What a fix needs of a diagnostic. */
export interface FixableDiagnostic {
  readonly code: string;
  readonly message: string;
  readonly from: number;
  readonly to: number;
}

const DID_YOU_MEAN = /Did you mean `([^`]+)`\?/;
const FIRST_NAME = /`([^`]+)`/;

/** The line holding `offset`: its start, its end before the line break (`\n` or `\r\n`), and the next line's start. */
function lineAt(text: string, offset: number): { from: number; to: number; next: number } {
  const from = text.lastIndexOf('\n', Math.max(0, offset - 1)) + 1;
  const nl = text.indexOf('\n', offset);
  const end = nl < 0 ? text.length : nl;
  return {
    from: offset > 0 && text[offset - 1] === '\n' ? offset : from,
    to: end > 0 && text[end - 1] === '\r' ? end - 1 : end,
    next: nl < 0 ? text.length : nl + 1,
  };
}

/**
 * The mechanical fixes of a diagnostic, if it has any: a "did you mean" replaces the name written by the one
 * meant; a table missing a column gets it (header, separator and an empty cell in each row); a row whose
 * extra cells come from CEL's `||` gets its bars escaped; a rule in words that is not a phrase but says a length,
 * a bound, a prefix, a character class or a comparison with another field (`shorter than 90 characters`) is
 * rewritten as the expression that says the same (`` `size(value) < 90` ``, the Options' rewrite-rules; with
 * `spec`, the comparison knows the record's fields). Other diagnostics need the author's judgement: none.
 * Pure: the caller applies the changes (the studio as one undoable edit).
 */
export function quickFixes(text: string, d: FixableDiagnostic, spec?: Spec): QuickFix[] {
  const fixes: QuickFix[] = [];
  const meant = DID_YOU_MEAN.exec(d.message)?.[1];
  if (meant !== undefined) {
    const spanned = text.slice(d.from, d.to);
    const written = FIRST_NAME.exec(d.message)?.[1];
    if (spanned.trim() !== '' && !/\s/.test(spanned.trim())) {
      const lead = spanned.length - spanned.trimStart().length;
      const trail = spanned.length - spanned.trimEnd().length;
      fixes.push({ title: `Change to \`${meant}\``, changes: [{ from: d.from + lead, to: d.to - trail, insert: meant }] });
    } else if (written !== undefined && written !== meant) {
      const at = spanned.indexOf(written);
      if (at >= 0 && spanned.indexOf(written, at + 1) < 0)
        fixes.push({
          title: `Change \`${written}\` to \`${meant}\``,
          changes: [{ from: d.from + at, to: d.from + at + written.length, insert: meant }],
        });
    }
  }
  if (d.code === 'missing-column') {
    const columns = [...d.message.slice(0, d.message.indexOf(' column')).matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);
    const fix = addColumns(text, d.from, columns);
    if (fix) fixes.push(fix);
  }
  if (d.code === 'extra-cells') {
    const line = lineAt(text, d.from);
    const row = text.slice(line.from, line.to);
    const changes: TextEdit[] = [];
    // `||` not already escaped (no backslash before either bar).
    for (let i = row.indexOf('||'); i >= 0; i = row.indexOf('||', i + 2)) {
      if (i > 0 && row[i - 1] === '\\') continue;
      changes.push({ from: line.from + i, to: line.from + i + 2, insert: '\\|\\|' });
    }
    if (changes.length > 0) fixes.push({ title: 'Escape the bars of `||` as `\\|\\|`', changes });
  }
  if (d.code === 'rule-not-executable' && spec?.format === 'markdown') {
    const rule = spec.rules.find((r) => r.body.kind === 'phrase' && r.body.text.span.from <= d.from && d.to <= r.body.text.span.to);
    const entity = rule ? spec.entities.find((e) => e.name.value === rule.entity.value) : undefined;
    const expr = rewriteRule(text.slice(d.from, d.to), entity);
    if (expr !== null) {
      // After a colon, a dash or a cell's bar the expression takes the words' place; in a sentence
      // ("The title of a book has to be …") the verb goes and a colon reads the names as a rule's.
      let k = d.from;
      while (k > 0 && (text[k - 1] === ' ' || text[k - 1] === '\t')) k--;
      const sentence = !/[:|\u2014\u2013-]/.test(text[k - 1] ?? '');
      const change = sentence ? { from: k, to: d.to, insert: `: \`${expr}\`` } : { from: d.from, to: d.to, insert: `\`${expr}\`` };
      fixes.push({ title: `Rewrite as \`${expr}\``, changes: [change] });
    }
  }
  return fixes;
}

/** Adds columns to the table whose header row holds `offset`: header cells, separator cells, an empty cell per row. */
function addColumns(text: string, offset: number, columns: readonly string[]): QuickFix | null {
  if (columns.length === 0) return null;
  const header = lineAt(text, offset);
  if (!text.slice(header.from, header.to).trimStart().startsWith('|')) return null;
  const changes: TextEdit[] = [];
  const append = (line: { from: number; to: number }, cells: string) => {
    const body = text.slice(line.from, line.to).trimEnd();
    const end = line.from + body.length;
    changes.push({ from: end, to: line.to, insert: `${body.endsWith('|') ? '' : ' |'}${cells}` });
  };
  append(header, columns.map((c) => ` ${c} |`).join(''));
  let at = header.next;
  let first = true;
  while (at < text.length) {
    const line = lineAt(text, at);
    const body = text.slice(line.from, line.to).trim();
    if (!body.startsWith('|')) break;
    append(line, first && /^\|[\s:|-]+\|?$/.test(body) ? columns.map(() => '---|').join('') : columns.map(() => '  |').join(''));
    first = false;
    at = line.next;
  }
  return { title: `Add the ${columns.map((c) => `\`${c}\``).join(', ')} column${columns.length > 1 ? 's' : ''}`, changes };
}

/**
 * The heading a missing point needs, placed before the heading of the next point the spec has (or at the end):
 * `## N. Title` and "Not shown." so the point reads as deliberately empty until written.
 */
export function addPointHeading(
  text: string,
  point: { n: PointNumber; title: string },
  later: readonly { line: number | null }[],
): QuickFix {
  const nextLine = later.map((p) => p.line).find((l): l is number => l !== null);
  const eol = eolOf(text);
  const block = [`## ${point.n}. ${point.title}`, '', 'Not shown.', '', ''].join(eol);
  if (nextLine === undefined) {
    const sep = text.endsWith(eol + eol) ? '' : text.endsWith(eol) ? eol : eol + eol;
    return {
      title: `Add “## ${point.n}. ${point.title}”`,
      changes: [{ from: text.length, to: text.length, insert: `${sep}${block.trimEnd()}${eol}` }],
    };
  }
  let offset = 0;
  for (let l = 1; l < nextLine; l++) offset = text.indexOf('\n', offset) + 1;
  return { title: `Add “## ${point.n}. ${point.title}”`, changes: [{ from: offset, to: offset, insert: block }] };
}
