import { optionMessages as m } from '../diagnostics/messages-options';
import type { Span } from '../source/span';
import { constantCase, plural, sameWord, singular, wordsOf } from './names';
import { pastParticiple } from './verb-forms';
import type { Option } from './option';
import { createOption, type OptionContext } from './option-context';
import { durationText, proseNumbers, type ProseNumber } from './prose-numbers';

const RULE = 'constants-from-prose';

interface Found {
  readonly n: ProseNumber;
  /** The text around it (its sentence), for naming. */
  readonly sentence: string;
  readonly at: number;
  /** The entity whose call notes say it, when it comes from a Notes cell. */
  readonly entity: string | null;
}

/** Paragraphs of prose (consecutive lines that are not table rows, headings or fenced blocks). */
function proseParagraphs(text: string, visit: (paragraph: string, from: number) => void): void {
  let fence = false;
  let para = -1;
  let paraEnd = -1;
  const flush = (): void => {
    if (para !== -1) visit(text.slice(para, paraEnd), para);
    para = -1;
  };
  for (let start = 0; start <= text.length;) {
    const nl = text.indexOf('\n', start);
    const end = nl === -1 ? text.length : nl;
    const trimmed = text.slice(start, Math.min(end, start + 200)).trimStart();
    const isFence = trimmed.startsWith('```') || trimmed.startsWith('~~~');
    if (isFence) fence = !fence;
    if (isFence || fence || trimmed.startsWith('|') || trimmed.startsWith('#') || trimmed.trim() === '') flush();
    else {
      if (para === -1) para = start;
      paraEnd = end;
    }
    if (nl === -1) break;
    start = nl + 1;
  }
  flush();
}

function sentenceAround(line: string, at: number): string {
  let a = at;
  while (a > 0 && !'.;:!?'.includes(line[a - 1] as string)) a--;
  let b = at;
  while (b < line.length && !'.;!?'.includes(line[b] as string)) b++;
  return line.slice(a, b).replace(/\s+/g, ' ').trim();
}

const WORD = /[A-Za-z][A-Za-z-]*/g;

/** A point-5 row a limit becomes. */
type RuleRow = { Entity: string; Field: string; Rule: string };

/** A constant to propose, by name. */
interface Limit {
  value: string;
  unit: string;
  meaning: string;
  evidence: Span[];
  rule: RuleRow | null;
  pair: string | null;
}

/** A field a word names. */
type FieldHit = { entity: string; field: string; type: string };

/** What the steps share: the numbers found, the words that name things, and the constants named so far. */
interface Limits {
  readonly ctx: OptionContext;
  readonly found: Found[];
  /** Roles, entity names and collections: who a limit is per. */
  readonly subjects: string[];
  readonly byName: Map<string, Limit>;
  /** The entity whose call notes state each duration ("due a week later"). */
  readonly durationOwners: Map<string, string>;
  /** Fields by name (folded), events by name and participle, for naming limits after what they count. */
  readonly fields: Map<string, FieldHit[]>;
  readonly verbs: Map<string, string>;
}

/** One number in its sentence: the words before it (nearest first) and the last word of its unit. */
interface Around {
  readonly f: Found;
  readonly words: { word: string; at: number }[];
  readonly offsetInSentence: number;
  readonly near: { word: string; at: number }[];
  readonly unitWord: string;
}

/**
 * Point 9 from numbers in the prose and the calls' notes: "up to 3 tools" (with "a member" before it)
 * → `MAX_TOOLS_PER_MEMBER = 3`; "for a week" → `LOAN_PERIOD = 7 days`, named after the entity whose
 * call notes state the same duration ("due a week later"), else the nearest entity or noun.
 */
export function constantsFromProse(ctx: OptionContext): Option[] {
  const l = limitsOf(ctx, numbersIn(ctx));
  for (const f of l.found) nameLimit(l, f);
  return limitOptions(l);
}

/** The numbers of the prose's paragraphs and of the calls' notes, each in its sentence. */
function numbersIn(ctx: OptionContext): Found[] {
  const { text, model } = ctx;
  const found: Found[] = [];
  proseParagraphs(text, (line, from) => {
    for (const n of proseNumbers(line, from))
      found.push({ n, sentence: sentenceAround(line, n.span.from - from), at: n.span.from - from, entity: null });
  });
  for (const it of model.intents) {
    const notes = it.call.notes;
    if (notes === '') continue;
    const row = text.slice(it.call.span.from, it.call.span.to);
    const at = row.lastIndexOf(notes);
    if (at === -1) continue;
    const entity = it.collection === null ? null : (model.resolve(it.collection)?.name ?? null);
    for (const n of proseNumbers(notes, it.call.span.from + at))
      found.push({ n, sentence: notes, at: n.span.from - it.call.span.from - at, entity });
  }
  return found;
}

/** The shared state: the subjects, the durations' owners, the fields and verbs by name. */
function limitsOf(ctx: OptionContext, found: Found[]): Limits {
  const { spec, model } = ctx;
  const subjects: string[] = [];
  for (const s of spec.screens) for (const r of s.roles) subjects.push(r.value);
  for (const e of model.entities) subjects.push(e.name, ...(e.collection ? [e.collection] : []));
  const durationOwners = new Map<string, string>();
  for (const f of found) if (f.n.kind === 'duration' && f.entity) durationOwners.set(durationText(f.n.value, f.n.unit), f.entity);
  const fields = new Map<string, FieldHit[]>();
  const verbs = new Map<string, string>();
  for (const e of model.entities) {
    for (const x of e.fields) {
      if (x.name === 'id') continue;
      const key = singular(x.name.toLowerCase());
      fields.set(key, [...(fields.get(key) ?? []), { entity: e.name, field: x.name, type: x.type }]);
    }
    for (const ev of e.events) {
      verbs.set(ev.event.toLowerCase(), ev.event);
      verbs.set(pastParticiple(ev.event).toLowerCase(), ev.event);
    }
  }
  for (const v of [
    'cancel',
    'change',
    'edit',
    'confirm',
    'book',
    'order',
    'renew',
    'submit',
    'swap',
    'return',
    'reopen',
    'reply',
    'vote',
  ]) {
    if (!verbs.has(v)) verbs.set(v, v);
    const past = pastParticiple(v).toLowerCase();
    if (!verbs.has(past)) verbs.set(past, v);
  }
  return { ctx, found, subjects, byName: new Map(), durationOwners, fields, verbs };
}

function entityWord(l: Limits, word: string): string | null {
  return l.ctx.model.resolve(word)?.name ?? null;
}

function fieldOf(l: Limits, word: string, sentence: string, numeric: boolean): FieldHit | null {
  const hits = l.fields.get(singular(word.toLowerCase())) ?? [];
  const ok = hits.filter((h) => !numeric || /^(?:integer|number)$/.test(h.type));
  return ok.find((h) => new RegExp(`\\b${h.entity}`, 'i').test(sentence)) ?? ok[0] ?? null;
}

/** Records a constant (a second mention of the same value adds evidence); not one the spec already has. */
function add(l: Limits, name: string, value: string, unit: string, f: Found, rule: RuleRow | null, pair: string | null): void {
  const { spec } = l.ctx;
  if (!/^[A-Z]/.test(name) || spec.constants.some((c) => c.name.value === name)) return;
  // A constant the spec already has for the same number and thing ("MAX_LOANS_PER_READER = 5 — books a reader may hold").
  if (
    spec.constants.some(
      (c) =>
        c.valueText.value.trim() === value &&
        wordsOf(`${c.name.value} ${c.meaning}`).some((w) => w.length > 3 && f.sentence.toLowerCase().includes(singular(w))),
    )
  )
    return;
  const hit = l.byName.get(name);
  if (hit) {
    if (hit.value === value) hit.evidence.push(f.n.span);
    return;
  }
  l.byName.set(name, { value, unit, meaning: f.sentence, evidence: [f.n.span], rule, pair });
}

/** The verb a number's sentence names, nearest before it first ("cancel … 24 hours before" → cancel). */
function verbNear(l: Limits, a: Around): string | null {
  for (const w of a.near) {
    const v = l.verbs.get(w.word.toLowerCase()) ?? l.verbs.get(w.word.toLowerCase().replace(/s$/, ''));
    if (v) return v;
  }
  for (const w of a.words) {
    const v = l.verbs.get(w.word.toLowerCase());
    if (v) return v;
  }
  return null;
}

/** Names the constant (and maybe the rule) one number becomes, by its kind. */
function nameLimit(l: Limits, f: Found): void {
  const words = [...f.sentence.matchAll(WORD)].map((x) => ({ word: x[0], at: x.index ?? 0 }));
  const offsetInSentence = f.sentence.indexOf(f.n.phrase.replace(/\s+/g, ' '));
  const beforeWords = words.filter((w) => offsetInSentence === -1 || w.at < offsetInSentence);
  const near = [...beforeWords].reverse();
  const a: Around = { f, words, offsetInSentence, near, unitWord: f.n.unit.split(' ').at(-1) ?? '' };
  if (f.n.kind === 'duration') durationLimit(l, a);
  else if (f.n.kind === 'money') {
    const of = /([A-Za-z]+) of\s*$/.exec(f.sentence.slice(0, Math.max(0, offsetInSentence)))?.[1];
    const noun = of ?? near.find((w) => w.word.length > 3)?.word;
    if (noun) add(l, constantCase(singular(noun)), String(f.n.value), 'money', f, null, null);
  } else if (f.n.kind === 'range') rangeLimit(l, a);
  else countLimit(l, a);
}

/** "for a week" → `LOAN_PERIOD`, "24 hours before" → `CANCEL_NOTICE`, "lasts an hour" → `VISIT_DURATION`. */
function durationLimit(l: Limits, a: Around): void {
  const { f, words, offsetInSentence, near } = a;
  const value = durationText(f.n.value, f.n.unit);
  const to = /^to ([a-z]+)$/.exec(f.n.cue)?.[1];
  let name: string;
  if (to) name = constantCase(`${to} period`);
  else if (f.n.cue === 'notice' || f.n.cue === 'before' || f.n.cue === 'ahead' || f.n.cue === 'in advance')
    name = constantCase(`${verbNear(l, a) ?? f.entity ?? 'booking'} notice`);
  else if (f.n.cue === 'lasts' || f.n.cue === 'last' || f.n.cue === 'takes')
    name = constantCase(`${entityNear(words, offsetInSentence, (w) => entityWord(l, w)) ?? 'visit'} duration`);
  else {
    let owner = f.entity ?? l.durationOwners.get(value) ?? null;
    if (owner === null && f.n.cue === 'within') owner = verbNear(l, a);
    owner ??= entityNear(words, offsetInSentence, (w) => entityWord(l, w));
    const noun = near.find((w) => w.word.length > 3 && !/^(each|every|with|from|that|this|them|they)$/i.test(w.word));
    name = constantCase(`${owner ?? singular(noun?.word ?? '')} period`);
  }
  add(l, name, value, f.n.unit, f, null, null);
}

/** "between 1 and 5 stars" → `MIN_STARS`, `MAX_STARS` and a `between` rule on the field they bound. */
function rangeLimit(l: Limits, a: Around): void {
  const { f, near } = a;
  const field =
    (f.n.unit ? fieldOf(l, f.n.unit, f.sentence, true) : null) ??
    near.map((w) => fieldOf(l, w.word, f.sentence, true)).find((x) => x !== null) ??
    null;
  const base = field?.field ?? (f.n.unit ? singular(f.n.unit) : null);
  if (!base) return;
  const lo = constantCase(`min ${base}`);
  const hi = constantCase(`max ${base}`);
  const rule = field ? { Entity: field.entity, Field: field.field, Rule: `between ${lo} and ${hi}` } : null;
  add(l, hi, String(f.n.max), f.n.unit || base, f, rule, lo);
  const hit = l.byName.get(hi);
  if (hit && hit.pair === lo) add(l, lo, String(f.n.value), f.n.unit || base, f, null, null);
}

/** A most or least: of characters (a length), of a field (a bound), else of things counted per someone. */
function countLimit(l: Limits, a: Around): void {
  const { f, near, unitWord } = a;
  const max = f.n.kind === 'max';
  const word = max ? 'max' : 'min';
  if (/^(?:characters?|chars?|letters?)$/.test(unitWord)) {
    const field = near.map((w) => fieldOf(l, w.word, f.sentence, false)).find((x) => x !== null) ?? null;
    const base = field?.field ?? near.find((w) => w.word.length > 3)?.word;
    if (!base) return;
    const name = constantCase(`${word} ${base} length`);
    add(
      l,
      name,
      String(f.n.value),
      'characters',
      f,
      field ? { Entity: field.entity, Field: field.field, Rule: `${max ? 'at most' : 'at least'} ${name} characters` } : null,
      null,
    );
    return;
  }
  if (f.n.unit === '' || unitWord === 'place' || unitWord === 'places') {
    const field =
      near
        .slice(0, 6)
        .map((w) => fieldOf(l, w.word, f.sentence, true))
        .find((x) => x !== null) ?? null;
    if (!field) return;
    const name = constantCase(`${word} ${field.field}`);
    add(
      l,
      name,
      String(f.n.value),
      f.n.unit || field.field,
      f,
      { Entity: field.entity, Field: field.field, Rule: `${max ? 'at most' : 'at least'} ${name}` },
      null,
    );
    return;
  }
  const list = fieldOf(l, unitWord, f.sentence, false);
  const subject = near.find((w) => l.subjects.some((s) => sameWord(s, w.word)) && !sameWord(w.word, unitWord));
  const counted = /^times?$/.test(unitWord) ? plural(verbNear(l, a) ?? 'time') : f.n.unit;
  const per = f.n.per ?? (list && list.type.endsWith('[]') ? list.entity : subject ? singular(subject.word) : null);
  const name = constantCase(`${word} ${counted}${per ? ` per ${per}` : ''}`);
  const rule =
    list && list.type.endsWith('[]')
      ? { Entity: list.entity, Field: list.field, Rule: `\`size(value) ${max ? '<=' : '>='} ${name}\`` }
      : null;
  add(l, name, String(f.n.value), f.n.unit, f, rule, null);
}

/** One option per constant named (a range's pair in one option), with its rule when it bounds a field. */
function limitOptions(l: Limits): Option[] {
  const { ctx, byName } = l;
  const { spec, text } = ctx;
  const out: Option[] = [];
  const last = spec.constants.at(-1);
  const lastRule = spec.rules.at(-1);
  for (const [name, c] of byName) {
    const rows = [{ Name: name, Value: c.value, Meaning: c.meaning }];
    const pair = c.pair ? byName.get(c.pair) : undefined;
    if (pair && c.pair) rows.unshift({ Name: c.pair, Value: pair.value, Meaning: pair.meaning });
    if (c.pair === null && [...byName.values()].some((x) => x.pair === name)) continue;
    const edits = [
      last
        ? ctx.layout.appendRows('constants', last.span, rows)
        : ctx.layout.addBlock(9, ctx.layout.table(['Name', 'Value', 'Meaning'], rows)),
    ];
    const needs: string[] = [];
    if (c.rule) {
      const row = { ...c.rule, Message: '' };
      edits.push(
        lastRule
          ? ctx.layout.appendRows('rules', lastRule.span, [row])
          : ctx.layout.addBlock(5, ctx.layout.table(['Entity', 'Field', 'Rule', 'Message'], [row])),
      );
      needs.push(`entity:${c.rule.Entity}`);
    }
    const names = rows.map((r) => r.Name);
    out.push(
      createOption({
        rule: RULE,
        point: c.rule ? 5 : 9,
        subject: name,
        title: c.rule
          ? m.limitRuleTitle(
              `${c.rule.Entity}.${c.rule.Field}`,
              c.rule.Rule,
              rows.map((r) => `${r.Name} = ${r.Value}`),
            )
          : m.constantTitle(name, c.value) + (/^\d+$/.test(c.value) ? ` (${c.unit})` : ''),
        detail: m.constantDetail(text.slice(c.evidence[0]?.from ?? 0, c.evidence[0]?.to ?? 0).replace(/\s+/g, ' ')),
        evidence: c.evidence,
        edits,
        provides: names.map((n) => `constant:${n}`),
        needs,
      }),
    );
  }
  return out;
}

/** The entity word nearest to a place in a sentence. */
function entityNear(words: readonly { word: string; at: number }[], at: number, entityWord: (w: string) => string | null): string | null {
  let best = Infinity;
  let owner: string | null = null;
  for (const w of words) {
    const e = entityWord(w.word);
    const d = Math.abs(w.at - at);
    if (e && d < best) {
      best = d;
      owner = e;
    }
  }
  return owner;
}
