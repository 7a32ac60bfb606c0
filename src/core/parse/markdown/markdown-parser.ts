import type { Diagnostic } from '../../diagnostics/diagnostic';
import { duplicatePointMessage, noTitleMessage } from '../../diagnostics/messages-document';
import { createSink, sortDiagnostics } from '../../diagnostics/report';
import { createLineIndex, type LineIndex } from '../../source/line-index';
import { located, type Located } from '../../source/span';
import type { Entity, Field } from '../../spec/entity';
import { createRule, type Rule } from '../../spec/rule';
import type { PointNumber } from '../../spec/point';
import type { Section, Spec } from '../../spec/spec';
import { singular } from '../../words/inflection';
import type { ParseResult } from '../parse-spec';
import { readSection } from './read-section';
import { appendAll, createSectionData, SECTION_DATA_KEYS, type SectionParse } from './section-data';
import { collectSpans, shiftCollected } from './shift-spans';
import { splitDocument } from './split-document';

/** A Markdown reader that reuses the work of sections whose text did not change since the last parse. */
export interface MarkdownParser {
  /** Reads a Markdown spec. Never throws. */
  parse(text: string): ParseResult;
  /** How many sections were read afresh and how many were reused, over the parser's life. */
  readonly stats: { readonly read: number; readonly reused: number };
}

/**
 * A cached section: its reading, the offset its heading line has in that reading, and (once it had
 * to move) every object of the reading that holds a place, so moving it again is one pass over them.
 */
interface CachedSection {
  base: number;
  readonly result: SectionParse;
  spans: Record<string, unknown>[] | null;
}

const LABEL = 'specification:';

/** The title without a leading `Specification:` label. */
function readTitle(text: string, from: number, to: number): Located<string> {
  let a = from;
  if (to - from > LABEL.length && text.slice(from, from + LABEL.length).toLowerCase() === LABEL) {
    a = from + LABEL.length;
    while (a < to && (text.charCodeAt(a) === 32 || text.charCodeAt(a) === 9)) a++;
  }
  return { value: text.slice(a, to), span: { from: a, to } };
}

/** Text with `\r\n` line ends turned into `\n`, trimmed. */
function plainText(text: string): string {
  return text.split('\r\n').join('\n').trim();
}

/** Fills an entity's state field from a `State field` line of point 4 that names it. */
function withStateFields(entities: Entity[], decls: Spec['stateFields']): Entity[] {
  if (decls.length === 0) return entities;
  const byEntity = new Map<string, Located<string>>();
  for (const d of decls) if (!byEntity.has(d.entity.value)) byEntity.set(d.entity.value, d.field);
  return entities.map((e) => {
    const field = e.stateField === null ? byEntity.get(e.name.value) : undefined;
    return field ? { ...e, stateField: field } : e;
  });
}

/**
 * Creates a Markdown reader with a cache of section readings keyed by each section's exact text. A
 * section whose text did not change is reused as the same objects, moved in place to where it now
 * starts: a spec this reader returned stays valid until its next `parse` (an editor's buffer holds
 * one version at a time); `parseSpec` makes a new reader for each text.
 */
export function createMarkdownParser(): MarkdownParser {
  let cache = new Map<string, CachedSection>();
  const stats = { read: 0, reused: 0 };
  const parse = (text: string): ParseResult => {
    const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    const outline = splitDocument(text, start);
    const next = new Map<string, CachedSection>();
    const results: SectionParse[] = [];
    for (let i = 0; i < outline.sections.length; i++) {
      const s = outline.sections[i];
      if (!s) continue;
      const end = outline.sections[i + 1]?.lineStart ?? text.length;
      const key = text.slice(s.lineStart, end);
      // A section whose text appears twice is read afresh the second time: one reading has one place.
      const hit = next.has(key) ? undefined : cache.get(key);
      let entry: CachedSection;
      if (hit) {
        if (hit.base !== s.lineStart) {
          hit.spans ??= collectSpans(hit.result);
          shiftCollected(hit.spans, s.lineStart - hit.base);
          hit.base = s.lineStart;
        }
        entry = hit;
        stats.reused++;
      } else {
        entry = { base: s.lineStart, result: readSection(text, s.heading, s.lineStart, end), spans: null };
        stats.read++;
      }
      if (!next.has(key)) next.set(key, entry);
      results.push(entry.result);
    }
    cache = next;
    return assemble(text, start, outline, results);
  };
  return { parse, stats };
}

/** Puts the sections' readings together into one spec, with the document-level diagnostics. */
function assemble(text: string, start: number, outline: ReturnType<typeof splitDocument>, results: readonly SectionParse[]): ParseResult {
  const sink = createSink();
  const firstSection = outline.sections[0]?.lineStart ?? text.length;
  const title = outline.title ? readTitle(text, outline.title.textFrom, outline.title.textTo) : null;
  if (title === null) sink.report('no-title', { from: start, to: start }, noTitleMessage(), null);
  const tl = outline.titleLine;
  const intro = tl
    ? plainText(text.slice(start, tl.from) + text.slice(Math.min(tl.to, firstSection), firstSection))
    : plainText(text.slice(start, firstSection));
  const data = createSectionData();
  const sections: Section[] = [];
  const diagnostics: Diagnostic[] = [];
  const firstOf = new Map<PointNumber, Section>();
  let lines: LineIndex | null = null;
  for (const r of results) {
    sections.push(r.section);
    for (const key of SECTION_DATA_KEYS) appendAll(data[key] as unknown[], r.data[key]);
    for (const d of r.diagnostics) diagnostics.push(d);
    const p = r.section.point;
    if (p === null) continue;
    const first = firstOf.get(p);
    if (first === undefined) firstOf.set(p, r.section);
    else {
      lines ??= createLineIndex(text);
      const span = { from: r.section.span.from, to: r.section.heading.span.to };
      sink.report('duplicate-point', span, duplicatePointMessage(p, lines.positionAt(first.span.from).line), p);
    }
  }
  for (const d of sink.diagnostics) diagnostics.push(d);
  const entities = withStateFields(data.entities, data.stateFields);
  const spec: Spec = {
    format: 'markdown',
    title,
    intro,
    sections,
    ...data,
    entities,
    rules: namedAsDeclared(data.rules, entities),
  };
  return { spec, diagnostics: sortDiagnostics(diagnostics) };
}

/**
 * Rules name their entity and field as authors write them in a sentence ("a booking's seats"): a name
 * that differs from a declared one only in case (or is the entity's plural, words/inflection) is read as that one, its
 * place kept. Names that fit no declaration, or several, stay as written for the check to report.
 */
function namedAsDeclared(rules: readonly Rule[], entities: readonly Entity[]): Rule[] {
  // The first entity of each exact name (a search from the start per rule was quadratic).
  const exact = new Map<string, Entity>();
  for (const e of entities) if (!exact.has(e.name.value)) exact.set(e.name.value, e);
  const folded = new Map<string, Entity | null>();
  for (const e of entities) {
    const k = e.name.value.toLowerCase();
    folded.set(k, folded.has(k) ? null : e);
  }
  return rules.map((r) => {
    let entity = exact.get(r.entity.value);
    if (!entity) {
      const lower = r.entity.value.toLowerCase();
      entity = folded.get(lower) ?? folded.get(singular(lower)) ?? undefined;
    }
    if (!entity) return r;
    const field = fieldAsDeclared(r.field, entity.fields);
    const name = entity.name.value === r.entity.value ? r.entity : located(entity.name.value, r.entity.span.from, r.entity.span.to);
    if (name === r.entity && field === r.field) return r;
    return createRule({ entity: name, field, body: r.body, message: r.message, extra: r.extra }, r.span);
  });
}

/**
 * A rule's field as its entity declares it: the field written (a declared name as written, or none or
 * several in another case), else the one declared name it differs from only in case, at the rule's place.
 */
function fieldAsDeclared(written: Located<string>, fields: readonly Field[]): Located<string> {
  // Most rules name a field exactly as declared: no lower-cased copy of any name is needed then.
  for (const f of fields) if (f.name.value === written.value) return written;
  const wanted = written.value.toLowerCase();
  let only: Field | null = null;
  for (const f of fields) {
    if (f.name.value.toLowerCase() !== wanted) continue;
    if (only !== null) return written;
    only = f;
  }
  return only === null ? written : located(only.name.value, written.span.from, written.span.to);
}
