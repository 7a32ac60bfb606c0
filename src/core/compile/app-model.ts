import type { CallSlot } from '../model/bind-calls';
import type { PointNumber } from '../spec/point';
import type { ScalarName } from '../spec/type-ref';
import type { ScreenKind } from '../spec/screen';

/**
 * The compiled app: what the running app and the in-browser backend need, and nothing else. Plain JSON
 * (no Maps, no functions, no spans), so a static build can embed it instead of the spec parser. Every
 * part keeps its source (line and point) so the running app can mark elements with `data-spec-line`.
 */
export interface AppModel {
  /** Bumped when the shape of this model changes. */
  readonly version: 1;
  readonly title: string;
  /** Point 1's prose; empty when point 1 is missing or not shown (then `gaps` says so). */
  readonly description: string;
  readonly screens: readonly AppScreen[];
  readonly entities: readonly AppEntity[];
  readonly calls: readonly AppCall[];
  /** Empty when point 6 gives no roles: one user may do everything shown. */
  readonly roles: readonly AppRole[];
  readonly permissions: readonly AppPermission[];
  readonly errors: readonly AppError[];
  readonly constants: readonly AppConstant[];
  /** Named gaps the app shows: missing or not-shown points, screens without their call. */
  readonly gaps: readonly AppGap[];
}

/** Where an element came from in the spec. `line` is 1-based; null for generated things (a generated id). */
export interface SourceRef {
  readonly point: PointNumber | null;
  readonly line: number | null;
}

/** A gap the running app shows by name, e.g. "This screen needs a call that lists Appointment — point 7". */
export interface AppGap {
  readonly point: PointNumber;
  readonly message: string;
  /** The screen it concerns, or null for the whole app. */
  readonly screen: string | null;
  readonly source: SourceRef;
}

/** A field type without spans. */
export type AppType =
  | { readonly kind: 'scalar'; readonly name: ScalarName }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'ref'; readonly entity: string }
  | { readonly kind: 'list'; readonly of: AppType }
  | { readonly kind: 'object'; readonly fields: readonly AppShapeField[] }
  | { readonly kind: 'invalid' };

/** A property of an object shape. */
export interface AppShapeField {
  readonly name: string;
  readonly optional: boolean;
  readonly type: AppType;
}

/** A payload shape of a call: a type, or none. */
export type AppShape = AppType | { readonly kind: 'none' };

/** A screen of point 2, bound to its entity and calls. */
export interface AppScreen {
  /** Stable within one model: the route as written. */
  readonly id: string;
  /** The route with parameters normalised to `:name`. */
  readonly route: string;
  readonly params: readonly string[];
  readonly name: string;
  readonly kind: ScreenKind;
  /** The entity it shows (resolved; null for content pages or when it names no entity of point 3). */
  readonly entity: string | null;
  /** The Shows text, for content pages. */
  readonly text: string;
  /** Roles that may open it; empty means everyone. */
  readonly roles: readonly string[];
  /** True for routes without parameters: they go in the navigation menu. */
  readonly inMenu: boolean;
  /**
   * The call ids of the screen's entity, by slot (every slot point 7 serves, so a detail screen finds its
   * update and delete calls too); the slot of the screen's own kind is the one whose absence is `gap`.
   */
  readonly calls: Partial<Record<'list' | 'detail' | 'create' | 'update' | 'delete', string>>;
  /**
   * The parent the route names (`/pets/:id/visits`, `/owners/:id/pets/new`), else null: the route
   * parameter with the parent's id, and the field of this screen's entity to filter the list by and
   * to pre-fill (and lock) in the create form. `calls.list`/`calls.create` are then the calls scoped to it.
   */
  readonly parent: AppScreenParent | null;
  /**
   * For a detail screen, the related lists its Shows phrase asks for (`Owner detail with pets and
   * visits`), else null: the running app's default (docs/running-app.md, "Related records").
   */
  readonly related: AppRelated | null;
  /** The named gap when the screen lacks its call, else null. */
  readonly gap: string | null;
  readonly source: SourceRef;
}

/** The parent a screen's route names (see AppScreen.parent). */
export interface AppScreenParent {
  /** The route parameter that holds the parent's id. */
  readonly param: string;
  /** The parent entity, or null when the route's segment names none (a field named like the parameter). */
  readonly entity: string | null;
  /** The screen entity's field that holds the parent; null when none or several fit (the check says so). */
  readonly field: string | null;
  /** True when `field` is a list of references. */
  readonly many: boolean;
  /** How the screen's list and create calls (`calls.list`, `calls.create`) are scoped to the parent. */
  readonly scope: { readonly list?: AppScope; readonly create?: AppScope };
}

/**
 * How a call is scoped to a screen's parent: `path` — a nested call, each of its path parameters
 * (key) filled from the route parameter (value); `query` — a list call's query parameter `name` gets
 * the parent's id; `app` — the call knows no parent: the app filters the list by `field` itself, and
 * the create form sends the parent in `field`.
 */
export type AppScope =
  | { readonly via: 'path'; readonly args: Readonly<Record<string, string>> }
  | { readonly via: 'query'; readonly name: string }
  | { readonly via: 'app' };

/**
 * A reference field (point 3): `owner | Owner` links the record to its parent, `specialties |
 * Specialty[]` is many-to-many. `onDelete` is what deleting the referenced record does: `refuse`
 * (the default: a 409 while this field refers to it) or `cascade` (the field's Notes say so: the
 * referring record is deleted with it; for a list, the id is taken out of the list).
 */
export interface AppReference {
  readonly field: string;
  readonly entity: string;
  readonly many: boolean;
  readonly onDelete: 'refuse' | 'cascade';
}

/** Records of another entity that refer to this one (an AppReference seen from the referenced side). */
export interface AppChild {
  readonly entity: string;
  readonly field: string;
  readonly many: boolean;
  readonly onDelete: 'refuse' | 'cascade';
  /** The child's list call nested under this entity through `field` (a call id), else null. */
  readonly list: string | null;
  /** The child's create call nested under this entity through `field`, else null. */
  readonly create: string | null;
}

/** A list or create call nested under a parent (`GET /api/owners/:id/pets`): see AppCall.parent. */
export interface AppNested {
  readonly slot: 'list' | 'create';
  /** The call's id. */
  readonly call: string;
  readonly param: string;
  readonly parent: string | null;
  readonly field: string | null;
  readonly many: boolean;
}

/**
 * The related lists a detail phrase names, by entity: `with` shows exactly these, in this order (none
 * for `Owner detail alone`), `without` the default lists but these.
 */
export interface AppRelated {
  readonly mode: 'with' | 'without';
  readonly entities: readonly string[];
}

/** An entity of point 3 with everything the app and backend need about it. */
export interface AppEntity {
  readonly name: string;
  /** The key field's name: `id` when declared, else `id` generated (see `generatedId`). */
  readonly idField: string;
  /** True when point 3 declares no `id` field and the backend generates the key. */
  readonly generatedId: boolean;
  readonly fields: readonly AppField[];
  readonly machine: AppMachine | null;
  readonly rules: readonly AppRule[];
  /** The calls that serve it, by slot (call ids); transitions by event. */
  readonly calls: {
    readonly list: string | null;
    readonly detail: string | null;
    readonly create: string | null;
    readonly update: string | null;
    readonly delete: string | null;
    readonly transitions: readonly { readonly event: string; readonly call: string }[];
  };
  /** Its reference fields, in field order: its parents, and many-to-many links. */
  readonly references: readonly AppReference[];
  /** The entities that refer to it, by which field, with the calls nested under it for them. */
  readonly children: readonly AppChild[];
  /** Its list and create calls nested under a parent, in spec order. `calls.list`/`calls.create` have no path parameter. */
  readonly nested: readonly AppNested[];
  readonly source: SourceRef;
}

/** A field, with its label made readable ("patientEmail" → "Patient email"). */
export interface AppField {
  readonly name: string;
  readonly label: string;
  readonly type: AppType;
  readonly required: boolean;
  /** The key field (declared `id`). */
  readonly isId: boolean;
  /** The state field of the entity's machine. */
  readonly isState: boolean;
  /** Shown in create/edit forms (not the id, not the state field). */
  readonly editable: boolean;
  readonly notes: string;
  readonly source: SourceRef;
}

/** A state machine from point 4. */
export interface AppMachine {
  readonly field: string;
  readonly states: readonly string[];
  readonly initial: string | null;
  readonly transitions: readonly AppTransition[];
}

/** A transition; `guard` is CEL with `record`, `user`, `now` and the constants in scope. */
export interface AppTransition {
  readonly from: string;
  readonly event: string;
  readonly to: string;
  readonly guard: string | null;
  readonly roles: readonly string[];
  readonly source: SourceRef;
}

/** A number in a rule, or a constant by name. */
export type AppOperand = { readonly kind: 'number'; readonly value: number } | { readonly kind: 'constant'; readonly name: string };

/** A recognised rule phrase, without spans (see RulePhrase). */
export type AppPhrase =
  | { readonly kind: 'required' }
  | { readonly kind: 'maxLength' | 'minLength'; readonly n: AppOperand }
  | { readonly kind: 'between'; readonly min: AppOperand; readonly max: AppOperand; readonly unit: 'value' | 'characters' }
  | { readonly kind: 'max' | 'min'; readonly n: AppOperand }
  | { readonly kind: 'email' | 'url' | 'unique' | 'integer' | 'positive' | 'future' | 'past' }
  | { readonly kind: 'matches'; readonly pattern: string }
  | { readonly kind: 'oneOf'; readonly values: readonly string[] }
  | {
      readonly kind: 'before' | 'after';
      readonly target: { readonly kind: 'field'; readonly name: string } | { readonly kind: 'today' } | { readonly kind: 'now' };
      /** The target itself is allowed too (`today or earlier`). */
      readonly inclusive?: true;
    };

/** A validation rule of point 5 on one field. */
export interface AppRule {
  readonly field: string;
  readonly check:
    | { readonly kind: 'expression'; readonly source: string }
    | { readonly kind: 'phrase'; readonly phrase: AppPhrase }
    /** A rule in words that is not executable: shown, never enforced. */
    | { readonly kind: 'not-executable'; readonly text: string };
  /** The rule's message, else null (the catalogue's 422 message, else a plain one, is used). */
  readonly message: string | null;
  readonly source: SourceRef;
}

/** A call of point 7 with what it does for the app. */
export interface AppCall {
  /** `METHOD /path` with parameters normalised to `:name`, unique within a model. */
  readonly id: string;
  readonly method: string;
  /** The path with `:name` parameters, no query. */
  readonly path: string;
  readonly params: readonly string[];
  readonly query: readonly string[];
  readonly request: AppShape;
  readonly response: AppShape;
  readonly errors: readonly string[];
  readonly roles: readonly string[];
  /** The entity and slot it is bound to, or nulls for a call bound to nothing. */
  readonly entity: string | null;
  readonly slot: CallSlot | null;
  /** The event for a transition call. */
  readonly event: string | null;
  /**
   * For a list or create call nested under a parent (`GET /api/owners/:id/pets`): the path parameter
   * with the parent's id, the parent entity, and the field of `entity` that holds it (null when none
   * or several fit: the backend then answers 501). Null for every other call.
   */
  readonly parent: { readonly param: string; readonly entity: string | null; readonly field: string | null; readonly many: boolean } | null;
  /** How each query parameter that is not for paging, sorting or search matches when it names a text field (see AppFilter). */
  readonly filters: readonly AppFilter[];
  readonly source: SourceRef;
}

/**
 * A query parameter of a list call that may filter by the field of that name, and how it matches a
 * text field (docs/spec-format.md, "Filters"): `equals` (case-insensitive) unless the call's Notes say
 * "starts with" or "contains" about it. Numbers, dates, enumerations, booleans and references always
 * match by value; a list field matches when it holds the value.
 */
export interface AppFilter {
  readonly param: string;
  readonly match: 'equals' | 'startsWith' | 'contains';
}

/** A role of point 6. */
export interface AppRole {
  readonly name: string;
  readonly description: string;
  readonly source: SourceRef;
}

/** A permission row: `role` may do `can` on `on` when `when` (CEL with `user`, `record`) holds. */
export interface AppPermission {
  readonly role: string;
  readonly can: readonly string[];
  readonly on: readonly string[];
  readonly when: string | null;
  readonly source: SourceRef;
}

/** An entry of the error catalogue. */
export interface AppError {
  readonly code: string;
  readonly status: number | null;
  readonly message: string;
  /** The When cell, as written. */
  readonly when: string;
  readonly source: SourceRef;
}

/** A constant of point 9, in the form expressions see it (durations in milliseconds, with `unit` kept). */
export interface AppConstant {
  readonly name: string;
  readonly kind: 'number' | 'boolean' | 'string' | 'duration';
  readonly value: number | boolean | string;
  readonly text: string;
  readonly source: SourceRef;
}
