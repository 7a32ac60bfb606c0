import fc from 'fast-check';
import { assertProperty, sweepRuns } from '../test-property';
import { describe, expect, it } from 'vitest';
import bookshop from '../../../examples/bookshop.spec.md?raw';
import clinic from '../../../examples/clinic.spec.md?raw';
import clinicYaml from '../../../examples/clinic.yaml?raw';
import { analyzeSpec, createChecker } from '../check/check-spec';
import type { AppModel } from './app-model';
import { compileApp, createAppCompiler } from './compile-app';
import { CFP_SPEC as cfp } from '../check/test-fixture-specs';

/** One edit of the text, positions taken modulo its length. */
type Edit =
  | { readonly kind: 'insert'; readonly at: number; readonly text: string }
  | { readonly kind: 'delete'; readonly at: number; readonly length: number }
  | { readonly kind: 'copy-line'; readonly from: number; readonly to: number };

const PIECES = [
  'a',
  'Z',
  ' ',
  '\n',
  '\n\n',
  '|',
  '#',
  '`',
  '1',
  '-',
  '## 9. Business constants and limits\n\n- MAX_X = 3\n',
  '| x | y | z |\n',
  '## 2. Screens\n',
];

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: fc.constantFrom(...PIECES) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ kind: fc.constant('copy-line' as const), from: fc.nat(), to: fc.nat() }),
);

function apply(text: string, e: Edit): string {
  if (e.kind === 'insert') {
    const at = e.at % (text.length + 1);
    return text.slice(0, at) + e.text + text.slice(at);
  }
  if (e.kind === 'delete') {
    const at = e.at % (text.length + 1);
    return text.slice(0, at) + text.slice(at + e.length);
  }
  const lines = text.split('\n');
  const line = lines[e.from % lines.length] ?? '';
  lines.splice(e.to % (lines.length + 1), 0, line);
  return lines.join('\n');
}

/** A fresh read and compile of the text: what the incremental compiler must give. */
const fresh = (text: string): AppModel => compileApp(analyzeSpec(text).spec, text);

describe('createAppCompiler, seed 4242', () => {
  it('compiles any sequence of edited texts exactly as a fresh compile of each', { timeout: 120_000 }, () => {
    assertProperty(
      fc.property(fc.constantFrom(clinic, bookshop, cfp, clinicYaml), fc.array(edit, { minLength: 1, maxLength: 30 }), (base, edits) => {
        // The studio's pairing: one incremental checker (which keeps unchanged sections' items and
        // moves them in place) and one incremental compiler, fed each text in turn.
        const checker = createChecker();
        const compiler = createAppCompiler();
        let text = base;
        for (const e of [null, ...edits]) {
          if (e) text = apply(text, e);
          const analysis = checker.analyze(text);
          const app = compiler.compile(analysis.spec, text, { binding: analysis.model.binding });
          expect(app).toStrictEqual(fresh(text));
        }
      }),
      { seed: 4242, numRuns: sweepRuns(60, 12) },
    );
  });
});

describe('createAppCompiler keeps unchanged parts', () => {
  const compileSequence = (texts: readonly string[]): AppModel[] => {
    const checker = createChecker();
    const compiler = createAppCompiler();
    return texts.map((text) => {
      const analysis = checker.analyze(text);
      return compiler.compile(analysis.spec, text, { binding: analysis.model.binding });
    });
  };
  const firstLineEnd = clinic.indexOf('\n');

  it('gives the same model for the same text, and a title edit shares every list with the last model', () => {
    const titled = `${clinic.slice(0, firstLineEnd)}x${clinic.slice(firstLineEnd)}`;
    const [a, b, c] = compileSequence([clinic, clinic, titled]) as [AppModel, AppModel, AppModel];
    expect(b).toBe(a);
    expect(c).not.toBe(b);
    expect(c.title).toBe(`${b.title}x`);
    for (const key of ['screens', 'entities', 'calls', 'roles', 'permissions', 'errors', 'constants', 'gaps'] as const)
      expect(c[key]).toBe(b[key]);
    expect(c).toStrictEqual(fresh(titled));
  });

  it('answers the same analysis twice (the Gaps tab and the preview) with the last model, and still follows a new one', () => {
    const compiler = createAppCompiler();
    const a = analyzeSpec(clinic);
    const first = compiler.compile(a.spec, clinic, { binding: a.model.binding });
    expect(compiler.compile(a.spec, clinic, { binding: a.model.binding })).toBe(first);
    const edited = clinic.replace('| id | id |', '| id | id |\n| nickname | string |');
    const b = analyzeSpec(edited);
    const second = compiler.compile(b.spec, edited, { binding: b.model.binding });
    expect(second).toStrictEqual(fresh(edited));
    expect(compiler.compile(a.spec, clinic, { binding: a.model.binding })).toStrictEqual(first);
  });

  it('gives the last model itself after an edit that changes nothing the app shows', () => {
    const at = clinic.indexOf('\n', clinic.indexOf('## 9.'));
    const edited = `${clinic.slice(0, at)} ${clinic.slice(at)}`;
    const [a, b] = compileSequence([clinic, edited]) as [AppModel, AppModel];
    expect(b).toBe(a);
  });

  it('moves every line after a new line typed above, and shares what did not move', () => {
    const intro = clinic.indexOf('\n## ');
    const moved = `${clinic.slice(0, intro)}\n${clinic.slice(intro)}`;
    const [a, b] = compileSequence([clinic, moved]) as [AppModel, AppModel];
    expect(b).toStrictEqual(fresh(moved));
    expect(b.entities[0]?.source.line).toBe((a.entities[0]?.source.line ?? 0) + 1);
    expect(b.screens[0]?.source.line).toBe((a.screens[0]?.source.line ?? 0) + 1);
  });

  it('recompiles only the entity whose field changed, and what names a renamed call', () => {
    const edited = clinic.replace('| notes | text | false |', '| remarks | text | false |');
    expect(edited).not.toBe(clinic);
    const [a, b] = compileSequence([clinic, edited]) as [AppModel, AppModel];
    expect(b).toStrictEqual(fresh(edited));
    const changed = b.entities.filter((e, i) => e !== a.entities[i]).map((e) => e.name);
    expect(changed.length).toBe(1);
    expect(b.screens).toBe(a.screens);
    expect(b.calls).toBe(a.calls);
  });

  it('renumbers a call whose twin in another section changed (`#2` → none), though the call itself did not', () => {
    const twice = `${cfp}\n## 7. The calls it makes\n\n| Method | Path | Request | Response | Errors |\n|---|---|---|---|---|\n| GET | /api/talks/:id | — | Talk | NOT_FOUND |\n`;
    const renamed = twice.replace('| GET | /api/talks/:id |', '| GET | /api/talk/:id |');
    const [a, b] = compileSequence([twice, renamed]) as [AppModel, AppModel];
    expect(a.calls.map((c) => c.id)).toContain('GET /api/talks/:id #2');
    expect(b.calls.map((c) => c.id)).not.toContain('GET /api/talks/:id #2');
    expect(b).toStrictEqual(fresh(renamed));
  });

  it('fills a changed constant into the messages of rules and errors whose items did not change', () => {
    const edited = clinic
      .replace('- MAX_NAME = 80', '- MAX_NAME = 90')
      .replace('- CLINIC_PHONE = "020 7946 0000"', '- CLINIC_PHONE = "020 7946 0001"');
    const [a, b] = compileSequence([clinic, edited]) as [AppModel, AppModel];
    expect(b).toStrictEqual(fresh(edited));
    expect(JSON.stringify(b.entities)).toContain('up to 90 characters');
    expect(b.errors).not.toBe(a.errors);
  });

  it('resolves screens again when an entity is renamed, though the screens and the calls did not change', () => {
    const withVenue = cfp
      .replace('| /about | About |', '| /venues | Venues | list of Venue | |\n| /about | About |')
      .replace('### Review', '### Venue\n| Field | Type | Required | Notes |\n|---|---|---|---|\n| id | id | yes | |\n\n### Review');
    const renamed = withVenue.replace('### Venue', '### Place');
    const [a, b] = compileSequence([withVenue, renamed]) as [AppModel, AppModel];
    expect(a.screens.find((s) => s.id === '/venues')?.entity).toBe('Venue');
    expect(b.screens.find((s) => s.id === '/venues')?.entity).toBe(null);
    expect(b).toStrictEqual(fresh(renamed));
  });

  it('reads a state field declared in another section of point 4 again when only that line changed', () => {
    const declared = `${clinic}\n## 4. States and transitions\n\n### Doctor\n\nState field: \`specialty\`\n`;
    const changed = declared.replace('State field: `specialty`', 'State field: `languages`');
    const [a, b] = compileSequence([declared, changed]) as [AppModel, AppModel];
    expect(a.entities.find((e) => e.name === 'Doctor')?.machine?.field).toBe('specialty');
    expect(b).toStrictEqual(fresh(changed));
  });
});
