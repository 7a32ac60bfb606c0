import { ESLint } from 'eslint';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import layersFile from '../src/core/layers.json';

// The core's folders are layers (src/core/layers.json): a folder imports only from the folders listed before it.
// This test reads the import graph of the core's own files (tests aside) and fails on a folder that is not
// listed, an import of a later layer, or any cycle between folders; the lint rule generated from the same list
// reports the offending line while editing.

const CORE = resolve(__dirname, '../src/core');
const layers: readonly string[] = layersFile.layers;

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (path.endsWith('.ts') && !path.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/** folder → the folders its files import (relative imports inside the core). */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sources(CORE)) {
    const from = relative(CORE, file).split('/')[0]!;
    if (!statSync(join(CORE, from)).isDirectory()) continue; // index.ts, the public entry, may import every layer
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const imported of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!imported.fileName.startsWith('.')) continue;
      const target = relative(CORE, resolve(dirname(file), imported.fileName));
      const to = target.split('/')[0]!;
      if (to !== from && !target.startsWith('..') && !edges.has(to)) edges.set(to, `${relative(CORE, file)} imports ${imported.fileName}`);
    }
  }
  return graph;
}

function cycleIn(graph: Map<string, Map<string, string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

describe('the core in layers', () => {
  const graph = folderGraph();

  it('lists every folder of the core once', () => {
    expect(new Set(layers).size).toBe(layers.length);
    expect([...graph.keys()].sort()).toEqual([...layers].sort());
  });

  it('imports only from earlier layers', () => {
    const wrong: string[] = [];
    for (const [from, edges] of graph) {
      for (const [to, where] of edges) if (layers.indexOf(to) > layers.indexOf(from)) wrong.push(`${from} → ${to}: ${where}`);
    }
    expect(wrong).toEqual([]);
  });

  it('has no cycle between folders', () => {
    expect(cycleIn(graph)).toBeNull();
  });

  it('finds a cycle when there is one', () => {
    const looped = new Map([
      ['parse', new Map([['check', 'x']])],
      ['check', new Map([['parse', 'y']])],
    ]);
    expect(cycleIn(looped)).toEqual(['parse', 'check', 'parse']);
  });

  it('has a lint rule, generated from the same list, that rejects an import of a later layer', async () => {
    const eslint = new ESLint({ cwd: resolve(__dirname, '..') });
    const lint = async (file: string, text: string) => (await eslint.lintText(text, { filePath: join(CORE, file) }))[0]!.messages;
    const upward = await lint(
      'parse/layer-probe.ts',
      "import { proposeOptions } from '../options/propose-options';\nexport const p = proposeOptions;\n",
    );
    expect(upward.map((m) => m.ruleId)).toContain('no-restricted-imports');
    expect(upward[0]?.message).toMatch(/core\/parse is layer \d+ of src\/core\/layers\.json/);
    const downward = await lint(
      'options/layer-probe.ts',
      "import { parseSpec } from '../parse/parse-spec';\nexport const p = parseSpec;\n",
    );
    expect(downward.filter((m) => m.ruleId === 'no-restricted-imports')).toEqual([]);
  }, 60_000);
});
