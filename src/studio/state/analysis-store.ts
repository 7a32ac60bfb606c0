import type { AppCompiler, AppModel, OptionsResult, PointNumber, PositionedDiagnostic, QuickFix, SpecAnalysis } from '../../core/index';
import { coreSource, type CoreRuntime, type CoreSource } from './core-loader';
import { findingCounts, type FindingCounts } from './finding-counts';
import type { StudioSession } from './studio-session';

/** What the studio knows of the open spec's text: its analysis, the app compiled from it, the Gaps tab's counts. */
export interface AnalysisSnapshot {
  /** Core once loaded, else null (the studio shows its shell meanwhile, and every field below is null). */
  readonly core: CoreRuntime | null;
  /** The open document's text (empty before one is open). */
  readonly text: string;
  /** The one analysis of the text the editor's linter, the panels and the preview all read. */
  readonly analysis: SpecAnalysis | null;
  /** The one incremental compiler of the preview and the gaps (core's createAppCompiler). */
  readonly compiler: AppCompiler | null;
  /** The app compiled from the analysis; null when it cannot be compiled (the preview says why). */
  readonly app: AppModel | null;
  /** The Gaps tab's counts: the app's own gaps, the check's errors and warnings. */
  readonly counts: FindingCounts | null;
  /** The quick fixes of this text, for the Gaps panel. */
  readonly fixes: SpecFixes | null;
}

/** The quick fixes of one text (core's quickFixes and addPointHeading, with the text and its analysis bound). */
export interface SpecFixes {
  readonly fixesOf: (d: PositionedDiagnostic) => readonly QuickFix[];
  /** The heading of a missing point, or null where a Markdown heading does not fit (a YAML or JSON spec). */
  readonly headingOf: (point: { n: PointNumber; title: string }) => QuickFix | null;
}

/**
 * The open spec's analysis and compilation, outside React: the studio reads the snapshot through
 * useSyncExternalStore (ui/use-analysis.ts), as react-query reads its framework-free core.
 * The snapshot is worked out when read after the text or core changed (the checker is incremental and
 * memoised by text, the compiler returns unchanged parts, or the last model, as they were), so a change
 * of the session that leaves the text alone costs nothing and returns the same snapshot.
 */
export interface AnalysisStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AnalysisSnapshot;
  /** The options the spec suggests (core's proposeOptionsFor), worked out the first time they are asked for each text. */
  proposals(): OptionsResult | null;
}

const NOTHING: AnalysisSnapshot = { core: null, text: '', analysis: null, compiler: null, app: null, counts: null, fixes: null };

/** The snapshot of `text`, reusing the compiler of the last snapshot when core is the same. */
function analyse(core: CoreRuntime | null, text: string, last: AnalysisSnapshot): AnalysisSnapshot {
  if (!core) return { ...NOTHING, text };
  const analysis = core.analyzeText(text);
  const compiler = last.core === core && last.compiler ? last.compiler : core.createAppCompiler();
  let app: AppModel | null;
  try {
    app = compiler.compile(analysis.spec, text, { binding: analysis.model.binding });
  } catch {
    app = null; // the preview says why
  }
  const { report, spec } = analysis;
  const fixes: SpecFixes = {
    fixesOf: (d) => core.quickFixes(text, d, spec),
    // A Markdown heading would turn a YAML or JSON spec into Markdown: no fix there.
    headingOf: (p) =>
      spec.format === 'markdown'
        ? core.addPointHeading(
            text,
            p,
            report.points.filter((q) => q.n > p.n),
          )
        : null,
  };
  return { core, text, analysis, compiler, app, counts: app ? findingCounts(app.gaps, report) : null, fixes };
}

/** The analysis of the session's open text, with core from `core` (default: the page's, loaded after first paint). */
export function createAnalysisStore(
  session: Pick<StudioSession, 'subscribe' | 'getSnapshot'>,
  core: CoreSource = coreSource,
): AnalysisStore {
  let last = NOTHING;
  let proposed: { readonly analysis: SpecAnalysis; readonly result: OptionsResult } | null = null;
  const getSnapshot = (): AnalysisSnapshot => {
    const loaded = core.getSnapshot();
    const text = session.getSnapshot().doc?.text ?? '';
    if (loaded !== last.core || text !== last.text) last = analyse(loaded, text, last);
    return last;
  };
  return {
    subscribe(listener) {
      const fromSession = session.subscribe(listener);
      const fromCore = core.subscribe(listener);
      return () => {
        fromSession();
        fromCore();
      };
    },
    getSnapshot,
    proposals() {
      const { core: loaded, text, analysis } = getSnapshot();
      if (!loaded || !analysis) return null;
      if (proposed?.analysis !== analysis) proposed = { analysis, result: loaded.proposeOptionsFor(text, analysis) };
      return proposed.result;
    },
  };
}
