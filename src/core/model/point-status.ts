import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic';
import { checkMessages as m } from '../diagnostics/messages-check';
import { severityOf } from '../diagnostics/codes';
import { pointInfo, POINTS, type PointNumber, type PointStatus } from '../spec/point';
import { sectionOf, type Section, type Spec } from '../spec/spec';

/** Phrases by which a sentence says its point is not given (lower case). */
const NOT_GIVEN: readonly string[] = [
  'not shown',
  'not specified',
  'tbd',
  'unknown',
  'to be decided',
  'to be determined',
  'to be defined',
  'none yet',
  'not given',
  'not available',
  'n/a',
  'not stated',
  'not defined',
  'not yet known',
];

/** Splits prose into sentences: at `.`, `!` or `?` before a space or the end, and at line breaks. */
export function sentencesOf(prose: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i <= prose.length; i++) {
    const c = prose[i];
    const end =
      i === prose.length ||
      c === '\n' ||
      ((c === '.' || c === '!' || c === '?') && (i + 1 === prose.length || /\s/.test(prose[i + 1] as string)));
    if (!end) continue;
    const sentence = prose.slice(start, i).trim();
    if (/[\p{L}\p{N}]/u.test(sentence)) out.push(sentence);
    start = i + 1;
  }
  return out;
}

/** True when prose says nothing (no words) or every sentence says the point is not given. */
export function saysNotGiven(prose: string): boolean {
  return sentencesOf(prose).every((s) => {
    const lower = s.toLowerCase();
    return NOT_GIVEN.some((phrase) => lower.includes(phrase));
  });
}

/** Whether the model holds any item of a point (for forms without `##` sections, such as YAML). */
function hasItems(spec: Spec, n: PointNumber): boolean {
  if (n === 1) return spec.intro.trim() !== '';
  return pointInfo(n).items.some((k) => spec[k].length > 0);
}

/** One point's status with the section it was read from. */
export interface PointState {
  readonly n: PointNumber;
  readonly status: PointStatus;
  readonly section: Section | null;
}

/**
 * Every point's status (product.md, "Point status") given all other diagnostics: `missing` without a
 * section; `not-shown` without data when the prose is empty or each sentence says the point is not
 * given; `partial` with an error or warning on the point, or prose only where points 2–9 expect data
 * (then a `prose-only` warning at the heading is added to `diagnostics`); `complete` otherwise.
 * Info never demotes. Point 1 is prose by nature.
 */
export function computePointStatus(spec: Spec, diagnostics: readonly Diagnostic[]): { points: PointState[]; diagnostics: Diagnostic[] } {
  const demoted = new Set<PointNumber | null>();
  const proseOnlyReported = new Set<PointNumber | null>();
  for (const d of diagnostics) {
    if (d.severity !== 'info') demoted.add(d.point);
    if (d.code === 'prose-only') proseOnlyReported.add(d.point);
  }
  const added: Diagnostic[] = [];
  const points = POINTS.map(({ n, title }): PointState => {
    const section = sectionOf(spec, n) ?? null;
    if (!section) {
      if (spec.format === 'markdown' || !hasItems(spec, n)) return { n, status: 'missing', section };
      return { n, status: demoted.has(n) ? 'partial' : 'complete', section };
    }
    const structured = section.structured || (n !== 1 && hasItemsIn(spec, n, section));
    // An error or warning on a point that says it is not given (a second heading for it, say) still demotes it.
    if (!structured && saysNotGiven(section.prose)) return { n, status: demoted.has(n) ? 'partial' : 'not-shown', section };
    if (n !== 1 && !structured) {
      if (!proseOnlyReported.has(n)) {
        added.push(createDiagnostic('prose-only', section.heading.span, m.proseOnly(title), n, severityOf('prose-only')));
      }
      return { n, status: 'partial', section };
    }
    return { n, status: demoted.has(n) ? 'partial' : 'complete', section };
  });
  return { points, diagnostics: added };
}

/** Whether any item of the point lies inside the section (a parser that did not flag `structured`). */
function hasItemsIn(spec: Spec, n: PointNumber, section: Section): boolean {
  const inside = (s: { from: number }): boolean => s.from >= section.span.from && s.from < section.span.to;
  return pointInfo(n).items.some((k) => spec[k].some((x) => inside(x.span)));
}
