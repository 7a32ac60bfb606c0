import type { Option } from './option';
import { createOption, type OptionContext } from './option-context';

const RULE = 'unread-tables';

/** The lines of the table whose header line holds `at`: from the header's line start to its last row's end. */
function tableAround(text: string, at: number): { from: number; to: number; header: string } | null {
  const from = text.lastIndexOf('\n', at - 1) + 1;
  const isRow = (start: number): boolean => /^[ \t]*\|/.test(text.slice(start, start + 200));
  if (!isRow(from)) return null;
  const endOf = (start: number): number => {
    const nl = text.indexOf('\n', start);
    const end = nl === -1 ? text.length : nl;
    return end > start && text[end - 1] === '\r' ? end - 1 : end;
  };
  let to = endOf(from);
  const header = text.slice(from, to).trim();
  for (;;) {
    const nl = text.indexOf('\n', to);
    if (nl === -1 || !isRow(nl + 1)) break;
    to = endOf(nl + 1);
  }
  return { from, to, header };
}

/**
 * A table of the draft in a point's section that the check cannot read as that point's table (`Página | Quién la
 * ve | Qué hay`, no route; `Record | States | Notes`, no events): none of its rows is read, and the spec has an
 * error. The engine does not invent the routes or events it lacks; the table is kept as the author wrote it, fenced
 * as notes, so the spec checks, and the point's own table comes from what the draft says elsewhere (other options).
 * Offered only when no other option changes the table or its section's heading (a calls table rewritten as point
 * 7's, a numbered heading read by its words): those come first, and the next round sees what is left.
 */
export function unreadTables(ctx: OptionContext, others: readonly Option[]): Option[] {
  const out: Option[] = [];
  const eol = ctx.layout.eol;
  for (const d of ctx.analysis.report.diagnostics) {
    if (d.code !== 'missing-column' || d.severity !== 'error') continue;
    const table = tableAround(ctx.text, d.from);
    if (table === null) continue;
    const section = ctx.spec.sections.find((s) => s.span.from <= table.from && table.to <= s.span.to);
    const touched = others.some((o) =>
      o.edits.some(
        (e) =>
          (e.from <= table.to && e.to >= table.from) ||
          (section !== undefined && e.from >= section.heading.span.from && e.to <= section.heading.span.to && e.to > e.from),
      ),
    );
    if (touched) continue;
    const fence = ctx.text.slice(table.from, table.to).includes('```') ? '~~~' : '```';
    const point = section?.point ?? null;
    out.push(
      createOption({
        rule: RULE,
        point: point ?? 1,
        subject: table.header,
        title: `Keep the table “${table.header.slice(0, 60)}” as the draft's notes${point !== null ? `: point ${point} cannot read it` : ''}`,
        detail: `${d.message} The engine does not invent what the table lacks: fenced, it stays as written, read as notes, and the spec checks. Write its rows into the point's own table when you know what they lack.`,
        evidence: [{ from: d.from, to: d.to }],
        edits: [
          { from: table.from, to: table.from, insert: `${fence}${eol}` },
          { from: table.to, to: table.to, insert: `${eol}${fence}` },
        ],
      }),
    );
  }
  return out;
}
