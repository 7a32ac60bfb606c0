import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The real executable: bin/specfront.js loading dist/cli.js, rebuilt here (bundles only, well under a second).
const root = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'specfront-bin-'));
const node = (args: string[], input?: string) =>
  spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', input, env: { ...process.env, NO_COLOR: '1' } });

beforeAll(() => {
  const build = node(['scripts/build-lib.mjs', '--no-types']);
  expect(build.status, build.stderr).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('bin/specfront.js', () => {
  it('checks a file and exits 0, 1 or 2 as the report says', () => {
    const good = join(dir, 'good.txt');
    writeFileSync(good, '# Good\n\n## 1. What the product does and for whom\n\nNot shown.\n');
    const ok = node(['bin/specfront.js', 'check', good]);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain(`${good} — Good`);

    const bad = join(dir, 'bad.md');
    writeFileSync(bad, '# Bad\n\n## 2. Screens\n\nNot shown.\n\n## 2. Screens\n\nNot shown.\n');
    const failed = node(['bin/specfront.js', 'check', '--json', bad]);
    expect(failed.status).toBe(1);
    expect((JSON.parse(failed.stdout) as { diagnostics: { code: string }[] }).diagnostics.map((d) => d.code)).toContain('duplicate-point');

    const missing = node(['bin/specfront.js', 'check', join(dir, 'nope.md')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe(`specfront: cannot read ${join(dir, 'nope.md')}: no such file\n`);
  });

  it('reads standard input for -', () => {
    const run = node(['bin/specfront.js', 'check', '-', '--format', 'github'], '# In\n\n## 2. Screens\n\n## 2. Screens\n');
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^::error file=<stdin>,line=5,/m);
  });

  it('lets the package import itself by name', () => {
    const run = node(['-e', "import('specfront').then((m) => console.log(typeof m.checkSpec))"]);
    expect(run.stdout.trim(), run.stderr).toBe('function');
  });
});
