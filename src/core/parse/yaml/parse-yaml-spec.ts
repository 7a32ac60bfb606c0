import { isMap, isSeq, type Pair } from 'yaml';
import { notAMapping, unknownTopKey, wrongKind } from '../../diagnostics/messages-yaml';
import { createSink } from '../../diagnostics/report';
import { createSourceText, withInterning } from '../../source/source-text';
import { locatedAt, type Located, type Span } from '../../source/span';
import { pointInfo, POINTS, type PointNumber } from '../../spec/point';
import type { Entity } from '../../spec/entity';
import { emptySpec, type Section, type Spec } from '../../spec/spec';
import type { StateFieldDecl } from '../../spec/transition';
import { createSuggester } from '../../words/suggest';
import type { ParseResult } from '../parse-spec';
import { composeYaml } from './compose-yaml';
import type { PointData } from './point-data';
import { mergePointData, POINT_KEYS, readPointValue } from './read-point';
import { extrasOf, readRows, type RowKind } from './read-rows';
import {
  deref,
  keyPath,
  kindOf,
  locate,
  MAX_ALIASES,
  readText,
  requireText,
  spanOfNode,
  spanOfPair,
  type YamlContext,
} from './yaml-context';

/** Every top-level key of the YAML/JSON form, in the order the printers write them. */
export const TOP_KEYS: readonly string[] = ['title', 'intro', ...POINTS.flatMap((p) => p.yamlKeys), 'prose', 'notes'];

/** Note rows (`notes: [{ heading, text }]`): sections the nine points do not cover. */
export const NOTE_ROW: RowKind = { key: 'notes', known: ['heading', 'text'], example: '{ heading: Open questions, text: … }' };

/** A point's section while it is being gathered from its key(s) and its `prose` entry. */
interface PointSection {
  heading: Span;
  from: number;
  to: number;
  prose: string[];
  structured: boolean;
}

/**
 * Reads a spec written in the YAML/JSON form (docs/yaml-form.md) into the model. Never throws:
 * syntax errors are reported (`bad-yaml`, `bad-json`) at their place and what the parser recovered is
 * still read; values of the wrong kind give `bad-value` naming their key path (`calls[2].method`).
 * Sections get canonical headings (`2. Screens and routes`) placed at their keys.
 */
export function parseYamlSpec(text: string, format: 'yaml' | 'json'): ParseResult {
  return withInterning(() => readYamlSpec(text, format), text);
}

function readYamlSpec(text: string, format: 'yaml' | 'json'): ParseResult {
  const sink = createSink();
  const src = createSourceText(text, 0);
  const doc = composeYaml(src, format, sink, null);
  if (!doc) return { spec: emptySpec(format), diagnostics: sink.diagnostics };
  const ctx: YamlContext = { doc, src, sink, aliasBudget: MAX_ALIASES };
  const root = deref(ctx, doc.contents, 'document', null);
  if (root === null) return { spec: emptySpec(format), diagnostics: sink.diagnostics };
  if (!isMap(root)) {
    sink.report('bad-value', spanOfNode(ctx, root), notAMapping(kindOf(root)), null);
    return { spec: emptySpec(format), diagnostics: sink.diagnostics };
  }

  let title: Located<string> | null = null;
  let intro = '';
  const data: PointData = {};
  const points = new Map<PointNumber, PointSection>();
  // Section order: each point at its first key, notes where `notes` stands.
  const order: (PointNumber | Section[])[] = [];
  const suggester = createSuggester(TOP_KEYS);
  const sectionFor = (n: PointNumber, heading: Span, span: Span): PointSection => {
    let s = points.get(n);
    if (!s) {
      s = { heading, from: span.from, to: span.to, prose: [], structured: false };
      points.set(n, s);
      order.push(n);
    }
    s.from = Math.min(s.from, span.from);
    s.to = Math.max(s.to, span.to);
    return s;
  };

  for (const pair of root.items as Pair[]) {
    const keyText = readText(ctx, pair.key, 'key', null);
    if (!keyText) continue;
    const key = keyText.text;
    const point = POINT_KEYS.get(key);
    if (point !== undefined) {
      const value = readPointValue(ctx, key, pair.value, key);
      const s = sectionFor(point, keyText.span, spanOfPair(ctx, pair));
      if (value.prose) s.prose.push(value.prose);
      s.structured ||= value.structured;
      mergePointData(data, value.data);
    } else if (key === 'title') {
      const t = readText(ctx, pair.value, 'title', null);
      title = t ? locate(t) : null;
    } else if (key === 'intro') {
      intro = readText(ctx, pair.value, 'intro', null)?.text ?? '';
    } else if (key === 'prose') {
      readProse(ctx, pair.value, sectionFor);
    } else if (key === 'notes') {
      order.push(readNotes(ctx, pair.value));
    } else if (key !== '$schema') {
      sink.report('unknown-key', keyText.span, unknownTopKey(key, suggester.suggest(key), TOP_KEYS), null);
    }
  }

  const sections: Section[] = [];
  for (const item of order) {
    if (Array.isArray(item)) {
      for (const section of item) sections.push(section);
      continue;
    }
    const s = points.get(item) as PointSection;
    const info = pointInfo(item);
    sections.push({
      point: item,
      heading: locatedAt(`${info.n}. ${info.title}`, s.heading),
      span: { from: s.from, to: s.to },
      prose: s.prose.join('\n\n'),
      structured: s.structured,
    });
  }
  const stateFields = data.stateFields ?? [];
  const spec: Spec = {
    format,
    title,
    intro,
    sections,
    screens: data.screens ?? [],
    entities: withStateFields(data.entities ?? [], stateFields),
    stateFields,
    transitions: data.transitions ?? [],
    rules: data.rules ?? [],
    roles: data.roles ?? [],
    permissions: data.permissions ?? [],
    calls: data.calls ?? [],
    errors: data.errors ?? [],
    constants: data.constants ?? [],
  };
  return { spec, diagnostics: sink.diagnostics };
}

/** Fills an entity's state field from the first declaration that names it (one in `states`), as Markdown does. */
function withStateFields(entities: Entity[], decls: readonly StateFieldDecl[]): Entity[] {
  if (decls.length === 0) return entities;
  return entities.map((e) => {
    const field = e.stateField === null ? decls.find((d) => d.entity.value === e.name.value)?.field : undefined;
    return field ? { ...e, stateField: field } : e;
  });
}

/** Reads `prose: { screens: "…" }`: the prose that accompanies a point's data. */
function readProse(ctx: YamlContext, raw: unknown, sectionFor: (n: PointNumber, heading: Span, span: Span) => PointSection): void {
  const node = deref(ctx, raw, 'prose', null);
  if (node === null) return;
  if (!isMap(node)) {
    ctx.sink.report('bad-value', spanOfNode(ctx, node), wrongKind('prose', 'a mapping from point keys to text', kindOf(node)), null);
    return;
  }
  for (const pair of node.items as Pair[]) {
    const keyText = readText(ctx, pair.key, 'prose key', null);
    if (!keyText) continue;
    const point = POINT_KEYS.get(keyText.text);
    if (point === undefined) {
      const known = [...POINT_KEYS.keys()];
      ctx.sink.report(
        'unknown-key',
        keyText.span,
        unknownTopKey(`prose.${keyText.text}`, createSuggester(known).suggest(keyText.text), known),
        null,
      );
      continue;
    }
    const text = readText(ctx, pair.value, `prose.${keyText.text}`, point)?.text ?? '';
    const s = sectionFor(point, keyText.span, spanOfPair(ctx, pair));
    if (text) s.prose.push(text);
  }
}

/** Reads `notes: [{ heading, text }]` into note sections. */
function readNotes(ctx: YamlContext, raw: unknown): Section[] {
  const node = deref(ctx, raw, 'notes', null);
  if (node !== null && !isSeq(node)) {
    ctx.sink.report('bad-value', spanOfNode(ctx, node), wrongKind('notes', 'a list of `{ heading, text }`', kindOf(node)), null);
    return [];
  }
  // Notes belong to no point; rows are read with point 1 only for the reader's signature, and
  // their diagnostics are re-pointed to null below.
  const before = ctx.sink.diagnostics.length;
  const notes = readRows(ctx, node, 'notes', 1, NOTE_ROW, (row): Section => {
    const heading = requireText(ctx, row, 'heading', 1);
    extrasOf(ctx, row, 1);
    return {
      point: null,
      heading: locate(heading),
      span: row.span,
      prose: readText(ctx, row.get('text'), keyPath(row.path, 'text'), 1)?.text ?? '',
      structured: false,
    };
  });
  const list = ctx.sink.diagnostics;
  for (let i = before; i < list.length; i++) {
    const d = list[i];
    if (d) list[i] = { ...d, point: null };
  }
  return notes;
}
