import type { AppField, AppModel, AppPhrase, AppType } from '../compile/app-model';
import { operandValue } from '../compile/check-rule';

/** A deterministic pseudo-random source (mulberry32). */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** Creates a deterministic random source from a 32-bit seed. */
export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: <T>(items: readonly T[]): T => items[Math.min(items.length - 1, Math.floor(next() * items.length))] as T };
}

/** A 32-bit hash of a string (FNV-1a), to give each entity its own stream. */
export function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const FIRST = ['Ada', 'Grace', 'Alan', 'Katherine', 'Linus', 'Margaret', 'Tim', 'Barbara', 'Edsger', 'Frances', 'Ken', 'Radia'];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Johnson',
  'Torvalds',
  'Hamilton',
  'Berners-Lee',
  'Liskov',
  'Dijkstra',
  'Allen',
  'Thompson',
  'Perlman',
];
const WORDS = [
  'river',
  'garden',
  'signal',
  'harbour',
  'lantern',
  'meadow',
  'compass',
  'orchard',
  'summit',
  'beacon',
  'willow',
  'atlas',
  'ember',
  'prairie',
  'cedar',
  'quartz',
];
/** Text fields that hold prose and get a paragraph rather than a line. */
const LONG_TEXT = ['abstract', 'description', 'blurb', 'summary', 'bio', 'body', 'content', 'notes', 'details'];
const SENTENCE = 'This sample text was made for the preview. It says little, but it fills the field the way real data would. ';

/** What a field's phrases ask of a value. */
interface Limits {
  min: number | null;
  max: number | null;
  minLength: number | null;
  maxLength: number | null;
  oneOf: string[] | null;
  patterns: string[];
  integer: boolean;
  email: boolean;
  url: boolean;
  future: boolean;
  past: boolean;
}

function limitsOf(app: AppModel, phrases: readonly AppPhrase[]): Limits {
  const l: Limits = {
    min: null,
    max: null,
    minLength: null,
    maxLength: null,
    oneOf: null,
    patterns: [],
    integer: false,
    email: false,
    url: false,
    future: false,
    past: false,
  };
  const n = (o: Parameters<typeof operandValue>[1]): number | null => operandValue(app, o);
  const up = (a: number | null, b: number | null): number | null => (b === null ? a : a === null ? b : Math.max(a, b));
  const down = (a: number | null, b: number | null): number | null => (b === null ? a : a === null ? b : Math.min(a, b));
  for (const p of phrases) {
    switch (p.kind) {
      case 'min':
        l.min = up(l.min, n(p.n));
        break;
      case 'max':
        l.max = down(l.max, n(p.n));
        break;
      case 'positive':
        l.min = up(l.min, 1);
        break;
      case 'minLength':
        l.minLength = up(l.minLength, n(p.n));
        break;
      case 'maxLength':
        l.maxLength = down(l.maxLength, n(p.n));
        break;
      case 'between':
        if (p.unit === 'characters') {
          l.minLength = up(l.minLength, n(p.min));
          l.maxLength = down(l.maxLength, n(p.max));
        } else {
          l.min = up(l.min, n(p.min));
          l.max = down(l.max, n(p.max));
        }
        break;
      case 'oneOf':
        l.oneOf = [...p.values];
        break;
      case 'matches':
        l.patterns.push(p.pattern);
        break;
      case 'integer':
        l.integer = true;
        break;
      case 'email':
        l.email = true;
        break;
      case 'url':
        l.url = true;
        break;
      case 'future':
        l.future = true;
        break;
      case 'past':
        l.past = true;
        break;
      case 'before':
        if (p.target.kind !== 'field') l.past = true;
        break;
      case 'after':
        if (p.target.kind !== 'field') l.future = true;
        break;
      default:
        break;
    }
  }
  return l;
}

const pad = (n: number): string => String(n).padStart(2, '0');
const digits = (r: Random, n: number): string => Array.from({ length: n }, () => String(r.int(0, 9))).join('');
const dayString = (d: Date): string => d.toISOString().slice(0, 10);

function textOf(r: Random, min: number, max: number, fallback: number): string {
  const target = Math.max(min, Math.min(max, fallback));
  let s = '';
  while (s.length < target) s += r.pick(WORDS) + (r.next() < 0.15 ? '. ' : ' ');
  s = s.slice(0, target).trimEnd();
  while (s.length < min) s += 'x';
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Candidate strings for patterns (a few simple forms; the caller keeps the first that fits). */
function patternCandidates(r: Random, i: number): string[] {
  return [
    `978${digits(r, 10)}`,
    `+44 20 7946 ${digits(r, 4)}`,
    digits(r, 10),
    digits(r, 5),
    `${pad(i % 100)}${digits(r, 4)}`,
    'ABC',
    'abc',
    `Sample${i}`,
    `sample-${i}`,
    `A${digits(r, 6)}`,
    'AB12 3CD',
  ];
}

/** Candidate values for a field, best first; `[]` when the type cannot be sampled. */
export function candidatesFor(
  app: AppModel,
  field: AppField,
  type: AppType,
  phrases: readonly AppPhrase[],
  r: Random,
  i: number,
  now: Date,
  refIds: (entity: string) => readonly string[],
): unknown[] {
  const l = limitsOf(app, phrases);
  const name = field.name.toLowerCase();
  const first = r.pick(FIRST);
  const last = r.pick(LAST);
  if (l.oneOf) {
    const values = l.oneOf.map((v) =>
      type.kind === 'scalar' && (type.name === 'integer' || type.name === 'number') && v.trim() !== '' && !Number.isNaN(Number(v))
        ? Number(v)
        : v,
    );
    return [values[r.int(0, values.length - 1)], ...values];
  }
  switch (type.kind) {
    case 'invalid':
      return [];
    case 'enum':
      return type.values.length > 0 ? [r.pick(type.values), ...type.values] : [];
    case 'ref': {
      const ids = refIds(type.entity);
      return ids.length > 0 ? [r.pick(ids), ...ids.slice(0, 3)] : [];
    }
    case 'list': {
      const size = r.int(1, 3);
      const items: unknown[] = [];
      for (let k = 0; k < size; k++) {
        const c = candidatesFor(app, field, type.of, [], r, i + k, now, refIds)[0];
        if (c !== undefined) items.push(c);
      }
      return [items, items.slice(0, 1), []];
    }
    case 'object': {
      const out = Object.create(null) as Record<string, unknown>;
      for (const f of type.fields) {
        const c = candidatesFor(app, field, f.type, [], r, i, now, refIds)[0];
        if (c !== undefined) out[f.name] = c;
      }
      return [out];
    }
    case 'scalar':
      break;
  }
  const lo = l.min ?? (name.includes('minute') ? 10 : 1);
  const hi = l.max ?? Math.max(lo, name.includes('minute') ? 60 : 100);
  const dayMs = 86_400_000;
  const today = Date.parse(dayString(now));
  switch (type.name) {
    case 'integer':
      return [r.int(Math.ceil(lo), Math.floor(hi)), Math.ceil(lo), Math.floor(hi)];
    case 'number':
      if (l.integer) return [r.int(Math.ceil(lo), Math.floor(hi)), Math.ceil(lo)];
      return [Math.round((lo + r.next() * (hi - lo)) * 100) / 100, lo, hi];
    case 'boolean':
      return [r.next() < 0.7, true, false];
    case 'email':
      return [`${first}.${last}${i}@example.org`.toLowerCase()];
    case 'url':
      return [`https://example.org/${name}/${i + 1}`];
    case 'id':
      return [`${name}-${i + 1}`];
    case 'uuid': {
      const h = (n: number): string => Array.from({ length: n }, () => r.int(0, 15).toString(16)).join('');
      return [`${h(8)}-${h(4)}-4${h(3)}-a${h(3)}-${h(12)}`];
    }
    case 'time':
      return name.includes('end') || name.includes('close') ? ['17:00', '18:00', '23:00', '09:00'] : ['09:00', '08:00', '12:00', '17:00'];
    case 'date': {
      const birth = name.includes('birth') || name.includes('born');
      const back = birth ? r.int(20 * 365, 70 * 365) : r.int(1, 3 * 365);
      const ahead = r.int(2, 60);
      const past = dayString(new Date(today - back * dayMs));
      const future = dayString(new Date(today + ahead * dayMs));
      return l.future ? [future] : [past, future];
    }
    case 'datetime': {
      const at = (days: number): string =>
        new Date(today + days * dayMs + r.int(9, 16) * 3_600_000 + r.int(0, 5) * 600_000).toISOString().replace('.000Z', 'Z');
      const future = [at(r.int(2, 30)), at(1), at(7)];
      const past = [at(-r.int(1, 365))];
      return l.past ? [...past, ...future] : [...future, ...past];
    }
    case 'string':
    case 'text': {
      if (l.email || name.includes('email')) return [`${first}.${last}${i}@example.org`.toLowerCase()];
      if (l.url || name.includes('website') || name.includes('url')) return [`https://example.org/${name}/${i + 1}`];
      const minL = l.minLength ?? 1;
      const maxL = l.maxLength ?? (type.name === 'text' ? 2000 : 200);
      const phone = `+44 20 7946 ${digits(r, 4)}`;
      if (l.patterns.length > 0) return name.includes('phone') ? [phone, ...patternCandidates(r, i)] : patternCandidates(r, i);
      if (name.includes('phone')) return [phone];
      if (name === 'name' || name.endsWith('name')) return [`${first} ${last}`.slice(0, maxL), textOf(r, minL, maxL, 12)];
      if (field.type.kind === 'list') return [r.pick(WORDS), textOf(r, minL, maxL, minL)];
      const long = type.name === 'text' && LONG_TEXT.some((w) => name.includes(w));
      const sentence = SENTENCE.slice(0, Math.max(minL, Math.min(maxL, SENTENCE.length))).trim();
      if (long) return [textOf(r, minL, maxL, r.int(240, 400)), sentence];
      return [
        textOf(r, minL, maxL, r.int(type.name === 'text' ? 30 : 12, type.name === 'text' ? 80 : 40)),
        textOf(r, minL, maxL, minL),
        sentence,
      ];
    }
  }
}
