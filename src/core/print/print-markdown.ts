import { POINTS, type PointNumber } from '../spec/point';
import type { Section, Spec } from '../spec/spec';
import { markdownTable } from './markdown-table';
import {
  accessBlock,
  callsBlock,
  constantsBlock,
  entitiesBlock,
  errorsBlock,
  rulesBlock,
  screensBlock,
  statesBlock,
} from './markdown-points';

/** The data blocks of each point (point 1 has none: it is prose). */
const BLOCKS: Readonly<Record<PointNumber, (spec: Spec) => string[]>> = {
  1: () => [],
  2: screensBlock,
  3: entitiesBlock,
  4: statesBlock,
  5: rulesBlock,
  6: accessBlock,
  7: callsBlock,
  8: errorsBlock,
  9: constantsBlock,
};

/**
 * Prints the spec as normalised Markdown: `# title`, the introduction, the nine points in order under
 * canonical numbered headings (`## 2. Screens and routes`; a missing point stays missing), each with
 * its prose and then its data as aligned GFM tables, then the note sections. What it prints reads
 * back as the same model (`toComparable` equal); it is what `specfront fmt` writes for Markdown.
 */
export function printMarkdown(spec: Spec): string {
  const parts: string[] = [];
  if (spec.title) parts.push(`# ${spec.title.value}`);
  if (spec.intro) parts.push(spec.intro);
  const firsts = new Map<PointNumber, Section>();
  for (const s of spec.sections) if (s.point !== null && !firsts.has(s.point)) firsts.set(s.point, s);
  for (const info of POINTS) {
    const section = firsts.get(info.n);
    const blocks = BLOCKS[info.n](spec);
    if (!section && blocks.length === 0) continue;
    parts.push(`## ${info.n}. ${info.title}`);
    if (section?.prose) parts.push(section.prose);
    const hasTable = blocks.some((b) => b.startsWith('|'));
    if (!hasTable && section?.structured && info.n !== 1) parts.push(markdownTable(info.emptyTable, []));
    for (const block of blocks) parts.push(block);
  }
  for (const s of spec.sections) {
    if (s.point !== null) continue;
    parts.push(`## ${s.heading.value}`);
    if (s.prose) parts.push(s.prose);
  }
  return `${parts.join('\n\n')}\n`;
}
