import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSpec } from '../core/index';
import { runCli } from './run-cli';
import { createMemoryIo } from './test-support';

// The command line end to end with the real core, on the examples.
const root = join(import.meta.dirname, '..', '..');
const example = (name: string): string => readFileSync(join(root, 'examples', name), 'utf8');
const EXAMPLES = ['blank.spec.md', 'clinic.spec.md', 'bookshop.spec.md', 'tool-library.draft.md'];

describe('specfront check with the real core', () => {
  it('checks the blank spec as nine points not shown, exit 0', async () => {
    const io = createMemoryIo({ 'blank.spec.md': example('blank.spec.md') });
    expect(await runCli(['check', '--json', 'blank.spec.md'], io)).toBe(0);
    const report = JSON.parse(io.out()) as ReturnType<typeof checkSpec>;
    expect(report.points.map((p) => p.status)).toEqual(Array(9).fill('not-shown'));
    expect(report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('prints with --json exactly what checkSpec returns', async () => {
    const text = example('clinic.spec.md');
    const io = createMemoryIo({ 'c.md': text });
    await runCli(['check', '--json', 'c.md'], io);
    expect(io.out()).toBe(JSON.stringify(checkSpec(text), null, 2) + '\n');
  });

  it('exits 1 for a point given twice and underlines the second heading', async () => {
    const text = '# Twice\n\n## 2. Screens and routes\n\nNot shown.\n\n## 2. Screens and routes\n\nNot shown.\n';
    const io = createMemoryIo({}, { stdin: text });
    expect(await runCli(['check', '-'], io)).toBe(1);
    expect(io.out()).toMatch(/<stdin>:7:\d+ error duplicate-point /);
    expect(io.out()).toMatch(/ {2}7 \| ## 2\. Screens and routes\n {4}\| +\^~+/);
  });
});

describe('specfront fmt with the real core', () => {
  it.each(EXAMPLES)('formats %s without changing what it means, and a second run changes nothing', async (name) => {
    const io = createMemoryIo({ [name]: example(name) });
    expect(await runCli(['fmt', '--write', name], io), io.err()).toBe(0);
    const once = io.files.get(name);
    expect(await runCli(['fmt', '--write', name], io), io.err()).toBe(0);
    expect(io.files.get(name)).toBe(once);
    expect(io.out()).toContain(`${name} is already formatted.`);
  });
});
