import type { Diagnostic } from '../../diagnostics/diagnostic';
import type { Call } from '../../spec/call';
import type { Constant } from '../../spec/constant';
import type { Entity } from '../../spec/entity';
import type { ErrorEntry } from '../../spec/error-entry';
import type { Permission, Role } from '../../spec/role';
import type { Rule } from '../../spec/rule';
import type { Screen } from '../../spec/screen';
import type { Section } from '../../spec/spec';
import type { StateFieldDecl, Transition } from '../../spec/transition';

/** The model items one `##` section declares, in order. */
export interface SectionData {
  readonly screens: Screen[];
  readonly entities: Entity[];
  readonly stateFields: StateFieldDecl[];
  readonly transitions: Transition[];
  readonly rules: Rule[];
  readonly roles: Role[];
  readonly permissions: Permission[];
  readonly calls: Call[];
  readonly errors: ErrorEntry[];
  readonly constants: Constant[];
}

/** The names of SectionData's lists, for merging. */
export const SECTION_DATA_KEYS = [
  'screens',
  'entities',
  'stateFields',
  'transitions',
  'rules',
  'roles',
  'permissions',
  'calls',
  'errors',
  'constants',
] as const satisfies readonly (keyof SectionData)[];

/** Creates empty lists. */
export function createSectionData(): SectionData {
  return {
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

/**
 * What reading one section gives: the section, its items and its diagnostics. It depends on the
 * section's text only, so it can be cached by that text and shifted when the section moves.
 */
export interface SectionParse {
  readonly section: Section;
  readonly data: SectionData;
  readonly diagnostics: readonly Diagnostic[];
}

/** Appends `items` to `target` one by one (spreading a long list into push would overflow the stack). */
export function appendAll<T>(target: T[], items: readonly T[]): void {
  for (let i = 0; i < items.length; i++) target.push(items[i] as T);
}
