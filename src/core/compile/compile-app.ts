import { analyzeSpec } from '../check/check-spec';
import type { CheckReport } from '../check/check-report';
import type { Spec } from '../spec/spec';
import type { AppModel } from './app-model';
import { createAppCompiler, type KnownAnalysis } from './create-app-compiler';

export { createAppCompiler, type AppCompiler, type KnownAnalysis } from './create-app-compiler';
export { normalisePath } from './normalise-path';
export { unwrapProse } from './unwrap-prose';

/**
 * Compiles a spec into the app model (product.md, "The running app"): screens by kind bound to their
 * entity and calls, entities with labelled fields, machines and rules, the call table with each call's
 * slot, permissions, the error catalogue and constants, and every gap by name. `text` is the spec's
 * text, for line numbers. Never throws; what the spec lacks becomes a gap, not an exception.
 * `known.binding` reuses the call binding the check already made (`analyzeSpec(text).model.binding`),
 * so an editor that checks and compiles on each keystroke binds the calls once; createAppCompiler
 * also reuses what the last compile made.
 */
export function compileApp(spec: Spec, text: string, known: KnownAnalysis = {}): AppModel {
  return createAppCompiler().compile(spec, text, known);
}

/**
 * `compileApp` without the screens: the same model with an empty screen list (and so no screen's gap).
 * What the exporters read (docs/openapi.md), which never look at screens; binding and compiling the
 * screens is about a tenth of compiling a spec.
 */
export function compileAppWithoutScreens(spec: Spec, text: string): AppModel {
  return createAppCompiler({ screens: false }).compile(spec, text);
}

/** Reads, checks and compiles a spec: the app model and the check report (whose diagnostics include ambiguous and missing calls). */
export function compileText(text: string): { app: AppModel; report: CheckReport } {
  const analysis = analyzeSpec(text);
  return { app: compileApp(analysis.spec, text, { binding: analysis.model.binding }), report: analysis.report };
}
