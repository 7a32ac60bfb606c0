import nlp from 'compromise';
import type { Spec } from '../spec/spec';
import { lemma } from '../words/inflection';
import type { InferredModel } from './infer-model';
import { singular } from './names';

/** The prose's pieces for the reader of people and powers (prose-powers.ts): sentences, words, role keys. */

const TAGS = new Map<string, boolean>();

/** Whether compromise tags a word alone with `tag` (cached across calls, like verb-forms'). */
export function hasTag(word: string, tag: '#Actor' | '#Noun' | '#Verb' | '#Person'): boolean {
  const key = `${tag}${word}`;
  let hit = TAGS.get(key);
  if (hit === undefined) {
    hit = nlp(word).has(tag);
    if (TAGS.size < 20_000) TAGS.set(key, hit);
  }
  return hit;
}

export interface Token {
  readonly word: string;
  readonly lower: string;
  readonly lemma: string;
  readonly from: number;
  readonly to: number;
}

/** The base form of a word as a verb or a noun: `accepts` → `accept`, `replies` → `reply`, `boxes` → `box`. */
export function lemmaOf(lower: string): string {
  return lemma(lower);
}

const WORD = /[\p{L}][\p{L}'’-]*|\d[\d,.]*/gu;

export function tokens(text: string, from: number): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0].replace(/[’']s?$/, '');
    const lower = word.toLowerCase().replace(/’/g, "'");
    out.push({
      word,
      lower,
      lemma: lemmaOf(lower.replace(/'s$/, '')),
      from: from + (m.index ?? 0),
      to: from + (m.index ?? 0) + word.length,
    });
  }
  return out;
}

/** A sentence of the prose and where it starts in the draft. */
export interface Sentence {
  readonly text: string;
  readonly from: number;
}

/** Sentences (and bullets, and clauses after a semicolon) of a piece of prose, with their offsets. */
export function sentences(text: string, from: number): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  const push = (end: number): void => {
    const s = text.slice(start, end);
    if (s.trim()) out.push({ text: s, from: from + start });
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const next = text[i + 1];
    if (
      ((ch === '.' || ch === '!' || ch === '?') && (next === undefined || /\s/.test(next))) ||
      ch === ';' ||
      (ch === '\n' && (next === '\n' || next === '-' || next === '*' || /^[ \t]*(?:[-*•#]|\d+[.)]\s)/.test(text.slice(i + 1, i + 12))))
    ) {
      push(i);
      start = i + 1;
    }
  }
  push(text.length);
  return out;
}

/** The role key two spellings share: lower case, the last word singular (`Pet owners` and `owner` differ; `Owners` and `owner` do not). */
export function roleKey(name: string): string {
  const words = name
    .toLowerCase()
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean);
  const last = words.pop() ?? '';
  return [...words, singular(last)].join(' ');
}

export function namesIn(sentence: string, name: string): boolean {
  const lower = sentence.toLowerCase();
  const key = name.toLowerCase();
  const at = lower.indexOf(key);
  return at !== -1 && !/[a-z]/.test(lower[at - 1] ?? ' ');
}

/** The states the model's entities name, lower case. */
export function stateWordsOf(model: InferredModel): Set<string> {
  const out = new Set<string>();
  for (const e of model.entities) for (const v of e.state?.values ?? []) out.add(v.toLowerCase());
  return out;
}

/**
 * The text with what is not prose blanked out (same length, so offsets hold): fenced code blocks, table rows, and
 * the sections of points 2 to 9 that the parser read as data.
 */
export function proseOf(text: string, spec: Spec): string {
  const chars = text.split('');
  const blank = (from: number, to: number): void => {
    for (let i = from; i < to; i++) if (chars[i] !== '\n') chars[i] = ' ';
  };
  let at = 0;
  let fenced = false;
  for (const line of text.split('\n')) {
    const trimmed = line.trimStart();
    const fence = trimmed.startsWith('```') || trimmed.startsWith('~~~');
    // A line that names a call is data too (its annotations are read with the call).
    const call = /\b(?:GET|POST|PUT|PATCH|DELETE)\b[`*\s]*\//.test(line);
    if (fence || fenced || call || trimmed.startsWith('|')) blank(at, at + line.length);
    if (fence) fenced = !fenced;
    at += line.length + 1;
  }
  for (const s of spec.sections) {
    if (s.point === null || s.point === 1) continue;
    const hasData =
      (s.point === 7 && spec.calls.length > 0) || (s.point === 2 && spec.screens.length > 0) || (s.point === 6 && spec.roles.length > 0);
    if (hasData) blank(s.span.from, s.span.to);
  }
  return chars.join('');
}
