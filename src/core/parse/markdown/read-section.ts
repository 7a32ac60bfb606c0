import { ambiguousHeadingMessage } from '../../diagnostics/messages-document';
import { createSink, type DiagnosticSink } from '../../diagnostics/report';
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
 * One section being read: its lines, what it has gathered so far. The steps below are plain functions
 * over it, one per kind of block (a fence, a sub-heading, a table, a bullet, a state field line).
 */
interface SectionReading {
  readonly text: string;
  readonly point: PointNumber | null;
  readonly sink: DiagnosticSink;
  /** What the row builders need; null outside the nine points (every block is prose there). */
  readonly ctx: RowContext | null;
  readonly data: SectionData;
  /** The section's prose, block by block. */
  readonly prose: string[];
  /** The paragraph being gathered, line by line. */
  para: string[];
  structured: boolean;
  /** The latest `###` sub-heading (see SubHeading). */
  sub: SubHeading | null;
  readonly drafts: EntityDraft[];
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  /** The section's end in the text. */
  readonly end: number;
  /** Where the section's last non-blank line ends. */
  lastEnd: number;
}

/** Ends the paragraph being gathered, if any. */
function flush(r: SectionReading): void {
  if (r.para.length > 0) r.prose.push(r.para.join('\n'));
  r.para = [];
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
  const headingLineEnd = text.indexOf('\n', lineStart);
  const bodyStart = headingLineEnd < 0 || headingLineEnd >= end ? end : headingLineEnd + 1;
  const { starts, ends } = scanLines(text, bodyStart, end);
  const r: SectionReading = {
    text,
    point,
    sink,
    ctx: point === null ? null : { sink, point },
    data: createSectionData(),
    prose: [],
    para: [],
    structured: false,
    sub: null,
    drafts: [],
    starts,
    ends,
    end,
    lastEnd: heading.textTo,
  };
  for (let i = 0; i < starts.length; i++) i = readLine(r, i);
  flush(r);
  finishEntities(r.drafts, r.data);
  const section = {
    point: point as PointNumber | null,
    heading: located(headingText, heading.textFrom, heading.textTo),
    span: { from: heading.markFrom, to: Math.max(r.lastEnd, heading.textTo) },
    prose: r.prose.filter((p) => p !== '').join('\n\n'),
    structured: r.structured,
  };
  return { section, data: r.data, diagnostics: sink.diagnostics };
}

/** Reads the block that starts at line `i`; the index of its last line. */
function readLine(r: SectionReading, i: number): number {
  const { text } = r;
  const start = r.starts[i] as number;
  const lineEnd = r.ends[i] as number;
  const f = firstNonSpace(text, start, lineEnd);
  if (f === lineEnd) {
    flush(r);
    return i;
  }
  const to = lastNonSpace(text, f, lineEnd);
  r.lastEnd = to;
  const c = text.charCodeAt(f);
  if (c === 96 || c === 126) {
    const last = readFence(r, i, lineEnd);
    if (last >= 0) return last;
  }
  if (c === 35 && readSubHeading(r, start, lineEnd)) return i;
  if (i + 1 < r.starts.length && hasChar(text, PIPE, f, to)) {
    const last = readTable(r, i, start, lineEnd);
    if (last >= 0) return last;
  }
  if (r.ctx !== null && (c === 45 || c === 42 || c === 43) && readBullet(r, r.ctx, start, lineEnd, f, to)) return i;
  if (r.sub !== null && (r.point === 3 || r.point === 4) && readStateField(r, r.sub, f, to)) return i;
  r.para.push(text.slice(f, to));
  return i;
}

/**
 * A fenced block opening at line `i`: YAML or JSON data in a point's section, else prose. The index of
 * its closing line (or of the section's last line when it is not closed); -1 when the line opens none.
 */
function readFence(r: SectionReading, i: number, lineEnd: number): number {
  const { text, starts, ends } = r;
  const n = starts.length;
  const open = readFenceOpen(text, starts[i] as number, lineEnd);
  if (!open) return -1;
  flush(r);
  let j = i + 1;
  while (j < n && !isFenceClose(text, starts[j] as number, ends[j] as number, open)) j++;
  const lang = fenceLanguage(text, open);
  const contentFrom = i + 1 < n ? (starts[i + 1] as number) : lineEnd;
  const contentTo = j < n ? (starts[j] as number) : r.end;
  if (j < n) r.lastEnd = lastNonSpace(text, starts[j] as number, ends[j] as number);
  else if (j > i + 1) r.lastEnd = lastNonSpace(text, starts[j - 1] as number, ends[j - 1] as number);
  if (r.point !== null && (lang === 'yaml' || lang === 'yml' || lang === 'json')) {
    const src = createSourceText(text.slice(contentFrom, Math.max(contentFrom, contentTo)), contentFrom);
    const pd = parseFencedBlock(r.point, lang === 'json' ? 'json' : 'yaml', src, r.sink);
    r.structured = true;
    if (pd.purpose !== undefined && pd.purpose.trim() !== '') r.prose.push(pd.purpose.trim());
    for (const key of SECTION_DATA_KEYS) {
      const list = pd[key];
      if (list) appendAll(r.data[key] as unknown[], list);
    }
  } else {
    const lines: string[] = [];
    for (let k = i; k <= j && k < n; k++) lines.push(text.slice(starts[k] as number, ends[k] as number));
    r.prose.push(lines.join('\n').trim());
  }
  return j;
}

/** A heading inside the section (`###` may name an entity); false when the line is not a heading. */
function readSubHeading(r: SectionReading, start: number, lineEnd: number): boolean {
  const h = readAtxHeading(r.text, start, lineEnd);
  if (!h) return false;
  flush(r);
  const subText = r.text.slice(h.textFrom, h.textTo);
  if (h.level === 3 || h.level === 1) {
    r.sub =
      h.level === 3
        ? {
            name: nameOf(createSourceText(subText, h.textFrom)),
            span: { from: h.markFrom, to: h.textTo },
            proseIndex: r.prose.length,
            draft: null,
          }
        : null;
  }
  r.prose.push(subText);
  return true;
}

/**
 * A table whose header is line `i` (a delimiter row follows): read as data by its kind, else kept as
 * prose. The index of its last row; -1 when the line starts no table.
 */
function readTable(r: SectionReading, i: number, start: number, lineEnd: number): number {
  const { text, starts, ends } = r;
  const n = starts.length;
  const header = splitRow(text, start, lineEnd);
  const next = i + 1;
  if (delimiterCells(text, starts[next] as number, ends[next] as number) !== header.cells.length) return -1;
  flush(r);
  let k = next + 1;
  while (k < n) {
    const s = starts[k] as number;
    const e = ends[k] as number;
    const bf = firstNonSpace(text, s, e);
    if (bf === e || !hasChar(text, PIPE, bf, e) || readAtxHeading(text, s, e) || readFenceOpen(text, s, e)) break;
    k++;
  }
  const last = k - 1;
  r.lastEnd = lastNonSpace(text, firstNonSpace(text, starts[last] as number, ends[last] as number), ends[last] as number);
  // Body rows are split as the table reader reaches them, never all at once.
  const first = next + 1;
  const body = { text, starts, ends, first, length: k - first };
  const read = r.ctx === null ? 'prose' : readSectionTable(header, body, r.ctx, r.sub, r.drafts, r.data);
  if (read === 'prose') {
    const lines: string[] = [];
    for (let m = i; m < k; m++) lines.push(text.slice(starts[m] as number, ends[m] as number).trim());
    r.prose.push(lines.join('\n'));
  } else {
    r.structured = true;
    if (read === 'used-heading' && r.sub) r.prose[r.sub.proseIndex] = '';
  }
  return k - 1;
}

/** A bullet read as a field of the `###` entity above, or as an item of the point; false when it is neither. */
function readBullet(r: SectionReading, ctx: RowContext, start: number, lineEnd: number, f: number, to: number): boolean {
  const content = bulletContent(r.text, start, lineEnd);
  if (content < 0) return false;
  const sub = r.sub;
  if (r.point === 3 && sub !== null) {
    // A field of the entity whose `###` heading is above (docs/spec-format.md, point 3 as bullets).
    const field = readFieldItem(r.text, content, to, { from: f, to }, ctx);
    if (field) {
      draftOf(sub, r.drafts, true).fields.push(field);
      r.prose[sub.proseIndex] = '';
      flush(r);
      r.structured = true;
      return true;
    }
  }
  if (readListItem(r.text, content, to, { from: f, to }, ctx, r.data) !== 'data') return false;
  flush(r);
  r.structured = true;
  return true;
}

/** A `State field: …` line under a `###` entity of point 3 or 4; false when the line is not one. */
function readStateField(r: SectionReading, sub: SubHeading, f: number, to: number): boolean {
  const { text } = r;
  const after = stateFieldLine(text, f, to);
  if (after < 0) return false;
  const a = firstNonSpace(text, after, to);
  let b = to;
  if (b > a && text.charCodeAt(b - 1) === 46) b--;
  const field = nameOf(createSourceText(text.slice(a, b), a));
  if (field.value === '') return false;
  flush(r);
  r.data.stateFields.push({ entity: sub.name, field });
  if (r.point === 3) {
    draftOf(sub, r.drafts, false).stateField ??= field;
  }
  r.prose[sub.proseIndex] = '';
  return true;
}
