/**
 * Wording of options (src/core/options): titles say what accepting adds, details say where it comes
 * from and what to check. Names are shown in backticks.
 */

const code = (s: string): string => '`' + s + '`';
const listOf = (names: readonly string[], max = 6): string =>
  names.length <= max ? names.map(code).join(', ') : names.slice(0, max).map(code).join(', ') + `, and ${names.length - max} more`;

/** Titles and details of each inference rule's options. */
export const optionMessages = {
  entityTitle: (name: string, fields: readonly string[]) =>
    `Add entity ${code(name)} with ${fields.length === 1 ? 'field' : 'fields'} ${listOf(fields)}`,
  entityDetail: (calls: readonly string[], screens: readonly string[]) =>
    `Read from the shapes of ${listOf(calls, 4)}` +
    (screens.length ? `, and named by ${screens.length === 1 ? 'screen' : 'screens'} ${listOf(screens, 4)}` : '') +
    '. A field in every full response is required unless the create request leaves it to the server; `xxxId` fields become references when `Xxx` is an entity. Check the types and the Required column.',
  missingFieldsTitle: (name: string, fields: readonly string[]) => `Add ${listOf(fields)} to ${code(name)}`,
  missingFieldsDetail: (name: string) => `The calls' shapes send these fields, but point 3 does not declare them on ${code(name)}.`,
  screenEntityTitle: (name: string) => `Add entity ${code(name)}`,
  screenEntityDetail: (screens: readonly string[]) =>
    `${screens.length === 1 ? 'Screen' : 'Screens'} ${listOf(screens)} show it, but no call says what it holds: only its key is given. Add its fields.`,
  shapeNamesTitle: (name: string, count: number) =>
    `Name ${code(name)} in ${count === 1 ? 'the response' : `${count} responses`} of point 7`,
  shapeNamesDetail: (name: string, calls: readonly string[]) =>
    `${listOf(calls, 4)} ${calls.length === 1 ? 'answers' : 'answer'} ${code(name)} records written out field by field. Naming the entity lets the app bind these calls to its screens; the fields stay as point 3 declares them.`,
  requestRefsTitle: (call: string, fields: readonly string[]) =>
    `Make ${listOf(fields)} ${fields.length === 1 ? 'a reference' : 'references'} in the request of ${code(call)}`,
  requestRefsDetail: (fields: readonly string[]) =>
    `Point 3 reads ${listOf(fields)} as ${fields.length === 1 ? 'a reference' : 'references'}, but the request sends a bare id: the form would ask for the id as text. Naming the entity gives the form a picker of existing records.`,
  statesTitle: (name: string, moves: readonly string[]) =>
    `Add ${moves.length === 1 ? 'transition' : 'transitions'} of ${code(name)}: ${moves.join('; ')}`,
  statesDetail: (name: string, field: string, fromEvents: boolean, addsField: boolean) =>
    (fromEvents
      ? `The action calls name events of ${code(name)} but no state field gives its states: each event leads to a state named after it, from \`open\`. Rename the states as you like.`
      : `The events come from the action calls; the states from the values of ${code(field)}. Each starts from the initial state: add rows for the others.`) +
    (addsField ? ` Adds the state field ${code(field)} to ${code(name)} in point 3.` : ''),
  screenTitle: (route: string, shows: string) => `Add screen ${code(route)} showing "${shows}"`,
  rewriteShowsTitle: (route: string, shows: string) => `Make ${code(route)} show "${shows}"`,
  screenDetail: (call: string, kind: string) => `${code(call)} ${kind}, but no screen of point 2 uses it.`,
  nestedCreateDetail: (call: string, parent: string, field: string) =>
    `${code(call)} creates records under one ${parent}, but no screen of point 2 uses it. The form's route gives the ` +
    `call's parameters, so the app sends it to that ${parent} and fills ${code(field)} from the address; it is ` +
    `reached from the ${parent}'s page.`,
  rewriteShowsDetail: (call: string, was: string) =>
    `${code(call)} creates records, and this screen's words "${was}" describe that form, but the app reads them as a content page.`,
  eventScreenTitle: (route: string, call: string) => `Add screen ${code(route)} and call ${code(call)}`,
  eventScreenDetail: (events: readonly string[], name: string) =>
    `${listOf(events, 4)} ${events.length === 1 ? 'acts' : 'act'} on one ${code(name)}, but no screen shows one: the app offers events on a record's detail screen, which needs the call that reads it.`,
  callTitle: (call: string) => `Add call ${code(call)}`,
  callDetail: (screen: string, kind: string) =>
    `Screen ${code(screen)} ${kind}, but no call of point 7 serves it. The path follows the calls already listed.`,
  rolesTitle: (roles: readonly string[]) =>
    `Add ${roles.length === 1 ? 'role' : 'roles'} ${listOf(roles)} with ${roles.length === 1 ? 'its' : 'their'} permissions`,
  rolesDetail: (fromColumns: boolean) =>
    (fromColumns
      ? 'The roles are the people the Roles/Who columns and notes name, with those point 1 names.'
      : 'The roles are the people point 1 names.') +
    ' Each operation goes to the roles the draft gives it ("only the owner can…", a Who column, "chair only") minus those it refuses ("cannot create"); where the draft is silent, to the roles whose screens use it, so accepting never locks everyone out. Row by row:',
  wordCallsTitle: (n: number) => `Write the ${n} calls the draft names in words as calls`,
  wordCallsDetail: (rows: readonly string[]) =>
    `The draft names its calls in words, not methods and paths; each becomes the call its words say (a list or create word and a record; a verb alone, an event of the record before it whose state the draft names). The words stay:\n${rows.join('\n')}`,
  proseScreensTitle: (n: number) =>
    `Write the ${n} ${n === 1 ? 'screen' : 'screens'} point 2 names in its sentences as the table the app reads`,
  proseScreensDetail: (rows: readonly string[]) =>
    `Point 2 names its screens in sentences or loose bullets; the app reads a table (or \`- \\\`/path\\\` — Screen: shows …\` items). The prose stays. Each row comes from the words around its route:\n${rows.join('\n')}`,
  relatedDetail: (was: string, unknown: readonly string[]) =>
    `The screen's words "${was}" name ${unknown.map(code).join(', ')}, which no call or screen names as records: the app lists related records by their entity, so the phrase keeps the records it names.`,
  limitRuleTitle: (field: string, rule: string, constants: readonly string[]) =>
    `Add rule ${code(field)}: ${rule.replace(/`/g, '')}, with ${constants.map(code).join(' and ')}`,
  constantTitle: (name: string, value: string) => `Add constant ${code(name)} = ${value}`,
  constantDetail: (phrase: string) => `The prose says "${phrase}". Use the constant in rules and guards so the app enforces it.`,
  errorTitle: (name: string, status: number) => `Add error ${code(name)} (${status})`,
  errorDetail: (reason: string, calls: readonly string[]) => `${reason}: ${listOf(calls, 4)}.`,
  rewriteRuleTitle: (entity: string, field: string, expression: string) =>
    `Rewrite the rule on ${code(`${entity}.${field}`)} as ${code(expression)}`,
  rewriteRuleDetail: (words: string) =>
    `"${words}" is not a phrase the app can run; this expression says the same and runs in the form and the backend.`,
};

/** Questions for the points to draft first, when a spec gives too little to infer from. */
export const guidanceQuestions = {
  1: 'What does the product do, and for whom? Name the people who use it ("members", "volunteers"): they become roles.',
  2: 'Which screens does it have? For each: its route, its name and what it shows ("list of tools", "one tool", "form to create tool").',
  7: 'Which calls does the app make? For each: the method, the path (`/api/tools/:id`) and the shapes it sends and receives.',
} as const;
