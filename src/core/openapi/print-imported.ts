import { markdownTable } from '../print/markdown-table';
import type { ImportedSpec } from './imported-spec';

/** The imported spec as Markdown. */
export function printImportedSpec(data: ImportedSpec): string {
  const out: string[] = [`# Specification: ${data.title}`, ''];
  if (data.intro !== '') out.push(data.intro, '');
  out.push('## 1. What the product does and for whom', '', data.purpose !== '' ? data.purpose : 'Not shown.', '');
  out.push('## 2. Screens and routes', '', 'Not shown.', '');
  const entityBlocks = data.entities.map(
    (e) =>
      `### ${e.name}\n\n${markdownTable(
        ['Field', 'Type', 'Required', 'Notes'],
        e.fields.map((f) => [f.name, f.type, f.required ? 'yes' : 'no', f.notes]),
      )}`,
  );
  out.push('## 3. Entities and their fields', '', entityBlocks.length > 0 ? entityBlocks.join('\n\n') : 'Not shown.', '');
  out.push('## 4. States and transitions', '', 'Not shown.', '');
  out.push('## 5. Validation rules', '');
  out.push(
    data.rules.length > 0
      ? markdownTable(
          ['Entity', 'Field', 'Rule', 'Message'],
          data.rules.map((r) => [r.entity, r.field, r.rule, '']),
        )
      : 'Not shown.',
    '',
  );
  out.push('## 6. Roles and permissions', '', 'Not shown.', '');
  out.push('## 7. The calls it makes', '');
  out.push(
    data.calls.length > 0
      ? markdownTable(
          ['Method', 'Path', 'Request', 'Response', 'Errors', 'Roles', 'Notes'],
          data.calls.map((c) => [
            c.method,
            `${c.path}${c.query.length > 0 ? `?${c.query.join('&')}` : ''}`,
            c.request,
            c.response,
            c.errors.join(', '),
            c.roles.join(', '),
            c.notes,
          ]),
        )
      : 'Not shown.',
    '',
  );
  out.push('## 8. The error catalogue', '');
  out.push(
    data.errors.length > 0
      ? markdownTable(
          ['Code', 'Status', 'Message', 'When'],
          data.errors.map((e) => [e.code, e.status, e.message, e.when]),
        )
      : 'Not shown.',
    '',
  );
  out.push('## 9. Business constants and limits', '', 'Not shown.', '');
  if (data.notes.length > 0) {
    out.push(
      '## Not carried from the OpenAPI document',
      '',
      `Imported from ${data.source}${data.source.startsWith('Swagger') ? ' (read as OpenAPI 3.0)' : ''}. These parts of the document have no place in the nine points:`,
      '',
    );
    for (const n of data.notes) out.push(`- \`${n.pointer}\` — ${n.what}`);
    out.push('');
  }
  return out.join('\n');
}
