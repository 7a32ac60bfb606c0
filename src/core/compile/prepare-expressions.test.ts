import { describe, expect, it } from 'vitest';
import type { AppModel } from './app-model';
import { expressionsReady, needsRegexEngine, prepareExpressions, rulesNeedRegexEngine } from './prepare-expressions';
import { regexEngine } from '../expression/regex-engine';

/** A model with one entity: its `matches` rule phrases, and one guard. */
const app = (patterns: string[], guard: string | null) =>
  ({
    entities: [
      {
        rules: patterns.map((pattern) => ({
          field: 'x',
          check: { kind: 'phrase', phrase: { kind: 'matches', pattern } },
          message: null,
          source: { point: 5, line: 1 },
        })),
        machine: guard ? { transitions: [{ guard }] } : null,
      },
    ],
    permissions: [],
  }) as unknown as AppModel;

describe('prepareExpressions and RE2', () => {
  // One test, in order: RE2 stays loaded once loaded (module state).
  it('leaves RE2 of rule phrases for later, and loads it before mount when an expression calls matches', async () => {
    const phraseOnly = app(['^[0-9]+$'], 'size(record.x) > 1');
    expect(needsRegexEngine(phraseOnly)).toBe(true);
    expect(rulesNeedRegexEngine(phraseOnly.entities[0]!)).toBe(true);
    expect(expressionsReady(phraseOnly)).toBe(true);
    await prepareExpressions(phraseOnly);
    expect(regexEngine()).toBeNull();

    const inGuard = app([], 'record.x.matches("^a")');
    expect(rulesNeedRegexEngine(inGuard.entities[0]!)).toBe(false);
    expect(needsRegexEngine(inGuard)).toBe(true);
    expect(expressionsReady(inGuard)).toBe(false);
    await prepareExpressions(inGuard);
    expect(regexEngine()).not.toBeNull();
    expect(expressionsReady(inGuard)).toBe(true);
  });
});
