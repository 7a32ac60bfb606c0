import { ambiguousHeadingMessage } from '../../diagnostics/messages-document';
import { createSink } from '../../diagnostics/report';
import { createSourceText } from '../../source/source-text';
import { located, type Span } from '../../source/span';
import type { PointNumber } from '../../spec/point';
import { parseFencedBlock } from '../yaml/fenced-block';
import type { RowContext } from './build-rows';
import { nameOf } from './cell-values';
import { matchHeading } from './heading-point';
import {
  bulletContent,
  fenceLanguage,
  firstNonSpace,
  hasChar,
  isFenceClose,
  lastNonSpace,
  readAtxHeading,
  readFenceOpen,
  type AtxHeading,
} from './line-syntax';
import { readFieldItem, readListItem } from './list-items';
import { appendAll, createSectionData, SECTION_DATA_KEYS, type SectionData, type SectionParse } from './section-data';
import { draftOf, readSectionTable, type SubHeading, type EntityDraft, finishEntities } from './section-tables';
import { delimiterCells, splitRow } from './table-row';

const PIPE = 124;

/**
 * Splits `text[from, to)` into lines: each line's start and its end before `\r\n`/`\n`. Counted
 * first, then filled into typed arrays of that length: no growing arrays for a section of many lines.
 */
function scanLines(text: string, from: number, to: number): { starts: Int32Array; ends: Int32Array } {
  let count = 0;
  for (let start = from; start < to; count++) {
    const nl = text.indexOf('\n', start);
    start = nl < 0 || nl >= to ? to : nl + 1;
  }
  const starts = new Int32Array(count);
  const ends = new Int32Array(count);
  let start = from;
  for (let i = 0; i < count; i++) {
    const nl = text.indexOf('\n', start);
    const next = nl < 0 || nl >= to ? to : nl + 1;
    let end = nl < 0 || nl >= to ? to : nl;
    if (end > start && text.charCodeAt(end - 1) === 13) end--;
    starts[i] = start;
    ends[i] = end;
    start = next;
  }
  return { starts, ends };
}

/** Whether the line says `State field: …` (case-insensitive); the offset after the colon, else -1. */
function stateFieldLine(text: string, from: number, to: number): number {
  const label = 'state field:';
  if (to - from < label.length) return -1;
  return text.slice(from, from + label.length).toLowerCase() === label ? from + label.length : -1;
}

/**
 * Reads one `##` section, `text[lineStart, end)`, whose heading is `heading`. The result depends on
 * that text only (offsets are the spec's), which is what makes it cacheable.
 */
export function readSection(text: string, heading: AtxHeading, lineStart: number, end: number): SectionParse {
  const sink = createSink();
  const headingText = text.slice(heading.textFrom, heading.textTo);
  const match = matchHeading(headingText);
  const point = match.point;
  const headingSpan: Span = { from: heading.markFrom, to: heading.textTo };
  if (point !== null && match.candidates.length > 1) {
    sink.report('ambiguous-heading', headingSpan, ambiguousHeadingMessage(headingText, point, match.candidates.slice(1)), point);
  }
  const data = createSectionData();
  const prose: string[] = [];
  let para: string[] = [];
  let structured = false;
  let sub: SubHeading | null = null;
  const drafts: EntityDraft[] = [];
  const ctx: RowContext | null = point === null ? null : { sink, point };
  const flush = (): void => {
    if (para.length > 0) prose.push(para.join('\n'));
    para = [];
  };
  const headingLineEnd = text.indexOf('\n', lineStart);
  const bodyStart = headingLineEnd < 0 || headingLineEnd >= end ? end : headingLineEnd + 1;
  const { starts, ends } = scanLines(text, bodyStart, end);
  const n = starts.length;
  let lastEnd = heading.textTo;
  for (let i = 0; i < n; i++) {
    const start = starts[i] as number;
    const lineEnd = ends[i] as number;
    const f = firstNonSpace(text, start, lineEnd);
    if (f === lineEnd) {
      flush();
      continue;
    }
    const to = lastNonSpace(text, f, lineEnd);
    lastEnd = to;
    const c = text.charCodeAt(f);
    if (c === 96 || c === 126) {
      const open = readFenceOpen(text, start, lineEnd);
      if (open) {
        flush();
        let j = i + 1;
        while (j < n && !isFenceClose(text, starts[j] as number, ends[j] as number, open)) j++;
        const lang = fenceLanguage(text, open);
        const contentFrom = i + 1 < n ? (starts[i + 1] as number) : lineEnd;
        const contentTo = j < n ? (starts[j] as number) : end;
        if (j < n) lastEnd = lastNonSpace(text, starts[j] as number, ends[j] as number);
        else if (j > i + 1) lastEnd = lastNonSpace(text, starts[j - 1] as number, ends[j - 1] as number);
        if (point !== null && (lang === 'yaml' || lang === 'yml' || lang === 'json')) {
          const src = createSourceText(text.slice(contentFrom, Math.max(contentFrom, contentTo)), contentFrom);
          const pd = parseFencedBlock(point, lang === 'json' ? 'json' : 'yaml', src, sink);
          structured = true;
          if (pd.purpose !== undefined && pd.purpose.trim() !== '') prose.push(pd.purpose.trim());
          for (const key of SECTION_DATA_KEYS) {
            const list = pd[key];
            if (list) appendAll(data[key] as unknown[], list);
          }
        } else {
          const lines: string[] = [];
          for (let k = i; k <= j && k < n; k++) lines.push(text.slice(starts[k] as number, ends[k] as number));
          prose.push(lines.join('\n').trim());
        }
        i = j;
        continue;
      }
    }
    if (c === 35) {
      const h = readAtxHeading(text, start, lineEnd);
      if (h) {
        flush();
        const sub_text = text.slice(h.textFrom, h.textTo);
        if (h.level === 3 || h.level === 1) {
          sub =
            h.level === 3
              ? {
                  name: nameOf(createSourceText(sub_text, h.textFrom)),
                  span: { from: h.markFrom, to: h.textTo },
                  proseIndex: prose.length,
                  draft: null,
                }
              : null;
        }
        prose.push(sub_text);
        continue;
      }
    }
    if (i + 1 < n && hasChar(text, PIPE, f, to)) {
      const header = splitRow(text, start, lineEnd);
      const next = i + 1;
      if (delimiterCells(text, starts[next] as number, ends[next] as number) === header.cells.length) {
        flush();
        let k = next + 1;
        while (k < n) {
          const s = starts[k] as number;
          const e = ends[k] as number;
          const bf = firstNonSpace(text, s, e);
          if (bf === e || !hasChar(text, PIPE, bf, e) || readAtxHeading(text, s, e) || readFenceOpen(text, s, e)) break;
          k++;
        }
        const last = k - 1;
        lastEnd = lastNonSpace(text, firstNonSpace(text, starts[last] as number, ends[last] as number), ends[last] as number);
        // Body rows are split as the table reader reaches them, never all at once.
        const first = next + 1;
        const body = {
          text,
          length: k - first,
          row: (r: number) => splitRow(text, starts[first + r] as number, ends[first + r] as number),
        };
        const read = ctx === null ? 'prose' : readSectionTable(header, body, ctx, sub, drafts, data);
        if (read === 'prose') {
          const lines: string[] = [];
          for (let m = i; m < k; m++) lines.push(text.slice(starts[m] as number, ends[m] as number).trim());
          prose.push(lines.join('\n'));
        } else {
          structured = true;
          if (read === 'used-heading' && sub) prose[sub.proseIndex] = '';
        }
        i = k - 1;
        continue;
      }
    }
    if (ctx !== null && (c === 45 || c === 42 || c === 43)) {
      const content = bulletContent(text, start, lineEnd);
      if (content >= 0 && point === 3 && sub !== null) {
        // A field of the entity whose `###` heading is above (docs/spec-format.md, point 3 as bullets).
        const field = readFieldItem(text, content, to, { from: f, to }, ctx);
        if (field) {
          draftOf(sub, drafts, true).fields.push(field);
          prose[sub.proseIndex] = '';
          flush();
          structured = true;
          continue;
        }
      }
      if (content >= 0) {
        const outcome = readListItem(text, content, to, { from: f, to }, ctx, data);
        if (outcome === 'data') {
          flush();
          structured = true;
          continue;
        }
      }
    }
    if (sub !== null && (point === 3 || point === 4)) {
      const after = stateFieldLine(text, f, to);
      if (after >= 0) {
        const a = firstNonSpace(text, after, to);
        let b = to;
        if (b > a && text.charCodeAt(b - 1) === 46) b--;
        const field = nameOf(createSourceText(text.slice(a, b), a));
        if (field.value !== '') {
          flush();
          data.stateFields.push({ entity: sub.name, field });
          if (point === 3) {
            draftOf(sub, drafts, false).stateField ??= field;
          }
          prose[sub.proseIndex] = '';
          continue;
        }
      }
    }
    para.push(text.slice(f, to));
  }
  flush();
  finishEntities(drafts, data);
  const section = {
    point: point as PointNumber | null,
    heading: located(headingText, heading.textFrom, heading.textTo),
    span: { from: heading.markFrom, to: Math.max(lastEnd, heading.textTo) },
    prose: prose.filter((p) => p !== '').join('\n\n'),
    structured,
  };
  return { section, data: data as SectionData, diagnostics: sink.diagnostics };
}
