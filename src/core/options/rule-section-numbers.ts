import { matchHeading } from '../parse/markdown/heading-point';
import type { PointNumber } from '../spec/point';
import type { Option, TextEdit } from './option';
import { createOption, type OptionContext } from './option-context';

const RULE = 'section-numbers';

/** A numbered section whose number goes: renumbered to the point its words name (`to`), or dropped (`to` null). */
export interface SectionMove {
  readonly section: OptionContext['spec']['sections'][number];
  /** The number and the spaces after it, as written (`5. `). */
  readonly number: string;
  readonly to: PointNumber | null;
  readonly byWords: PointNumber | null;
  readonly broken: boolean;
}

/** The numbered sections whose numbers go, and where (see `sectionNumbers`). */
export function sectionMoves(ctx: OptionContext): SectionMove[] {
  const errors = ctx.analysis.report.diagnostics.filter((d) => d.severity === 'error');
  /** A numbered section that moves: its words name another point, or none and it breaks its own. */
  const moves = (s: (typeof ctx.spec.sections)[number]): { byWords: PointNumber | null; broken: boolean } | null => {
    const number = /^(\d{1,3})\s*[.):]?\s*/.exec(s.heading.value);
    if (s.point === null || number === null) return null;
    const byWords = matchHeading(s.heading.value.slice(number[0].length)).point;
    if (byWords === s.point) return null;
    const broken = errors.some((d) => d.from >= s.span.from && d.to <= s.span.to);
    return byWords === null && !broken ? null : { byWords, broken };
  };
  const taken = new Set<PointNumber>();
  for (const s of ctx.spec.sections) if (s.point !== null && moves(s) === null) taken.add(s.point);
  const out: SectionMove[] = [];
  for (const s of ctx.spec.sections) {
    const move = moves(s);
    const number = /^(\d{1,3})\s*[.):]?\s*/.exec(s.heading.value);
    if (move === null || number === null || s.point === null) continue;
    const { byWords, broken } = move;
    // Renumbered only to the points whose content the engine reads in any form (people, screens, calls).
    const renumber = byWords !== null && !taken.has(byWords) && [1, 2, 6, 7].includes(byWords);
    if (renumber) taken.add(byWords);
    out.push({ section: s, number: number[0], to: renumber ? byWords : null, byWords, broken });
  }
  return out;
}

/**
 * A draft's numbered headings are its own agenda (`## 2. Users`, `## 5. Endpoints`, `## 3. API (Marco)`), not
 * always the nine points: where a heading's number names one point and its words another (`5. Endpoints` is
 * about calls), or its words name none and what it holds breaks the point its number names (a `User | Role` table
 * read as point 2's screens), the number goes — renumbered to the point its words name when that point has no
 * section, else dropped, so the section is a note the engine reads by what it says.
 */
export function sectionNumbers(ctx: OptionContext): Option[] {
  return sectionMoves(ctx).map(({ section: s, number, to: renumber, broken }) => {
    const heading = s.heading.value;
    const from = s.heading.span.from;
    const edit: TextEdit = { from, to: from + number.length, insert: renumber !== null ? `${renumber}. ` : '' };
    return createOption({
      rule: RULE,
      point: renumber ?? (s.point as PointNumber),
      subject: heading,
      title:
        renumber !== null
          ? `Read “${heading}” as point ${renumber}, as its words say, not point ${s.point}`
          : `Read “${heading}” by what it holds, not as point ${s.point}`,
      detail:
        renumber !== null
          ? `The heading's number makes it point ${s.point}, but its words name point ${renumber}. Numbered headings in a draft are often its own agenda.`
          : `The heading's number makes it point ${s.point}, but ${broken ? `what it holds is not point ${s.point}'s data (the check reports errors in it)` : 'its words name no point'}. Without the number it is a note; the engine reads its people, calls and states by what they say.`,
      evidence: [{ from, to: s.heading.span.to }],
      edits: [edit],
    });
  });
}
