/**
 * Issue 10's corpus: rough drafts as different authors write them (bench/options-corpus/*.draft.md), each
 * with the options a reader expects, written down before the engine ran (*.expected.json). For every draft,
 * ALL options are accepted and the resulting spec is compiled; what it then says (roles, permissions,
 * entities, screens, states, transitions, rules, constants) is compared with the expected file, giving
 * precision and recall per kind over the whole corpus. Also counted: errors after "Accept all", and options
 * of the same kinds a second proposal still offers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type * as Core from '../src/core/index';

export type CorpusCore = Pick<typeof Core, 'proposeOptions' | 'applyOptions' | 'compileText' | 'checkSpec'>;

/** The expected file's shape. Names of roles and entities are compared folded (case, spaces, a plural s). */
interface Expected {
  readonly roles: readonly string[];
  /** role → entity → "read create close" */
  readonly permissions: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly entities: readonly string[];
  /** [route or "*" (any route), kind, entity]: non-content screens. */
  readonly screens: readonly (readonly [string, string, string])[];
  /** entity → its states */
  readonly states: Readonly<Record<string, readonly string[]>>;
  /** [entity, event, from, to] */
  readonly transitions: readonly (readonly [string, string, string, string])[];
  /** [entity, field] with some point-5 rule */
  readonly rules: readonly (readonly [string, string])[];
  /** [value text it contains, "NOUN|OTHER" the name contains] */
  readonly constants: readonly (readonly [string, string])[];
  /**
   * The calls accepting all may add to point 7 ("METHOD /path", parameters compared by place): `[]` when every
   * call the app needs is the draft's own. Drafts without it are not counted for this kind.
   */
  readonly calls?: readonly string[];
}

export const KINDS = ['roles', 'permissions', 'entities', 'screens', 'states', 'transitions', 'rules', 'constants', 'calls'] as const;
export type Kind = (typeof KINDS)[number];

/** Folds a name for comparison: lower case, letters and digits only, a final plural s dropped. */
export function fold(name: string): string {
  const s = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return s.length > 3 && s.endsWith('s') && !s.endsWith('ss') ? s.slice(0, -1) : s;
}

const route = (r: string): string => r.replace(/[:{]([A-Za-z_]\w*)\}?/g, ':');

/** One kind's tally. */
export interface Tally {
  expected: number;
  found: number;
  matched: number;
}

/** What one draft gave. */
export interface DraftScore {
  readonly draft: string;
  readonly options: number;
  readonly errorsAfter: number;
  readonly errorCodes: readonly string[];
  /** Options a second proposal offers after accepting all. */
  readonly again: number;
  /**
   * Fields of one entity, after accepting all, whose names differ only by case, `_` or `-` (`list_sid` and
   * `ListSid`): one field written twice.
   */
  readonly twins: readonly string[];
  readonly tallies: Record<Kind, Tally>;
  /** Expected items not found and found items not expected, per kind (for reading). */
  readonly missed: Record<Kind, string[]>;
  readonly extra: Record<Kind, string[]>;
}

function setScore(expected: readonly string[], found: readonly string[]): { tally: Tally; missed: string[]; extra: string[] } {
  const e = new Set(expected);
  const f = new Set(found);
  const missed = [...e].filter((x) => !f.has(x));
  const extra = [...f].filter((x) => !e.has(x));
  return { tally: { expected: e.size, found: f.size, matched: e.size - missed.length }, missed, extra };
}

/** Scores one draft against its expected file. */
export function scoreDraft(core: CorpusCore, name: string, text: string, expected: Expected): DraftScore {
  const { options } = core.proposeOptions(text);
  const accepted = core.applyOptions(text, options);
  const report = core.checkSpec(accepted);
  const errors = report.diagnostics.filter((d) => d.severity === 'error');
  const again = core.proposeOptions(accepted).options.length;
  const app = core.compileText(accepted).app;
  const callKey = (method: string, path: string): string => `${method.toUpperCase()} ${route(path.split('?')[0] ?? path)}`;
  const draftCalls = new Set(core.compileText(text).app.calls.map((c) => callKey(c.method, c.path)));
  const twins: string[] = [];
  for (const e of app.entities) {
    const seen = new Map<string, string>();
    for (const f of e.fields) {
      const key = f.name.toLowerCase().replace(/[-_\s]/g, '');
      const before = seen.get(key);
      if (before !== undefined) twins.push(`${e.name}.${before} = ${f.name}`);
      else seen.set(key, f.name);
    }
  }

  const found: Record<Kind, string[]> = {
    roles: app.roles.map((r) => fold(r.name)),
    permissions: [],
    entities: app.entities.map((e) => fold(e.name)),
    screens: [],
    states: [],
    transitions: [],
    rules: [],
    constants: [],
    calls: app.calls.map((c) => callKey(c.method, c.path)).filter((c) => !draftCalls.has(c)),
  };
  const actions = new Map<string, Set<string>>();
  for (const p of app.permissions) {
    for (const on of p.on)
      for (const can of p.can) {
        const key = `${fold(p.role)} ${fold(on)}`;
        const set = actions.get(key) ?? new Set();
        set.add(can);
        actions.set(key, set);
      }
  }
  for (const [key, set] of actions) for (const can of set) found.permissions.push(`${key} ${can}`);
  for (const e of app.entities) {
    if (!e.machine) continue;
    for (const s of e.machine.states) found.states.push(`${fold(e.name)} ${s}`);
    for (const t of e.machine.transitions) found.transitions.push(`${fold(e.name)} ${t.event} ${t.from}>${t.to}`);
    for (const r of e.rules) found.rules.push(`${fold(e.name)} ${r.field}`);
  }
  for (const e of app.entities) if (!e.machine) for (const r of e.rules) found.rules.push(`${fold(e.name)} ${r.field}`);

  const want: Record<Kind, string[]> = {
    roles: expected.roles.map(fold),
    permissions: Object.entries(expected.permissions).flatMap(([role, on]) =>
      Object.entries(on).flatMap(([entity, cans]) =>
        cans
          .split(/\s+/)
          .filter(Boolean)
          .map((c) => `${fold(role)} ${fold(entity)} ${c}`),
      ),
    ),
    entities: expected.entities.map(fold),
    screens: [],
    states: Object.entries(expected.states).flatMap(([e, ss]) => ss.map((s) => `${fold(e)} ${s}`)),
    transitions: expected.transitions.map(([e, ev, from, to]) => `${fold(e)} ${ev} ${from}>${to}`),
    rules: expected.rules.map(([e, f]) => `${fold(e)} ${f}`),
    constants: [],
    calls: (expected.calls ?? []).map((c) => callKey(c.split(' ')[0] ?? '', c.split(' ')[1] ?? '')),
  };
  const missed = {} as Record<Kind, string[]>;
  const extra = {} as Record<Kind, string[]>;
  const tallies = {} as Record<Kind, Tally>;
  for (const kind of ['roles', 'permissions', 'entities', 'states', 'transitions', 'rules', 'calls'] as const) {
    const s = setScore(want[kind], found[kind]);
    tallies[kind] = s.tally;
    missed[kind] = s.missed;
    extra[kind] = s.extra;
  }
  // A draft without expected calls is not scored on them.
  if (expected.calls === undefined) tallies.calls = { expected: 0, found: 0, matched: 0 };

  // Screens: the author's routes must keep their expected kind and entity; "*" matches any route.
  const screens = app.screens
    .filter((s) => s.kind !== 'content')
    .map((s) => ({ route: route(s.route), kind: s.kind, entity: fold(s.entity ?? '?'), used: false }));
  const screenMissed: string[] = [];
  let screenMatched = 0;
  const ordered = [...expected.screens].sort((a, b) => (a[0] === '*' ? 1 : 0) - (b[0] === '*' ? 1 : 0));
  for (const [r, kind, entity] of ordered) {
    const hit = screens.find((s) => !s.used && (r === '*' || s.route === route(r)) && s.kind === kind && s.entity === fold(entity));
    if (hit) {
      hit.used = true;
      screenMatched++;
    } else screenMissed.push(`${r} ${kind} ${entity}`);
  }
  tallies.screens = { expected: expected.screens.length, found: screens.length, matched: screenMatched };
  missed.screens = screenMissed;
  extra.screens = screens.filter((s) => !s.used).map((s) => `${s.route} ${s.kind} ${s.entity}`);

  // Constants: the value's text contains the expected value and the name one of the expected words.
  const consts = app.constants.map((c) => ({ name: c.name.toUpperCase(), text: `${c.text} ${String(c.value)}`, used: false }));
  const constMissed: string[] = [];
  let constMatched = 0;
  for (const [value, words] of expected.constants) {
    const alts = words.split('|');
    const valueHit = (t: string): boolean => new RegExp(`(^|[^0-9])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^0-9])`).test(t);
    const hit = consts.find((c) => !c.used && valueHit(c.text) && alts.some((w) => c.name.includes(w)));
    if (hit) {
      hit.used = true;
      constMatched++;
    } else constMissed.push(`${value} ${words}`);
  }
  tallies.constants = { expected: expected.constants.length, found: consts.length, matched: constMatched };
  missed.constants = constMissed;
  extra.constants = consts.filter((c) => !c.used).map((c) => `${c.name}=${c.text}`);

  return {
    draft: name,
    options: options.length,
    errorsAfter: errors.length,
    errorCodes: [...new Set(errors.map((d) => d.code))],
    again,
    twins,
    tallies,
    missed,
    extra,
  };
}

/** The corpus's drafts and expectations, in name order. */
export function readCorpus(): { name: string; text: string; expected: Expected }[] {
  const dir = new URL('./options-corpus/', import.meta.url);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.draft.md'))
    .sort()
    .map((f) => {
      const name = f.replace(/\.draft\.md$/, '');
      return {
        name,
        text: readFileSync(new URL(f, dir), 'utf8'),
        expected: JSON.parse(readFileSync(new URL(`${name}.expected.json`, dir), 'utf8')) as Expected,
      };
    });
}

/** Precision and recall per kind over the whole corpus. */
export interface CorpusFigures {
  readonly perKind: { kind: Kind; expected: number; found: number; matched: number; precision: number; recall: number }[];
  readonly drafts: DraftScore[];
}

/** Scores every draft of the corpus. */
export async function scoreCorpus(core?: CorpusCore): Promise<CorpusFigures> {
  const c = core ?? ((await import('../src/core/index')) as CorpusCore);
  const drafts = readCorpus().map((d) => scoreDraft(c, d.name, d.text, d.expected));
  const perKind = KINDS.map((kind) => {
    const t = drafts.reduce(
      (a, d) => ({
        expected: a.expected + d.tallies[kind].expected,
        found: a.found + d.tallies[kind].found,
        matched: a.matched + d.tallies[kind].matched,
      }),
      {
        expected: 0,
        found: 0,
        matched: 0,
      },
    );
    return {
      kind,
      ...t,
      precision: t.found === 0 ? 1 : +(t.matched / t.found).toFixed(2),
      recall: t.expected === 0 ? 1 : +(t.matched / t.expected).toFixed(2),
    };
  });
  return { perKind, drafts };
}

// `npx tsx bench/options-corpus.ts [draft]`: the figures and, per draft, what was missed and what was extra.
if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv[2];
  const { perKind, drafts } = await scoreCorpus();
  for (const d of drafts) {
    if (only && d.draft !== only) continue;
    console.log(
      `\n## ${d.draft}: ${d.options} options, ${d.errorsAfter} errors after accept all ${d.errorCodes.join(' ')}, ${d.again} proposed again` +
        (d.twins.length ? `, twin fields: ${d.twins.join(' · ')}` : ''),
    );
    for (const k of KINDS) {
      if (d.missed[k].length) console.log(`  ${k} missed: ${d.missed[k].join(' · ')}`);
      if (d.extra[k].length) console.log(`  ${k} extra:  ${d.extra[k].join(' · ')}`);
    }
  }
  console.table(perKind);
}
