import type { Located, Span } from '../source/span';
import type { Call } from './call';
import type { Constant } from './constant';
import type { Entity } from './entity';
import type { ErrorEntry } from './error-entry';
import type { PointNumber } from './point';
import type { Permission, Role } from './role';
import type { Rule } from './rule';
import type { Screen } from './screen';
import type { StateFieldDecl, Transition } from './transition';

/** A `##` section: one of the nine points, or a note the format does not know (point null). */
export interface Section {
  readonly point: PointNumber | null;
  /** The heading's text after `## `, as written (number included). */
  readonly heading: Located<string>;
  /** From the heading's first character to the end of the section. */
  readonly span: Span;
  /**
   * The section's prose: every paragraph, sub-heading text and list item that was not read as data,
   * trimmed, in order, joined by one blank line. Empty when there is none.
   */
  readonly prose: string;
  /** True when the section held data: a table, a list in the point's pattern or a fenced yaml/json block. */
  readonly structured: boolean;
}

/** The source form a spec was read from. */
export type SpecFormat = 'markdown' | 'yaml' | 'json';

/**
 * The typed model of a nine-point specification. Lists keep declaration order and keep duplicates
 * (the check reports them). Every item keeps the span it was read from.
 */
export interface Spec {
  readonly format: SpecFormat;
  /** The first `#` heading without a leading `Specification:` label; null when there is none. */
  readonly title: Located<string> | null;
  /** Text before the first `##`, trimmed (the title line excluded). */
  readonly intro: string;
  /** Every `##` section in order, points and notes. */
  readonly sections: readonly Section[];
  readonly screens: readonly Screen[];
  readonly entities: readonly Entity[];
  readonly stateFields: readonly StateFieldDecl[];
  readonly transitions: readonly Transition[];
  readonly rules: readonly Rule[];
  readonly roles: readonly Role[];
  readonly permissions: readonly Permission[];
  readonly calls: readonly Call[];
  readonly errors: readonly ErrorEntry[];
  readonly constants: readonly Constant[];
}

/** A model with no title, no text and every list empty (a refused input, a fresh form). */
export function emptySpec(format: SpecFormat): Spec {
  return {
    format,
    title: null,
    intro: '',
    sections: [],
    screens: [],
    entities: [],
    stateFields: [],
    transitions: [],
    rules: [],
    roles: [],
    permissions: [],
    calls: [],
    errors: [],
    constants: [],
  };
}

/** The section of a point, or undefined when the spec lacks it (the first one when given twice). */
export function sectionOf(spec: Spec, point: PointNumber): Section | undefined {
  return spec.sections.find((s) => s.point === point);
}
