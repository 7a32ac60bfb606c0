import { printMarkdown } from '../print/print-markdown';
import type { ImportedSpec } from './imported-spec';
import { importedSpecModel } from './imported-spec-model';

/** The label the import writes before the title, as the new-spec template (examples/blank.spec.md) does. */
const LABEL = 'Specification: ';

/**
 * The last stage of import: the spec's data printed as Markdown by the spec printer (`printMarkdown`, what
 * `specfront fmt` writes), with its title labelled `# Specification: …` (the reader drops the label, so the
 * printer, which prints a model's title, leaves it out).
 */
export function printImportedSpec(data: ImportedSpec): string {
  const printed = printMarkdown(importedSpecModel(data));
  return printed.startsWith('# ') ? `# ${LABEL}${printed.slice(2)}` : printed;
}
