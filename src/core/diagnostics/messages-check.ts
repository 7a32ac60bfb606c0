/**
 * Wording of the check's diagnostics (src/core/check). Plain sentences that name the thing, say where
 * the other half is and suggest a fix. Names are shown in backticks.
 */

const code = (s: string): string => '`' + s + '`';
const hint = (suggestion: string | null): string => (suggestion ? ` Did you mean ${code(suggestion)}?` : '');
const listOf = (names: readonly string[], max = 6): string =>
  names.length <= max ? names.map(code).join(', ') : names.slice(0, max).map(code).join(', ') + ', …';

/** Message building for each check code. */
export const checkMessages = {
  duplicateEntity: (name: string, line: number) => `Entity ${code(name)} is already declared on line ${line}. Merge the two or rename one.`,
  duplicateField: (entity: string, field: string, line: number) =>
    `${code(entity)} already has a field ${code(field)} on line ${line}. Rename or remove this one.`,
  duplicateRoute: (route: string, first: string, line: number) =>
    route === first
      ? `Route ${code(route)} is already used on line ${line}; a route leads to one screen only.`
      : `Route ${code(route)} is the same route as ${code(first)} on line ${line}; a route leads to one screen only.`,
  duplicateErrorCode: (name: string, line: number) =>
    `Error code ${code(name)} is already in the catalogue on line ${line}. Remove one or give it another code.`,
  duplicateConstant: (name: string, line: number) => `Constant ${code(name)} is already declared on line ${line}. Remove one or rename it.`,
  duplicateRole: (name: string, line: number) => `Role ${code(name)} is already declared on line ${line}. Remove one.`,
  duplicateCall: (call: string, first: string, line: number) =>
    call === first
      ? `The call ${code(call)} is already listed on line ${line}. Remove one.`
      : `The call ${code(call)} is the same call as ${code(first)} on line ${line}. Remove one.`,
  duplicateTransition: (entity: string, from: string, event: string, line: number) =>
    `${entity ? code(entity) + ' already has' : 'There is already'} a transition on ${code(event)} from ${code(from)} on line ${line}; ` +
    'an event leads from a state to one state only. Remove one.',

  // Joined, not concatenated: one flat string instead of a tree of pieces, for a spec that has one per field.
  unknownEntity: (name: string, where: string, suggestion: string | null) =>
    ['Unknown entity `', name, '` in ', where, ': point 3 declares no such entity.', hint(suggestion)].join(''),
  /** `unknownEntity` in the type of `entity.field`, joined at once (no text for the place first). */
  unknownEntityInType: (name: string, entity: string, field: string, suggestion: string | null) =>
    ['Unknown entity `', name, '` in the type of `', entity, '.', field, '`: point 3 declares no such entity.', hint(suggestion)].join(''),
  unknownShowsEntity: (words: string, suggestion: string | null) =>
    `${code(words)} names no entity of point 3 (case and plurals are folded here).${hint(suggestion)}`,
  unrelatedList: (words: string, entity: string, target: string) =>
    `${code(words)} cannot be listed on this ${target} page: no field of ${entity} refers to ${target}, or to a record that refers to one. Give ${entity} a field of type ${target} (or of a type that refers to ${target}), or remove ${code(words)} from the phrase.`,
  unknownField: (entity: string, field: string, suggestion: string | null) =>
    `${code(entity)} has no field ${code(field)}.${hint(suggestion)}`,
  unknownRole: (name: string, suggestion: string | null) => `Unknown role ${code(name)}: point 6 declares no such role.${hint(suggestion)}`,
  unknownEvent: (event: string, on: readonly string[], declaredFor: readonly string[]) =>
    `${code(event)} is not an event of ${listOf(on)}` +
    (declaredFor.length ? `: point 4 gives it for ${listOf(declaredFor)}.` : '.') +
    ' Grant it on the entity whose transitions use it.',
  unknownAction: (name: string, suggestion: string | null) =>
    `Unknown action ${code(name)}: Can takes read, create, update, delete or an event of point 4.${hint(suggestion)}`,
  unknownErrorCode: (name: string, suggestion: string | null) =>
    `Unknown error code ${code(name)}: the catalogue (point 8) has no such code.${hint(suggestion)}`,
  unknownConstant: (name: string, suggestion: string | null) =>
    `Unknown constant ${code(name)}: point 9 declares no such constant.${hint(suggestion)}`,
  unknownState: (state: string, entity: string, states: readonly string[], suggestion: string | null) =>
    `${code(state)} is not a state of ${code(entity)}; its states are ${listOf(states, 8)}.${hint(suggestion)}`,
  unknownName: (name: string, allowed: readonly string[], suggestion: string | null) =>
    `Unknown name ${code(name)}: here an expression may use ${listOf(allowed, 8)}.${hint(suggestion)}`,
  valueOutsideRule: () => '`value` only exists in validation rules (point 5); here, use `record.` and the field name.',
  unknownRecordField: (entity: string, field: string, suggestion: string | null) =>
    `\`record.${field}\`: ${code(entity)} has no field ${code(field)}.${hint(suggestion)}`,

  badTimeZone: (name: string, value: string) =>
    `${code(name)} = ${value} is not a time zone: write an IANA name such as Europe/London, UTC, or an offset such as +01:00.`,
  notACondition: (what: string, type: string) => `${what} must be true or false, but this expression gives ${type}.`,
  typeMismatch: (rule: string, entity: string, field: string, type: string, needs: string) =>
    `${code(rule)} applies to ${needs}, but ${code(entity + '.' + field)} is ${type}.`,

  noStateField: (entity: string) =>
    `${code(entity)} has transitions but no state field: add an enumeration field named \`status\` or \`state\` ` +
    'to it in point 3, or a line `State field: `name``.',
  stateFieldNotEnum: (entity: string, field: string) =>
    `The state field ${code(entity + '.' + field)} is not an enumeration: write its type as \`one of a, b, c\`.`,
  unreachableState: (state: string, entity: string, initial: string) =>
    `${code(entity)} can never reach ${code(state)}: no transitions lead to it from ${code(initial)}, where it starts. ` +
    'Add a transition to it (point 4), or note "starts as" on the field.',

  roleWithoutPermissions: (role: string) =>
    `Role ${code(role)} has no permission row in point 6: it may do nothing. Grant it something or remove it.`,
  noRoles: () => 'Point 6 gives no roles: one user may do everything shown.',
  generatedId: (entity: string) => `${code(entity)} has no \`id\` field: records get a generated key.`,

  screenWithoutCall: (need: 'lists' | 'reads one' | 'creates' | 'updates', entity: string) =>
    `This screen needs a call that ${need} ${entity} — point 7`,
  contentScreen: (route: string) => `${code(route)} is a content page: it shows its text and uses no call.`,
  noCreateForm: (entity: string, call: string) =>
    `${code(call)} creates ${code(entity)}, but no screen of point 2 is a form that creates one, so nobody can create one in the app. Add a screen showing "form to create ${entity.toLowerCase()}".`,
  noDetailScreen: (entity: string, events: readonly string[]) =>
    `${code(entity)} has events (${events.map(code).join(', ')}), but no screen shows one ${code(entity)}: the app offers events on a record's detail screen, so nobody can fire them. Add a screen showing "one ${entity.toLowerCase()}".`,
  roleWithoutScreen: (role: string) =>
    `Role ${code(role)} may open no screen (every screen's Roles leaves it out), so its people cannot use the app.`,
  unreachableScreen: (route: string, kind: string) =>
    `Nothing links to ${code(route)}: it has route parameters, so it is not in the menu${kind === 'detail' ? ', and no list screen of the same records links its rows to it' : kind === 'edit' ? ', and no detail screen of the same records links to it' : ''}.`,
  noListScreen: (entity: string) => `${code(entity)} has calls but no screen lists it (point 2).`,
  unusedGrant: (role: string, action: string, entity: string) =>
    `${code(role)} may ${action} ${code(entity)}, but no call or screen does that, so the grant is never used.`,
  ambiguousCall: (role: string, entity: string, first: string, line: number, nestAs: string | null) =>
    `This call also ${role} ${entity}; the app uses ${code(first)} on line ${line}, listed first, and never this one. ` +
    (nestAs !== null
      ? `Remove one, or, if this one lists the records of one parent, nest it under that parent (${code(nestAs)}).`
      : 'Remove one of them.'),
  nestedNeedsParent: (
    route: string,
    verb: 'lists' | 'creates',
    entity: string,
    calls: readonly string[],
    parentRoute: string | null,
    plain: string | null,
  ) =>
    `${code(route)} ${verb === 'lists' ? 'lists' : 'creates'} ${entity}, but the only call${calls.length === 1 ? ' that ' + verb + ' it, ' + listOf(calls) + ', is' : 's that ' + verb + ' it, ' + listOf(calls) + ', are'} ` +
    `nested under a parent, and the route gives no parent's id: ` +
    [parentRoute !== null ? `give the route the parent (${code(parentRoute)})` : null, plain !== null ? `add a call ${code(plain)}` : null]
      .filter((x) => x !== null)
      .join(', or ') +
    '.',
  parentUnknown: (call: string, param: string, entity: string, field: string | null, nestAs: string | null) =>
    `${code(call)} has the path parameter ${code(':' + param)}, but neither the path segment before it nor a field of ${code(entity)} ` +
    `says which parent it names, so the backend cannot tell which ${code(entity)} records it means` +
    (field !== null || nestAs !== null
      ? ': ' +
        [
          field !== null ? `name the parameter after a field of ${code(entity)} (${code(':' + field)})` : null,
          nestAs !== null ? `put it after the parent's name (${code(nestAs)})` : null,
        ]
          .filter((x) => x !== null)
          .join(', or ') +
        '.'
      : `: add a reference field to ${code(entity)} in point 3 and name the parameter after it.`),
  noParentField: (what: string, entity: string, parent: string, example: string) =>
    `${what} ${code(entity)} records under a ${code(parent)}, but ${code(entity)} has no field that refers to ${code(parent)}: ` +
    `add one to ${code(entity)} in point 3 (${code(example + ' | ' + parent)}).`,
  ambiguousParent: (what: string, entity: string, parent: string, fields: readonly string[]) =>
    `${what} ${code(entity)} records under a ${code(parent)}, and ${listOf(fields)} of ${code(entity)} all refer to ${code(parent)}: ` +
    `name the one it means in the call's Notes as a code span (${code(fields[0] ?? '')}), or name the path parameter after it (${code(':' + (fields[0] ?? '') + 'Id')}).`,

  unusedEvent: (event: string, entity: string) =>
    `No call of point 7 fires ${code(event)} on ${code(entity)}, so the app cannot offer it: ` +
    `add a POST, PUT or PATCH whose path ends with \`/${event}\`.`,
  paramMismatch: (route: string, call: string, missing: readonly string[]) =>
    `${code(route)} is served by ${code(call)}, which needs ${listOf(missing)}, but the route gives no parameter for ` +
    (missing.length === 1 ? 'it' : 'them') +
    `: add ${missing.map((p) => code(':' + p)).join(', ')} to the route.`,

  limitNotExecutable: (errorCode: string) =>
    `Nothing executable raises ${code(errorCode)}: its condition is stated only in words, ` +
    'so the in-browser backend will not answer it by itself.',
  statusNotExecutable: (errorCode: string, status: number) =>
    `Nothing executable raises ${code(errorCode)}: the in-browser backend answers 404, 422, 403 and 409 by itself, ` +
    `never ${status}; a real server may still send it.`,

  proseOnly: (title: string) =>
    `${title}: only prose here, where a table or list is expected; the app cannot use it. See docs/spec-format.md.`,
} as const;
