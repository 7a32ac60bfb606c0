/**
 * The nine points of a specification as one table: what every reader, printer and message knows of a
 * point — its number, title, the words of a heading that name it, its tables with their columns and the
 * header names they accept, the model's lists that hold its items and its keys in the YAML/JSON form —
 * is read from `POINTS` (docs/spec-format.md).
 */

/** The nine points of a specification, numbered as in the format. */
export type PointNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** How far a point is given: see docs/spec-format.md, "Point status". */
export type PointStatus = 'missing' | 'not-shown' | 'partial' | 'complete';

/** The key of a point's data in the model and in the YAML/JSON form. */
export type PointKey = 'purpose' | 'screens' | 'entities' | 'states' | 'rules' | 'roles' | 'calls' | 'errors' | 'constants';

/** The kinds of table the format knows. */
export type TableKind = 'screens' | 'fields' | 'transitions' | 'rules' | 'roles' | 'permissions' | 'calls' | 'errors' | 'constants';

/** The model's lists of items (`Spec` keys), each declared by one point. */
export type ItemKey = 'screens' | 'entities' | 'transitions' | 'rules' | 'roles' | 'permissions' | 'calls' | 'errors' | 'constants';

/** A kind of table a point's section holds. */
export interface PointTable {
  readonly kind: TableKind;
  /**
   * Canonical column names in the order the docs list them, each with the other header names it accepts
   * (lower case, single spaces; a header cell is matched without case, wrapping `` ` ``/`*`/`_` and runs of
   * spaces). The Entity column of fields is read only in the one-table layout.
   */
  readonly columns: Readonly<Record<string, readonly string[]>>;
  /** Columns a table of this kind must have (Entity of fields/transitions is decided by the reader). */
  readonly required: readonly string[];
}

/** Everything the format says about one point. */
export interface PointInfo {
  readonly n: PointNumber;
  readonly key: PointKey;
  /** The canonical title, as in `## 2. Screens and routes`. */
  readonly title: string;
  /** The point in a sentence of the running app, which never says "point 7" (`the screens and their routes`). */
  readonly phrase: string;
  /** Words of a `##` heading that name the point, whole words, lower case; singular forms beside the plurals. */
  readonly headingWords: readonly string[];
  /** Phrases of several words that name it, checked before single words. */
  readonly headingPhrases: readonly string[];
  /** The tables its section may hold, its default first. */
  readonly tables: readonly PointTable[];
  /** The model's lists holding its items (point 1 has none: it is prose). */
  readonly items: readonly ItemKey[];
  /** Its keys in the YAML/JSON form (point 6 has two). */
  readonly yamlKeys: readonly string[];
  /** The header printed for the point when it held a table without rows. */
  readonly emptyTable: readonly string[];
}

/** The nine points in order. */
export const POINTS: readonly PointInfo[] = Object.freeze([
  {
    n: 1,
    key: 'purpose',
    title: 'What the product does and for whom',
    phrase: 'what the product does and for whom',
    headingWords: [
      'purpose',
      'overview',
      'zweck',
      'überblick',
      'ausgangssituation',
      'objetivo',
      'propósito',
      'resumen',
      'objectif',
      'présentation',
    ],
    headingPhrases: [
      'what it does',
      'what the product does',
      'what the app does',
      'for whom',
      "what it's for",
      'what it is for',
      'who it is for',
      'worum es geht',
      'de qué va',
      'de quoi il s’agit',
    ],
    tables: [],
    items: [],
    yamlKeys: ['purpose'],
    emptyTable: [],
  },
  {
    n: 2,
    key: 'screens',
    title: 'Screens and routes',
    phrase: 'the screens and their routes',
    headingWords: [
      'screens',
      'screen',
      'routes',
      'route',
      'pages',
      'page',
      'seiten',
      'seite',
      'masken',
      'páginas',
      'pantallas',
      'écrans',
      'vues',
    ],
    headingPhrases: [],
    tables: [
      {
        kind: 'screens',
        required: ['Route', 'Screen'],
        columns: {
          Route: ['path', 'url', 'address'],
          Screen: ['name', 'page', 'title'],
          Shows: ['content', 'purpose', 'description'],
          Roles: ['role', 'who'],
        },
      },
    ],
    items: ['screens'],
    yamlKeys: ['screens'],
    emptyTable: ['Route', 'Screen', 'Shows'],
  },
  {
    n: 3,
    key: 'entities',
    title: 'Entities and their fields',
    phrase: 'the entities and their fields',
    headingWords: ['entities', 'entity', 'fields', 'field'],
    headingPhrases: ['data model'],
    tables: [
      {
        kind: 'fields',
        required: ['Field', 'Type'],
        columns: { Entity: [], Field: ['name'], Type: [], Required: ['mandatory'], Notes: ['note', 'description', 'comment', 'comments'] },
      },
    ],
    items: ['entities'],
    yamlKeys: ['entities'],
    emptyTable: ['Entity', 'Field', 'Type', 'Required', 'Notes'],
  },
  {
    n: 4,
    key: 'states',
    title: 'States and transitions',
    phrase: 'the states and transitions',
    headingWords: [
      'states',
      'state',
      'transitions',
      'transition',
      'workflow',
      'workflows',
      'lifecycle',
      'zustände',
      'statusmodell',
      'estados',
      'états',
      'statuts',
    ],
    headingPhrases: [],
    tables: [
      {
        kind: 'transitions',
        required: ['From', 'Event', 'To'],
        columns: {
          Entity: [],
          From: ['from state'],
          Event: ['action'],
          To: ['to state'],
          Guard: ['condition', 'when'],
          Roles: ['role', 'who'],
        },
      },
    ],
    items: ['transitions'],
    yamlKeys: ['states'],
    emptyTable: ['Entity', 'From', 'Event', 'To'],
  },
  {
    n: 5,
    key: 'rules',
    title: 'Validation rules',
    phrase: 'the validation rules',
    headingWords: ['validation'],
    headingPhrases: [],
    tables: [
      {
        kind: 'rules',
        required: ['Entity', 'Field', 'Rule'],
        columns: { Entity: [], Field: [], Rule: ['validation', 'constraint'], Message: ['error message'] },
      },
    ],
    items: ['rules'],
    yamlKeys: ['rules'],
    emptyTable: ['Entity', 'Field', 'Rule', 'Message'],
  },
  {
    n: 6,
    key: 'roles',
    title: 'Roles and permissions',
    phrase: 'the roles and permissions',
    headingWords: [
      'roles',
      'role',
      'permissions',
      'permission',
      'users',
      'personas',
      'actors',
      'rollen',
      'berechtigungen',
      'akteure',
      'nutzer',
      'zielgruppen',
      'usuarios',
      'actores',
      'perfiles',
      'permisos',
      'acteurs',
      'utilisateurs',
      'droits',
    ],
    headingPhrases: [],
    tables: [
      { kind: 'roles', required: ['Role'], columns: { Role: ['roles', 'name'], Description: ['meaning', 'notes'] } },
      {
        kind: 'permissions',
        required: ['Role', 'Can', 'On'],
        columns: { Role: ['roles'], Can: ['actions', 'action'], On: ['entity', 'entities'], When: ['condition'] },
      },
    ],
    items: ['roles', 'permissions'],
    yamlKeys: ['roles', 'permissions'],
    emptyTable: ['Role', 'Description'],
  },
  {
    n: 7,
    key: 'calls',
    title: 'The calls it makes',
    phrase: 'the calls the app makes',
    headingWords: [
      'calls',
      'call',
      'api',
      'apis',
      'endpoints',
      'endpoint',
      'schnittstellen',
      'schnittstelle',
      'endpunkte',
      'llamadas',
      'interfaces',
      'appels',
    ],
    headingPhrases: [],
    tables: [
      {
        kind: 'calls',
        required: ['Method', 'Path'],
        columns: {
          Method: ['verb'],
          Path: ['url', 'endpoint', 'route'],
          Request: ['request body', 'body'],
          Response: ['response body', 'returns'],
          Errors: ['error codes', 'error'],
          Roles: ['role'],
          Notes: ['description'],
        },
      },
    ],
    items: ['calls'],
    yamlKeys: ['calls'],
    emptyTable: ['Method', 'Path', 'Request', 'Response'],
  },
  {
    n: 8,
    key: 'errors',
    title: 'The error catalogue',
    phrase: 'the error catalogue',
    headingWords: ['errors', 'error', 'catalogue', 'catalog', 'fehler', 'fehlermeldungen', 'errores', 'erreurs'],
    headingPhrases: [],
    tables: [
      {
        kind: 'errors',
        required: ['Code', 'Status'],
        columns: {
          Code: ['error code', 'error'],
          Status: ['http status', 'http'],
          Message: [],
          When: ['condition', 'cause', 'description'],
        },
      },
    ],
    items: ['errors'],
    yamlKeys: ['errors'],
    emptyTable: ['Code', 'Status', 'Message'],
  },
  {
    n: 9,
    key: 'constants',
    title: 'Business constants and limits',
    phrase: 'the business constants and limits',
    headingWords: ['constants', 'constant', 'limits', 'limit', 'konstanten', 'grenzen', 'limites', 'constantes'],
    headingPhrases: [],
    tables: [
      {
        kind: 'constants',
        required: ['Name', 'Value'],
        columns: { Name: ['constant'], Value: [], Meaning: ['description', 'notes'] },
      },
    ],
    items: ['constants'],
    yamlKeys: ['constants'],
    emptyTable: ['Name', 'Value', 'Meaning'],
  },
] satisfies PointInfo[]);

/** The point info for a number. */
export function pointInfo(n: PointNumber): PointInfo {
  return POINTS[n - 1] as PointInfo;
}
