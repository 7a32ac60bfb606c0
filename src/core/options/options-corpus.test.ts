import { describe, expect, it } from 'vitest';
import { foldName } from '../words/fold-entity-name';
import { checkSpec } from '../check/check-spec';
import { compileText } from '../compile/compile-app';
import { applyOptions } from './apply-options';
import { proposeOptions } from './propose-options';

// Issue 10: "Accept all" on every rough draft of the corpus (bench/options-corpus, drafts written as different
// authors write them) gives a spec with zero errors, and proposing again offers nothing new. Drafts named
// `*-imported` are `specfront import` output (bench/options-corpus/sources), which leaves fewer gaps to fill.
const FILES = import.meta.glob('../../../bench/options-corpus/*.draft.md', { query: '?raw', import: 'default', eager: true });
const EXPECTED = import.meta.glob('../../../bench/options-corpus/*.expected.json', { import: 'default', eager: true });
const drafts = Object.keys(FILES).sort();

/** `METHOD /path` with its parameters unnamed, as bench/options-corpus.ts compares calls. */
const callKey = (method: string, path: string): string => `${method.toUpperCase()} ${path.split('?')[0] ?? ''}`.replace(/[:{]\w+\}?/g, ':');

describe('accept all over the draft corpus', () => {
  it('has a dozen drafts', () => {
    expect(drafts.length).toBeGreaterThanOrEqual(12);
  });
  for (const file of drafts) {
    it(`${file.split('/').pop() ?? file}: zero errors after accepting all, nothing proposed again`, () => {
      const text = FILES[file] as string;
      const { options } = proposeOptions(text);
      // An imported draft has its points 3, 7 and 8 already: fewer options (teams-imported's screens are all under
      // `/orgs/:org`, whose words name no entity, so it gets only its errors).
      expect(options.length).toBeGreaterThan(file.endsWith('-imported.draft.md') ? 1 : 5);
      const accepted = applyOptions(text, options);
      const diagnostics = checkSpec(accepted).diagnostics;
      expect(diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.line}: ${d.message}`)).toEqual([]);
      // and no job left that the app cannot do: every created entity has its form, every entity with events its detail screen.
      expect(
        diagnostics
          .filter((d) => d.code === 'no-create-form' || d.code === 'no-detail-screen' || d.code === 'role-without-screen')
          .map((d) => d.message),
      ).toEqual([]);
      expect(proposeOptions(accepted).options.map((o) => o.title)).toEqual([]);
    });

    it(`${file.split('/').pop() ?? file}: accepting all adds no call the expected file does not list, and no field twice`, () => {
      const text = FILES[file] as string;
      const expected = EXPECTED[file.replace(/\.draft\.md$/, '.expected.json')] as { calls?: string[] };
      const accepted = applyOptions(text, proposeOptions(text).options);
      const before = new Set(compileText(text).app.calls.map((c) => callKey(c.method, c.path)));
      const added = compileText(accepted)
        .app.calls.map((c) => callKey(c.method, c.path))
        .filter((c) => !before.has(c));
      const allowed = new Set((expected.calls ?? []).map((c) => callKey(c.split(' ')[0] ?? '', c.split(' ')[1] ?? '')));
      // The detail call an entity with events gets for its detail screen (gym, library) is the one addition left.
      const detailForEvents = (c: string): boolean => c.startsWith('GET ') && c.endsWith('/:');
      expect(added.filter((c) => !allowed.has(c) && !detailForEvents(c))).toEqual([]);
      const twins = compileText(accepted).app.entities.flatMap((e) => {
        const names = e.fields.map((f) => foldName(f.name));
        return e.fields.filter((f, i) => names.indexOf(foldName(f.name)) !== i).map((f) => `${e.name}.${f.name}`);
      });
      expect(twins).toEqual([]);
    });
  }
});
