import type { Located, Span } from '../source/span';
import { POINTS, type PointNumber } from '../spec/point';
import type { Section, Spec } from '../spec/spec';
import type { StateFieldDecl } from '../spec/transition';
import {
  callRow,
  constantRow,
  entityRow,
  errorRow,
  permissionRow,
  roleRow,
  ruleRow,
  screenRow,
  stateFieldRow,
  transitionRow,
} from './form-rows';
import { formList, formMap, type FormMap, type FormValue } from './form-tree';

/** Whether a place lies inside the (first) section of point 4. */
function inPointFour(spec: Spec, span: Span): boolean {
  const s = spec.sections.find((x) => x.point === 4);
  return s !== undefined && span.from >= s.span.from && span.to <= s.span.to;
}

/** State field declarations made in point 4 (`State field:` lines under a `###` there, or `states` rows). */
export function pointFourStateFields(spec: Spec): StateFieldDecl[] {
  return spec.stateFields.filter((d) => inPointFour(spec, d.field.span));
}

/**
 * The state field point 3 declares for each entity (by position in `spec.entities`): each point 3
 * declaration goes to the last entity of its name that starts before it (the one it stands under),
 * so one copied to another entity of the same name, or taken from point 4, is not printed twice.
 */
export function pointThreeStateFields(spec: Spec): (Located<string> | null)[] {
  const out: (Located<string> | null)[] = spec.entities.map(() => null);
  for (const d of spec.stateFields) {
    if (inPointFour(spec, d.field.span)) continue;
    let owner = -1;
    spec.entities.forEach((e, i) => {
      if (e.name.value === d.entity.value && e.span.from <= d.field.span.from) owner = i;
    });
    if (owner >= 0 && out[owner] === null) out[owner] = d.field;
  }
  return out;
}

/** The first section of each point, and whether two sections share a point (only the first is printed). */
function pointSections(spec: Spec): Map<PointNumber, Section> {
  const map = new Map<PointNumber, Section>();
  for (const s of spec.sections) if (s.point !== null && !map.has(s.point)) map.set(s.point, s);
  return map;
}

/**
 * The spec in the YAML/JSON form (docs/yaml-form.md), keys in a stable order: title, intro, the nine
 * points (`roles` and `permissions` for point 6), `prose` for prose that accompanies data, `notes`.
 * A point given in prose only is written as its text (`calls: not shown`); a missing point is left out.
 */
export function specToForm(spec: Spec): FormMap {
  const entries: [string, FormValue | undefined][] = [];
  const prose: [string, FormValue][] = [];
  const sections = pointSections(spec);
  if (spec.title) entries.push(['title', spec.title.value]);
  if (spec.intro) entries.push(['intro', spec.intro]);
  const s1 = sections.get(1);
  if (s1) entries.push(['purpose', s1.prose]);

  const fourDecls = pointFourStateFields(spec);
  const stateFields = pointThreeStateFields(spec);
  const rowsOf: Readonly<Record<string, () => FormValue[]>> = {
    screens: () => spec.screens.map(screenRow),
    entities: () => spec.entities.map((e, i) => entityRow(e, stateFields[i] ?? null)),
    states: () => [...fourDecls.map(stateFieldRow), ...spec.transitions.map(transitionRow)],
    rules: () => spec.rules.map(ruleRow),
    roles: () => spec.roles.map(roleRow),
    permissions: () => spec.permissions.map(permissionRow),
    calls: () => spec.calls.map(callRow),
    errors: () => spec.errors.map(errorRow),
    constants: () => spec.constants.map(constantRow),
  };
  // Points 2–9 by their keys in the nine points' table (point 1, `purpose`, is written above).
  const lists: [PointNumber, string, FormValue[]][] = POINTS.flatMap((p) =>
    p.yamlKeys
      .filter((key) => rowsOf[key] !== undefined)
      .map((key): [PointNumber, string, FormValue[]] => [p.n, key, rowsOf[key]?.() ?? []]),
  );
  const done = new Set<PointNumber>();
  for (const [n, key, rows] of lists) {
    const section = sections.get(n);
    const hasData = n === 6 ? spec.roles.length + spec.permissions.length > 0 : rows.length > 0;
    if (!hasData && !section) continue;
    if (hasData || section?.structured) {
      // Point 6 writes each of its two lists that has rows (an empty structured point writes `roles: []`).
      if (rows.length > 0 || (n === 6 ? key === 'roles' && !hasData : true)) entries.push([key, formList(rows)]);
      if (section?.prose && !done.has(n)) prose.push([key, section.prose]);
    } else if (!done.has(n)) {
      entries.push([key, section?.prose ?? '']);
    }
    done.add(n);
  }
  if (prose.length > 0) entries.push(['prose', formMap(prose)]);
  const notes = spec.sections.filter((s) => s.point === null);
  if (notes.length > 0)
    entries.push([
      'notes',
      formList(
        notes.map((s) =>
          formMap([
            ['heading', s.heading.value],
            ['text', s.prose],
          ]),
        ),
      ),
    ]);
  return formMap(entries);
}
