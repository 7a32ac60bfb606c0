import { optionMessages as m } from '../diagnostics/messages-options';
import type { Span } from '../source/span';
import type { Option } from './option';
import { createOption, type OptionContext } from './option-context';

const RULE = 'errors-from-calls';

interface Entry {
  readonly code: string;
  readonly status: number;
  readonly message: string;
  readonly when: string;
  readonly reason: string;
}

const ENTRIES: readonly Entry[] = [
  {
    code: 'NOT_FOUND',
    status: 404,
    message: 'We could not find that record.',
    when: 'no record has that id',
    reason: 'Calls with an id in their path answer it when no record has that id',
  },
  {
    code: 'INVALID',
    status: 422,
    message: 'Please check the highlighted fields.',
    when: 'the request breaks a field type or a rule',
    reason: 'Calls with a request body answer it when the body breaks a type or a rule',
  },
  {
    code: 'FORBIDDEN',
    status: 403,
    message: 'Your role does not allow that.',
    when: 'a permission refuses the call',
    reason: 'Screens and calls name roles, so some calls will be refused',
  },
  {
    code: 'BAD_STATE',
    status: 409,
    message: 'That is not possible right now.',
    when: 'the event does not start from the current state, or its guard is false',
    reason: 'Action calls fire events, which a record in another state refuses',
  },
];

/**
 * Point 8 from the calls: not found (404) for calls with a path parameter, invalid (422) for calls
 * with a request body, conflicts (409) for action calls and declared transitions, refused (403) when
 * roles are named. An entry is offered only when the catalogue has no code with its status.
 */
export function errorsFromCalls(ctx: OptionContext): Option[] {
  const { spec, model } = ctx;
  const statuses = new Set(spec.errors.map((e) => e.status));
  const codes = new Set(spec.errors.map((e) => e.code.value));
  const evidence = new Map<number, { spans: Span[]; calls: Set<string> }>();
  const note = (status: number, span: Span, call: string): void => {
    if (statuses.has(status)) return;
    let hit = evidence.get(status);
    if (!hit) {
      hit = { spans: [], calls: new Set() };
      evidence.set(status, hit);
    }
    if (hit.spans.length < 12) hit.spans.push(span);
    hit.calls.add(call);
  };
  for (const it of model.intents) {
    const name = `${it.call.method.value} ${it.call.path.value}`;
    if (it.call.params.length > 0) note(404, it.call.params[0]?.span ?? it.span, name);
    if (it.call.request.kind !== 'none') note(422, it.call.requestText?.span ?? it.span, name);
    if (it.slot === 'transition') note(409, it.span, name);
  }
  for (const t of spec.transitions) note(409, t.event.span, t.event.value);
  const roleCells = [
    ...spec.screens.flatMap((s) => s.roles),
    ...spec.calls.flatMap((c) => c.roles),
    ...spec.permissions.map((p) => p.role),
  ];
  for (const r of roleCells.slice(0, 12)) note(403, r.span, r.value);
  // The people the draft names become roles (roles-from-people), so some calls will be refused.
  if (spec.roles.length === 0)
    for (const p of ctx.prose().people.slice(0, 6)) for (const span of p.evidence.slice(0, 1)) note(403, span, p.name);
  const out: Option[] = [];
  const last = spec.errors.at(-1);
  for (const entry of ENTRIES) {
    const hit = evidence.get(entry.status);
    if (!hit || statuses.has(entry.status) || codes.has(entry.code)) continue;
    const row = { Code: entry.code, Status: String(entry.status), Message: entry.message, When: entry.when };
    out.push(
      createOption({
        rule: RULE,
        point: 8,
        subject: entry.code,
        title: m.errorTitle(entry.code, entry.status),
        detail: m.errorDetail(entry.reason, [...hit.calls]),
        evidence: hit.spans,
        edits: [
          last
            ? ctx.layout.appendRows('errors', last.span, [row])
            : ctx.layout.addBlock(8, ctx.layout.table(['Code', 'Status', 'Message', 'When'], [row])),
        ],
      }),
    );
  }
  return out;
}
