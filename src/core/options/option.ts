import type { TextEdit } from '../edit/text-edit';
import type { Span } from '../source/span';
import type { PointNumber } from '../spec/point';
import type { Question } from './questions';

/** A change to the spec's text: the edit layer's one TextEdit (edit/text-edit.ts). */
export type { TextEdit };

/**
 * A suggestion inferred from what the spec already says. Nothing is applied until a person accepts it
 * (`applyOptions`). `id` is a short hash of the rule, the point and the subject, so it stays the same
 * across unrelated edits and a dismissal can be remembered by it.
 */
export interface Option {
  /** 8 hex digits: FNV-1a of `rule`, `point` and the subject (`Tool`, `GET /api/tools`, `NOT_FOUND`). */
  readonly id: string;
  /** The point the option fills (its edits may also touch other points, e.g. naming an entity in shapes). */
  readonly point: PointNumber;
  /** The inference rule that made it (`entities-from-shapes`, `roles-from-people`…). */
  readonly rule: string;
  /** One line: what accepting it adds. */
  readonly title: string;
  /** Why: what the evidence says, and what the person should check. */
  readonly detail: string;
  /** The places of the spec that support it, in text order. */
  readonly evidence: readonly Span[];
  /** The edits to the text it was proposed for, in text order, never overlapping. */
  readonly edits: readonly TextEdit[];
  /**
   * Ids of the options this one needs so that accepting it makes the spec better, not worse (a screen
   * needs its entity, an entity the responses named after it, roles the transitions they grant), in
   * the engine's order. `withRequirements` gives the closure to apply.
   */
  readonly requires: readonly string[];
}

/** For a spec with too little to infer from: a point to draft first and the question it answers. */
export interface Guidance {
  readonly point: PointNumber;
  /** The point's canonical title. */
  readonly title: string;
  readonly question: string;
}

/** What `proposeOptions` returns: the options in point order, and guidance for points 1, 2 and 7 not yet given. */
export interface OptionsResult {
  readonly options: readonly Option[];
  /** Empty when points 1, 2 and 7 are all given; never holds invented content. */
  readonly guidance: readonly Guidance[];
  /** Where the spec leaves a choice open: questions with the choices it supports (questions.ts), at most five. */
  readonly questions: readonly Question[];
}
