import { routeShape } from '../model/route-shape';
import type { Call } from '../spec/call';
import type { Option, TextEdit } from './option';
import { createOption, type OptionContext } from './option-context';

const RULE = 'repeated-calls';

/** A line of the text: its start, its end (before the line break) and the start of the next line. */
function lineAround(text: string, at: number): { from: number; to: number; next: number } {
  const from = text.lastIndexOf('\n', at - 1) + 1;
  const nl = text.indexOf('\n', at);
  const end = nl === -1 ? text.length : nl;
  return { from, to: end > from && text[end - 1] === '\r' ? end - 1 : end, next: nl === -1 ? text.length : nl + 1 };
}

/** The query as written after a call's path (`?mine=true`), or '' — up to a space, a backtick or a bar. */
function queryAfter(text: string, call: Call): { from: number; raw: string } {
  const from = call.path.span.to;
  if (text[from] !== '?') return { from, raw: '' };
  let to = from;
  while (to < text.length && !/[\s`|]/.test(text[to] as string)) to++;
  return { from, raw: text.slice(from, to) };
}

const queryName = (part: string): string => part.split('=')[0] ?? '';

/**
 * A call listed twice in point 7 with the same method and path, differing only by its query (`GET /reports?mine=true`
 * for one person, `GET /reports?status=new` for another): the check reads one call, so the second is an error. It
 * is one call with both queries — the first line gets the other's query parameters and its words, the other goes.
 * Offered only for list items whose repeats give no shape of their own (a shape there is the author's to choose).
 */
export function repeatedCalls(ctx: OptionContext): Option[] {
  const byKey = new Map<string, Call[]>();
  for (const c of ctx.spec.calls) {
    if (!c.path.value) continue;
    const k = `${c.method.value.toUpperCase()} ${routeShape(c.path.value)}`;
    const list = byKey.get(k);
    if (list) list.push(c);
    else byKey.set(k, [c]);
  }
  const out: Option[] = [];
  for (const [subject, calls] of byKey) {
    if (calls.length < 2) continue;
    const [first, ...rest] = calls as [Call, ...Call[]];
    const lines = calls.map((c) => lineAround(ctx.text, c.span.from));
    const isItem = (l: { from: number; to: number }): boolean => /^\s*[-*+]\s/.test(ctx.text.slice(l.from, l.to));
    if (!lines.every(isItem)) continue;
    if (rest.some((c) => c.requestText !== null || c.responseText !== null)) continue;
    const firstQuery = queryAfter(ctx.text, first);
    const names = new Set(firstQuery.raw.slice(1).split('&').filter(Boolean).map(queryName));
    const added: string[] = [];
    const notes: string[] = [];
    for (const c of rest) {
      for (const part of queryAfter(ctx.text, c).raw.slice(1).split('&')) {
        if (part === '' || names.has(queryName(part))) continue;
        names.add(queryName(part));
        added.push(part);
      }
      if (c.notes.trim() !== '') notes.push(c.notes.trim());
    }
    const edits: TextEdit[] = [];
    const queryEnd = firstQuery.from + firstQuery.raw.length;
    const query = added.length > 0 ? `${firstQuery.raw === '' ? '?' : '&'}${added.join('&')}` : '';
    // After the first line's own words, a `;`; on a line with none, the ` - ` a list item's words follow.
    const words = notes.length > 0 ? `${first.notes.trim() === '' ? ' - ' : '; '}${notes.join('; ')}` : '';
    const lineEnd = lines[0]!.to;
    if (queryEnd === lineEnd) {
      if (query + words !== '') edits.push({ from: lineEnd, to: lineEnd, insert: query + words });
    } else {
      if (query !== '') edits.push({ from: queryEnd, to: queryEnd, insert: query });
      if (words !== '') edits.push({ from: lineEnd, to: lineEnd, insert: words });
    }
    for (const l of lines.slice(1)) edits.push({ from: l.from, to: l.next, insert: '' });
    out.push(
      createOption({
        rule: RULE,
        point: 7,
        subject,
        title: `List \`${subject}\` once, with the query parameters of each line`,
        detail: `Point 7 lists \`${subject}\` ${calls.length} times, differing only by the query; the check reads one call per method and path. One call takes every query parameter (each optional) and the words of each line.`,
        evidence: calls.map((c) => ({
          from: c.method.span.from,
          to: Math.max(c.path.span.to, queryAfter(ctx.text, c).from + queryAfter(ctx.text, c).raw.length),
        })),
        edits,
      }),
    );
  }
  return out;
}
