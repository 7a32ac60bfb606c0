import type { SpecAnalysis } from '../check/check-spec';
import type { Span } from '../source/span';
import type { PointNumber, PointStatus } from '../spec/point';
import type { Spec } from '../spec/spec';
import type { InferredModel } from './infer-model';
import type { ProseReading } from './prose-powers';
import type { ProseScreen } from './rule-screens-from-prose';
import type { Option, TextEdit } from './option';
import { optionId } from './option-id';
import { linkOption } from './option-requirements';
import type { SpecLayout } from './spec-layout';

/** What every inference rule reads: the text, its analysis, the inferred model and the layout to write with. */
export interface OptionContext {
  readonly text: string;
  readonly spec: Spec;
  readonly analysis: SpecAnalysis;
  readonly model: InferredModel;
  readonly layout: SpecLayout;
  /** A point's status in the check. */
  status(point: PointNumber): PointStatus;
  /** The draft's people and what its prose says about them and the records' lives (read once, on first use). */
  prose(): ProseReading;
  /** The screens point 2 names in prose or loose bullets (read once, on first use). */
  proseScreens(): readonly ProseScreen[];
}

/** An inference rule: reads the context, returns its options (possibly none). Pure and deterministic. */
export type OptionRule = (ctx: OptionContext) => Option[];

/** What a rule says about one option; `createOption` adds the id and orders evidence and edits. */
export interface OptionDraft {
  readonly rule: string;
  readonly point: PointNumber;
  /** What the option is about, independent of positions (`Tool`, `GET /api/tools`, `NOT_FOUND`). */
  readonly subject: string;
  readonly title: string;
  readonly detail: string;
  readonly evidence: readonly Span[];
  readonly edits: readonly TextEdit[];
  /** Keys of what accepting it adds (`entity:Tool`, `shape:Tool`, `event:Loan:return`), matched against other options' `needs`. */
  readonly provides?: readonly string[];
  /** Keys it needs some other option to add (a trailing `*` matches every key with that prefix). */
  readonly needs?: readonly string[];
}

/** Builds an option: its id from rule, point and subject; evidence deduplicated and in text order; edits in text order. */
export function createOption(draft: OptionDraft): Option {
  const seen = new Set<string>();
  const evidence: Span[] = [];
  for (const s of [...draft.evidence].sort((a, b) => a.from - b.from || a.to - b.to)) {
    const key = `${s.from}:${s.to}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // The place alone: a model span may be the located value or row itself, which an option must not carry.
    evidence.push({ from: s.from, to: s.to });
  }
  const option: Option = {
    id: optionId(draft.rule, draft.point, draft.subject),
    point: draft.point,
    rule: draft.rule,
    title: draft.title,
    detail: draft.detail,
    evidence,
    edits: [...draft.edits].sort((a, b) => a.from - b.from),
    requires: [],
  };
  linkOption(option, draft.provides ?? [], draft.needs ?? []);
  return option;
}
