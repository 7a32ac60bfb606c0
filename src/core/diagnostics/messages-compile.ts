/**
 * Wording of what the compiled app and its in-browser backend say (src/core/compile, backend, client):
 * gaps shown on screens, refusals, validation defaults and error bodies. Plain sentences that name the thing.
 */

import { POINTS } from '../spec/point';

const code = (s: string): string => '`' + s + '`';

/** An event or action name in words: `checkIn` and `check_in` read "check in". */
const words = (s: string): string =>
  s.replace(/_/g, ' ').replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`);

/**
 * What each point is about, as a phrase the running app can put in a sentence (the nine points' table,
 * spec/point.ts). The running app never says "point 7": its readers may not know the format; the studio
 * shows the numbers to the spec's author.
 */
const pointPhrase = (n: number): string => POINTS[n - 1]?.phrase ?? 'this part';

/** Message building for the running app. */
export const compileMessages = {
  pointMissing: (n: number) => `The spec does not describe ${pointPhrase(n)} yet.`,
  pointNotShown: (n: number) => `The spec marks ${pointPhrase(n)} as not shown yet.`,
  pointInWordsOnly: (n: number) => `The spec describes ${pointPhrase(n)} in words only, so the app does not follow them yet.`,
  screenUnknownEntity: (words: string) => `This screen shows ${code(words)}, which is not one of the records the spec describes.`,
  screenWithoutCall: (need: 'lists' | 'reads one' | 'creates' | 'updates', entity: string) =>
    `This screen needs a call that ${need} ${entity}, which the spec does not list yet.`,

  // Permissions and states
  roleCannotOpen: (role: string | null, roles: readonly string[]) =>
    `${role === null ? 'Choose a role first: this' : `The role ${code(role)} cannot open this screen; it`} is for ${roles.map(code).join(', ')}.`,
  noGrant: (role: string | null, action: string, entity: string) =>
    role === null
      ? `Choose a role: only some roles may ${words(action)} ${entity}.`
      : `The role ${code(role)} may not ${words(action)} ${entity}.`,
  conditionFalse: (role: string, action: string, entity: string) =>
    `The role ${code(role)} may ${words(action)} only some ${entity} records, and not this one.`,
  transitionRole: (event: string, roles: readonly string[]) => `Only ${roles.map(code).join(', ')} may ${words(event)}.`,
  callRole: (roles: readonly string[]) => `Only ${roles.map(code).join(', ')} may do this.`,
  wrongState: (event: string, state: string, from: readonly string[]) =>
    `${code(event)} is not possible from ${code(state)}; it starts from ${from.map(code).join(', ')}.`,
  guardFalse: (event: string) => `It is not possible to ${words(event)} this record right now.`,

  // Validation defaults
  required: () => 'This field is required.',
  notInteger: () => 'Enter a whole number.',
  notNumber: () => 'Enter a number.',
  notBoolean: () => 'Choose yes or no.',
  notText: () => 'Enter text.',
  notEmail: () => 'Enter an email address, like name@example.org.',
  notUrl: () => 'Enter a full web address starting with https:// or http://.',
  notDate: () => 'Enter a date as YYYY-MM-DD.',
  notDatetime: () => 'Enter a date and time, like 2030-01-31T09:30.',
  notTime: () => 'Enter a time as HH:MM.',
  notOneOf: (values: readonly string[]) => `Choose one of ${values.join(', ')}.`,
  notList: () => 'Enter a list.',
  notObject: () => 'Enter an object with its fields.',
  noSuchRecord: (entity: string, id: string) => `There is no ${entity} ${code(id)}.`,
  tooLong: (n: number) => `Use at most ${n} characters.`,
  tooShort: (n: number) => `Use at least ${n} characters.`,
  lengthBetween: (a: number, b: number) => `Use ${a} to ${b} characters.`,
  between: (a: number, b: number) => `Enter a value from ${a} to ${b}.`,
  atMost: (n: number) => `Enter at most ${n}.`,
  atLeast: (n: number) => `Enter at least ${n}.`,
  positive: () => 'Enter a number above zero.',
  noMatch: (pattern: string) => `This does not have the expected form (${code(pattern)}).`,
  notUnique: () => 'This value is already used by another record.',
  notBefore: (target: string) => `Choose a moment before ${target}.`,
  notAfter: (target: string) => `Choose a moment after ${target}.`,
  notOnOrBefore: (target: string) =>
    target === 'today'
      ? 'Choose today or an earlier date.'
      : target === 'now'
        ? 'Choose a moment that is not in the future.'
        : `Choose a moment no later than ${target}.`,
  notOnOrAfter: (target: string) =>
    target === 'today'
      ? 'Choose today or a later date.'
      : target === 'now'
        ? 'Choose a moment that is not in the past.'
        : `Choose a moment no earlier than ${target}.`,
  notFuture: () => 'Choose a moment in the future.',
  notPast: () => 'Choose a moment in the past.',
  ruleFailed: () => 'This value does not meet the rule.',
  ruleBroken: () => 'This value could not be checked against the rules of the spec.',
  unknownField: (name: string) => `${code(name)} is not a field this call takes.`,
  notChangeable: (name: string) => `${code(name)} is filled by the backend and cannot be set.`,

  // Backend answers
  notACall: (method: string, path: string) =>
    `The spec lists no call ${code(`${method} ${path}`)}; the in-browser backend answers only the calls the spec lists.`,
  notFound: (entity: string, id: string) => `There is no ${entity} with id ${code(id)}.`,
  invalid: () => 'Some fields need fixing.',
  notBound: (call: string) =>
    `The in-browser backend cannot tell what ${code(call)} does: it fits no list, detail, create, update, delete or event of the spec's calls.`,
  badState: () => 'That is not possible in the current state.',
  notScoped: (call: string, param: string) =>
    `The in-browser backend cannot tell which field holds the parent ${code(':' + param)} of ${code(call)}: the check says how to name it.`,
  inUse: (entity: string, child: string, count: number) =>
    `This ${entity} cannot be deleted: ${count === 1 ? 'a' : count} ${child} record${count === 1 ? ' refers' : 's refer'} to it. Delete or change ${count === 1 ? 'it' : 'them'} first.`,
  badJson: () => 'The request body is not valid JSON.',
  notAnObject: () => 'The request body must be a JSON object.',
  storageFull: () =>
    "This browser's storage for the app is full, so this was not saved. Delete records you no longer need, or reset the data in the settings, then try again.",
  internal: () => 'The in-browser backend could not answer this call. Try again; if it keeps failing, reset the data in the settings.',

  // Reading failures (client)
  httpStatus: (status: number) => `The server answered with status ${status}.`,
  network: () => 'The server could not be reached. Check the connection or the server address in the settings.',
  timeout: () => 'The server took too long to answer. Try again.',
  malformed: () => 'The server sent an answer the app could not read.',
} as const;
