import { join } from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import ts from 'typescript';

// The tools the field trusts, for the contract tests: Redocly's recommended ruleset and tsc --strict.

/** Redocly's problems of severity error for a document's text. */
export async function redoclyErrors(source: string): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source, absoluteRef: join(import.meta.dirname, 'exported.yaml'), config });
  return problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
}

/** tsc --strict's diagnostics for one module's text. */
export function typeErrors(source: string): string[] {
  const file = '/virtual/contract.ts';
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    lib: ['lib.es2022.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) => (name === file ? ts.createSourceFile(file, source, version) : getSourceFile(name, version));
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}
