import { createSink } from '../diagnostics/report';
import { parseFieldType } from '../parse/cells/field-type';
import { parsePath } from '../parse/cells/http';
import { parseRulePhrase } from '../parse/cells/rule-phrase';
import { parseShape } from '../parse/cells/shape';
import { unwrapCodeSpan } from '../parse/cells/code-span';
import { createSourceText, type SourceText } from '../source/source-text';
import { NO_SPAN } from '../source/span';
import { createCall, type Call } from '../spec/call';
import { EMPTY_LIST } from '../spec/empty-list';
import type { Entity } from '../spec/entity';
import { createField } from '../spec/entity';
import { createErrorEntry } from '../spec/error-entry';
import { parseStatus } from '../parse/cells/http';
import { pointInfo, type PointNumber } from '../spec/point';
import { createRule } from '../spec/rule';
import { emptySpec, type Section, type Spec } from '../spec/spec';
import type { ImportedCall, ImportedSpec } from './imported-spec';

/** The heading of the closing note that lists what was not carried. */
export const NOT_CARRIED_HEADING = 'Not carried from the OpenAPI document';

/** What a point without data says. */
const NOT_SHOWN = 'Not shown.';

/**
 * A cell of the spec that has no place in a text yet: its value at offset 0, as the cell parsers read
 * it. The spans of an imported model say nothing; it is printed, and the printed text is what is read.
 */
const cell = (text: string): SourceText => createSourceText(text, 0);

/** A point's section: its data (`structured`), or its prose alone ("Not shown." when empty). */
function section(n: PointNumber, prose: string, structured = false): Section {
  return {
    point: n,
    heading: cell(`${n}. ${pointInfo(n).title}`),
    span: NO_SPAN,
    prose: structured ? '' : prose !== '' ? prose : NOT_SHOWN,
    structured,
  };
}

/** The closing note: the document read, and each part not carried with its pointer. */
function notesSection(data: ImportedSpec): Section {
  const read = `Imported from ${data.source}${data.source.startsWith('Swagger') ? ' (read as OpenAPI 3.0)' : ''}.`;
  const list = data.notes.map((n) => `- \`${n.pointer}\` — ${n.what}`).join('\n');
  return {
    point: null,
    heading: cell(NOT_CARRIED_HEADING),
    span: NO_SPAN,
    prose: `${read} These parts of the document have no place in the nine points:\n\n${list}`,
    structured: false,
  };
}

/** A call of point 7, its cells read as the Markdown reader reads them. */
function callOf(c: ImportedCall, sink: ReturnType<typeof createSink>): Call {
  const path = cell(c.path);
  const request = cell(c.request);
  const response = cell(c.response);
  return createCall(
    {
      method: cell(c.method),
      path,
      params: parsePath(path, sink, 7).params,
      query: c.query.length > 0 ? c.query.map(cell) : EMPTY_LIST,
      requestText: request,
      request: parseShape(unwrapCodeSpan(request) ?? request, sink, 7),
      responseText: response,
      response: parseShape(unwrapCodeSpan(response) ?? response, sink, 7),
      errors: c.errors.length > 0 ? c.errors.map(cell) : EMPTY_LIST,
      roles: c.roles.length > 0 ? c.roles.map(cell) : EMPTY_LIST,
      notes: c.notes,
      extra: EMPTY_LIST,
    },
    NO_SPAN,
  );
}

/**
 * The spec model of the spec's data: what the spec printer prints (print-imported.ts). Each cell is parsed
 * by the parser that reads it in a Markdown spec (types, shapes, paths, rule phrases, statuses), so the
 * model is the one the printed text reads back as; points 2, 4, 6 and 9 (and 1, 3, 5, 7, 8 without data)
 * say "Not shown.", and the notes are a closing section.
 */
export function importedSpecModel(data: ImportedSpec): Spec {
  const sink = createSink();
  const entities: Entity[] = data.entities.map((e) => ({
    name: cell(e.name),
    fields: e.fields.map((f) => {
      const type = cell(f.type);
      return createField(
        {
          name: cell(f.name),
          typeText: type,
          type: parseFieldType(type, sink, 3),
          required: f.required,
          notes: f.notes,
          extra: EMPTY_LIST,
        },
        NO_SPAN,
      );
    }),
    stateField: null,
    span: NO_SPAN,
  }));
  const rules = data.rules.map((r) => {
    const text = cell(r.rule);
    return createRule(
      {
        entity: cell(r.entity),
        field: cell(r.field),
        body: { kind: 'phrase', text, phrase: parseRulePhrase(text, sink) },
        message: null,
        extra: EMPTY_LIST,
      },
      NO_SPAN,
    );
  });
  const errors = data.errors.map((e) => {
    const status = cell(e.status);
    return createErrorEntry(
      {
        code: cell(e.code),
        statusText: status,
        status: e.status === '' ? null : parseStatus(status, sink, 8),
        message: e.message !== '' ? cell(e.message) : null,
        when: e.when,
        extra: EMPTY_LIST,
      },
      NO_SPAN,
    );
  });
  const sections: Section[] = [
    section(1, data.purpose),
    section(2, ''),
    section(3, '', entities.length > 0),
    section(4, ''),
    section(5, '', rules.length > 0),
    section(6, ''),
    section(7, '', data.calls.length > 0),
    section(8, '', errors.length > 0),
    section(9, ''),
  ];
  if (data.notes.length > 0) sections.push(notesSection(data));
  return {
    ...emptySpec('markdown'),
    title: cell(data.title),
    intro: data.intro,
    sections,
    entities,
    rules,
    calls: data.calls.map((c) => callOf(c, sink)),
    errors,
  };
}
