import { describe, expect, it } from 'vitest';
import { foldedHash, sameLowerCase } from './name-index';
import { createSuggester, editDistance } from './suggest';

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('Tlak', 'Talk', 2)).toBe(1);
    expect(editDistance('abc', 'abc', 2)).toBe(0);
  });
  it('stops above the limit', () => {
    expect(editDistance('speaker', 'organizer', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('createSuggester', () => {
  const s = createSuggester(['Talk', 'Review', 'speakerEmail', 'NOT_FOUND']);
  it('prefers a case-insensitive match', () => {
    expect(s.suggest('talk')).toBe('Talk');
    expect(s.suggest('not_found')).toBe('NOT_FOUND');
  });
  it('finds near misses within two edits', () => {
    expect(s.suggest('Reviw')).toBe('Review');
    expect(s.suggest('speakerEmial')).toBe('speakerEmail');
    expect(s.suggest('NOT_FOND')).toBe('NOT_FOUND');
  });
  it('gives nothing for far names or exact names', () => {
    expect(s.suggest('Schedule')).toBeNull();
    expect(s.suggest('Talk')).toBeNull();
  });
  it('is stricter for short names', () => {
    expect(createSuggester(['id']).suggest('at')).toBeNull();
    expect(createSuggester(['id']).suggest('ids')).toBe('id');
  });
  it('treats __proto__ and constructor as ordinary names', () => {
    const p = createSuggester(['__proto__', 'constructor']);
    expect(p.suggest('__proto_')).toBe('__proto__');
    expect(p.suggest('Constructor')).toBe('constructor');
    expect(createSuggester([]).suggest('constructor')).toBeNull();
  });
});

/** The distance as first written (a full row per step, no band), kept to check the banded one against. */
function previousEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const n = b.length;
  let prev2: number[] = [];
  let prev: number[] = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, (prev2[j - 2] ?? 0) + 1);
      row.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return limit + 1;
    prev2 = prev;
    prev = row;
  }
  const d = prev[n] ?? limit + 1;
  return d > limit ? limit + 1 : d;
}

/** The suggester as first written (no memory of names), kept to check the current one against. */
function previousSuggester(names: readonly string[], budget: number): (name: string) => string | null {
  const folded = new Map<string, string>();
  const byLength = new Map<number, string[]>();
  for (const name of names) {
    const key = name.toLowerCase();
    if (folded.has(key)) continue;
    folded.set(key, name);
    byLength.set(name.length, [...(byLength.get(name.length) ?? []), name]);
  }
  let work = 0;
  return (name) => {
    const exact = folded.get(name.toLowerCase());
    if (exact !== undefined) return exact === name ? null : exact;
    const limit = name.length <= 3 ? 1 : 2;
    let best: string | null = null;
    let bestDistance = limit + 1;
    for (let d = 0; d <= limit; d++) {
      for (const len of d === 0 ? [name.length] : [name.length - d, name.length + d]) {
        for (const candidate of byLength.get(len) ?? []) {
          if (work++ > budget) return best;
          const distance = previousEditDistance(name, candidate, limit);
          if (distance < bestDistance) {
            bestDistance = distance;
            best = candidate;
          }
        }
      }
      if (best !== null && bestDistance <= d + 1) break;
    }
    return best;
  };
}

/** A small deterministic generator, so the corpus is the same on every run. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Words over a small alphabet, many of them near each other (swaps, ties, repeats), with their near misses. */
function corpus(count: number, seed: number): string[] {
  const next = random(seed);
  const words: string[] = ['', 'a', 'ab', 'ba', 'abc', 'acb', 'bca', 'Talk', 'Tlak', 'talk', 'TALK', 'caf\u00e9', 'cafe', '\ud83d\ude00x'];
  while (words.length < count) {
    const length = Math.floor(next() * 11);
    let w = '';
    for (let i = 0; i < length; i++) w += 'abcAB_'[Math.floor(next() * 6)];
    words.push(w);
    if (w.length > 1 && next() < 0.5) {
      // A near miss: two neighbours swapped, one character changed, dropped or added.
      const i = Math.floor(next() * (w.length - 1));
      const edits = [
        w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2),
        w.slice(0, i) + 'c' + w.slice(i + 1),
        w.slice(0, i) + w.slice(i + 1),
        w.slice(0, i) + 'b' + w.slice(i),
      ];
      words.push(edits[Math.floor(next() * edits.length)] as string);
    }
  }
  return words;
}

describe('editDistance (banded) agrees with the full computation', () => {
  it('on every pair of a corpus of near words, for limits 0 to 3', () => {
    const words = corpus(260, 7);
    let compared = 0;
    const seen = new Set<number>();
    // One assertion over all pairs (an expect per pair made this test slow enough to time out on a loaded machine).
    const disagreements: string[] = [];
    for (const a of words)
      for (const b of words)
        for (let limit = 0; limit <= 3; limit++) {
          const expected = previousEditDistance(a, b, limit);
          const got = editDistance(a, b, limit);
          if (got !== expected && disagreements.length < 10) disagreements.push(`${a} / ${b} / ${limit}: ${got}, not ${expected}`);
          seen.add(expected);
          compared++;
        }
    expect(disagreements).toEqual([]);
    expect(compared).toBeGreaterThan(250_000);
    // Every outcome occurs: equal, one to three edits, and beyond the limit.
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('on long names after short ones (its reused rows grow)', () => {
    const long = 'x'.repeat(300);
    expect(editDistance('ab', 'ba', 2)).toBe(1);
    expect(editDistance(`${long}ab`, `${long}ba`, 2)).toBe(1);
    expect(editDistance(`${long}ab`, `${long}b`, 2)).toBe(1);
    expect(editDistance(`a${long}`, `${long}b`, 2)).toBe(2);
    expect(editDistance(`ab${long}`, `${long}ba`, 2)).toBe(3);
    expect(editDistance('abc', 'abd', 2)).toBe(1);
  });
});

describe('createSuggester agrees with the suggester without memory', () => {
  it('on a corpus with ties (the first declared of equally near names wins)', () => {
    const names = corpus(400, 11);
    const s = createSuggester(names);
    const before = previousSuggester(names, 200_000);
    const queries = corpus(600, 12);
    for (const q of [...queries, ...queries]) expect(s.suggest(q), q).toBe(before(q));
    expect(createSuggester(['Tale', 'Talc', 'Tall']).suggest('Talx')).toBe('Tale');
  });

  it('when repeated misses run out of the work budget, at the same call', () => {
    // 3,000 names of one length: each miss compares with all of them, so the budget of 200,000
    // runs out during the 67th lookup; remembered lookups must spend it as the first ones did.
    const names = Array.from({ length: 3000 }, (_, i) => `n${String(i).padStart(5, '0')}`);
    const s = createSuggester(names);
    const before = previousSuggester(names, 200_000);
    const queries = Array.from({ length: 90 }, (_, i) => (i % 3 === 0 ? 'n00x12' : i % 3 === 1 ? 'n0299x' : `q${i}zzzz`));
    const answers = queries.map((q) => s.suggest(q));
    expect(answers).toEqual(queries.map((q) => before(q)));
    expect(answers.slice(0, 3)).toEqual(['n00012', 'n02990', null]);
    expect(answers.at(-3)).toBeNull();
  });
});

describe('the lower-case index of names', () => {
  // Lower cases that change length (İ → i̇), depend on the context (a final Σ → ς), map non-ASCII to ASCII
  // (the Kelvin sign → k) or stay apart (ß, which lower-cases to itself).
  const tricky = [
    '\u0130stanbul',
    'i\u0307stanbul',
    'istanbul',
    '\u212Aelvin',
    'kelvin',
    'KELVIN',
    '\u03a3\u0391\u03a3',
    '\u03c3\u03b1\u03c2',
    '\u03c3\u03b1\u03c3',
  ];
  const more = [
    'Stra\u00dfe',
    'STRASSE',
    'strasse',
    'Caf\u00e9',
    'CAF\u00c9',
    'cafe',
    'Talk',
    'tALK',
    'a',
    'A',
    '',
    'Zz',
    '\ud83d\ude00X',
    '\ud83d\ude00x',
  ];

  it('compares as toLowerCase does, and hashes equal lower cases alike', () => {
    const words = [...tricky, ...more];
    for (const a of words)
      for (const b of words) {
        const same = a.toLowerCase() === b.toLowerCase();
        expect(sameLowerCase(a, b), `${a} / ${b}`).toBe(same);
        if (same) expect(foldedHash(a), `${a} / ${b}`).toBe(foldedHash(b));
      }
  });

  it('gives the first declared name of each lower case, as the suggester without memory does', () => {
    const names = [...tricky, ...more];
    for (const order of [names, [...names].reverse()]) {
      const s = createSuggester(order);
      const before = previousSuggester(order, 200_000);
      for (const q of [...names, 'ISTANBUL', 'k\u212Aelvin', 'STRA\u00dfE', 'TALKS', 'Tal']) expect(s.suggest(q), q).toBe(before(q));
    }
    // Many names, so the table grows well past its first size and probes past collisions.
    const many = Array.from({ length: 5000 }, (_, i) => `Name${i}`);
    const s = createSuggester(many);
    expect([s.suggest('name4999'), s.suggest('NAME0'), s.suggest('Name17'), s.suggest('Nope')]).toEqual(['Name4999', 'Name0', null, null]);
  });
});
