import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from './build-command';
import { runCli } from './run-cli';
import { createMemoryIo } from './test-support';
import { BUILD_USAGE } from './usage';

const root = join(import.meta.dirname, '..', '..');
const clinic = readFileSync(join(root, 'examples', 'clinic.spec.md'), 'utf8');
const BROKEN = '# Broken\n\n## 2. Screens\n\nNot shown.\n\n## 2. Screens\n\nNot shown.\n';

let dir = '';
let runtimeDir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'specfront-build-'));
  runtimeDir = join(dir, 'runtime');
  mkdirSync(join(runtimeDir, 'assets'), { recursive: true });
  writeFileSync(
    join(runtimeDir, 'index.html'),
    '<!doctype html><html><head><title>x</title><script type="module" src="./assets/main-1.js"></script></head><body></body></html>',
  );
  writeFileSync(join(runtimeDir, 'assets', 'main-1.js'), 'console.log(1)');
  // The bench hook's chunk, as the runtime's build manifest names it.
  writeFileSync(join(runtimeDir, 'assets', 'bench-hook-Ab12.js'), 'export const hook = 1');
  mkdirSync(join(runtimeDir, '.vite'));
  writeFileSync(
    join(runtimeDir, '.vite', 'manifest.json'),
    JSON.stringify({ '../app/bench-hook.ts': { file: 'assets/bench-hook-Ab12.js', isDynamicEntry: true } }),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function modelIn(out: string): { title: string; screens: unknown[]; gaps: unknown[] } {
  const page = readFileSync(join(out, 'index.html'), 'utf8');
  const json = /<script type="application\/json" id="specfront-app">([^<]*)<\/script>/.exec(page)?.[1] ?? '';
  return JSON.parse(json) as { title: string; screens: unknown[]; gaps: unknown[] };
}

describe('specfront build', () => {
  it('writes index.html with the compiled model and CSP, and the runtime assets', async () => {
    const out = join(dir, 'clinic');
    const io = createMemoryIo({ 'clinic.spec.md': clinic });
    expect(await runBuild(['clinic.spec.md', '--out', out], io, { runtimeDir }), io.err()).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['assets', 'index.html']);
    expect(readFileSync(join(out, 'assets', 'main-1.js'), 'utf8')).toBe('console.log(1)');
    const page = readFileSync(join(out, 'index.html'), 'utf8');
    expect(page).toContain('<title>Riverside Clinic appointments</title>');
    expect(page).toContain("script-src 'self'");
    const model = modelIn(out);
    expect(model.title).toBe('Riverside Clinic appointments');
    expect(model.screens.length).toBe(11);
    expect(io.out()).toMatch(/^built clinic\.spec\.md → .*clinic \(2 files, [\d.]+ KB\)/);

    // A second build over the first replaces it, dropping stale assets.
    writeFileSync(join(out, 'assets', 'stale.js'), '');
    expect(await runBuild(['clinic.spec.md', '-o', out], createMemoryIo({ 'clinic.spec.md': clinic }), { runtimeDir })).toBe(0);
    expect(existsSync(join(out, 'assets', 'stale.js'))).toBe(false);
  });

  it('ships the bench hook (`?bench`) only in a build made with --test-hooks', async () => {
    const plain = join(dir, 'plain');
    expect(await runBuild(['clinic.spec.md', '--out', plain], createMemoryIo({ 'clinic.spec.md': clinic }), { runtimeDir })).toBe(0);
    expect(readdirSync(join(plain, 'assets'))).toEqual(['main-1.js']);
    expect(readFileSync(join(plain, 'index.html'), 'utf8')).not.toContain('specfront-test-hooks');

    const hooked = join(dir, 'hooked');
    const io = createMemoryIo({ 'clinic.spec.md': clinic });
    expect(await runBuild(['clinic.spec.md', '--out', hooked, '--test-hooks'], io, { runtimeDir }), io.err()).toBe(0);
    expect(readdirSync(join(hooked, 'assets')).sort()).toEqual(['bench-hook-Ab12.js', 'main-1.js']);
    expect(readFileSync(join(hooked, 'index.html'), 'utf8')).toContain('<meta name="specfront-test-hooks" content="bench" />');
  });

  it('lets the app call only its own site, plus each --server origin, in the page policy', async () => {
    const connectSrc = (out: string) => /connect-src ([^";]*)/.exec(readFileSync(join(out, 'index.html'), 'utf8'))?.[1];
    const own = join(dir, 'own');
    expect(await runBuild(['clinic.spec.md', '--out', own], createMemoryIo({ 'clinic.spec.md': clinic }), { runtimeDir })).toBe(0);
    expect(connectSrc(own)).toBe("'self'");
    const two = join(dir, 'two');
    const io = createMemoryIo({ 'clinic.spec.md': clinic });
    const args = ['clinic.spec.md', '--out', two, '--server', 'https://API.example.org/', '--server', 'http://127.0.0.1:*'];
    expect(await runBuild(args, io, { runtimeDir }), io.err()).toBe(0);
    expect(connectSrc(two)).toBe("'self' https://api.example.org http://127.0.0.1:*");
    const bad = createMemoryIo({ 'clinic.spec.md': clinic });
    expect(
      await runBuild(['clinic.spec.md', '--out', join(dir, 'bad'), '--server', 'https://api.example.org/v1; script-src *'], bad, {
        runtimeDir,
      }),
    ).toBe(2);
    expect(bad.err()).toContain('is not a server origin: write the scheme, host and port only');
  });

  it('refuses a spec with errors, listing them as check does, unless --force', async () => {
    const out = join(dir, 'broken');
    const io = createMemoryIo({ 'b.md': BROKEN });
    expect(await runBuild(['b.md', '--out', out], io, { runtimeDir })).toBe(1);
    expect(io.out()).toContain('duplicate-point');
    expect(io.err()).toContain('b.md has 1 error; nothing was built');
    expect(existsSync(out)).toBe(false);

    const forced = createMemoryIo({ 'b.md': BROKEN });
    expect(await runBuild(['b.md', '--out', out, '--force'], forced, { runtimeDir })).toBe(0);
    expect(forced.out()).toMatch(/with 1 error forced; the app shows \d+ gaps?\./);
    expect(modelIn(out).gaps.length).toBeGreaterThan(0);
  });

  it('refuses to write over a folder that holds other files', async () => {
    const out = join(dir, 'busy');
    mkdirSync(out);
    writeFileSync(join(out, 'notes.txt'), 'mine');
    const io = createMemoryIo({ 'clinic.spec.md': clinic });
    expect(await runBuild(['clinic.spec.md', '--out', out], io, { runtimeDir })).toBe(2);
    expect(io.err()).toContain('already holds other files');
    expect(readdirSync(out)).toEqual(['notes.txt']);
  });

  it('explains a missing runtime build, a missing --out, and shows its help', async () => {
    const missing = createMemoryIo({ 'clinic.spec.md': clinic });
    expect(await runBuild(['clinic.spec.md', '--out', join(dir, 'x')], missing, { runtimeDir: join(dir, 'nowhere') })).toBe(2);
    expect(missing.err()).toContain('npm run build:lib');

    const noOut = createMemoryIo({ 'clinic.spec.md': clinic });
    expect(await runCli(['build', 'clinic.spec.md'], noOut)).toBe(2);
    expect(noOut.err()).toContain('add --out DIR');

    const unreadable = createMemoryIo();
    expect(await runCli(['build', 'nope.md', '--out', join(dir, 'y')], unreadable)).toBe(2);
    expect(unreadable.err()).toContain('cannot read nope.md: no such file');

    const help = createMemoryIo();
    expect(await runCli(['build', '--help'], help)).toBe(0);
    expect(help.out()).toBe(BUILD_USAGE);
  });
});
