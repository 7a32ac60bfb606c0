import { analyzeSpec, type SpecAnalysis } from '../check/check-spec';
import type { PointNumber, PointStatus } from '../spec/point';
import { guidanceFor } from './guidance';
import { inferModel } from './infer-model';
import type { Option, OptionsResult } from './option';
import type { OptionContext, OptionRule } from './option-context';
import { callsFromText } from './rule-calls-from-text';
import { callsFromWords } from './rule-calls-from-words';
import { sectionNumbers } from './rule-section-numbers';
import { callsForScreens } from './rule-calls-for-screens';
import { constantsFromProse } from './rule-constants-from-prose';
import { entitiesFromScreens } from './rule-entities-from-screens';
import { entitiesFromShapes } from './rule-entities-from-shapes';
import { errorsFromCalls } from './rule-errors-from-calls';
import { repeatedCalls } from './rule-repeated-calls';
import { rewriteRules } from './rule-rewrite-rules';
import { routeCells } from './rule-route-cells';
import { unreadTables } from './rule-unread-tables';
import { rolesFromPeople } from './rule-roles-from-people';
import { screensFromCalls } from './rule-screens-from-calls';
import { proseScreens, screensFromProse, type ProseScreen } from './rule-screens-from-prose';
import { shapeNames } from './rule-shape-names';
import { statesFromCalls } from './rule-states';
import { addRequirements } from './option-requirements';
import { questionsFor } from './questions';
import { readClarifications, withClarifications } from './clarifications';
import { readProse, type ProseReading } from './prose-powers';
import { createSpecLayout } from './spec-layout';

/** Every inference rule, in the order their options are listed within a point. */
export const OPTION_RULES: readonly OptionRule[] = [
  sectionNumbers,
  callsFromText,
  repeatedCalls,
  callsFromWords,
  entitiesFromShapes,
  entitiesFromScreens,
  statesFromCalls,
  screensFromProse,
  routeCells,
  screensFromCalls,
  callsForScreens,
  shapeNames,
  rolesFromPeople,
  errorsFromCalls,
  constantsFromProse,
  rewriteRules,
];

/** Options for a spec already analysed (the studio's checker has the analysis at hand). */
export function proposeOptionsFor(text: string, analysis: SpecAnalysis): OptionsResult {
  const statusOf = new Map<PointNumber, PointStatus>(analysis.report.points.map((p) => [p.n, p.status]));
  const status = (n: PointNumber): PointStatus => statusOf.get(n) ?? 'missing';
  const guidance = guidanceFor(status);
  if (analysis.spec.format !== 'markdown') return { options: [], guidance, questions: [] };
  const model = inferModel(analysis.spec, text);
  let prose: ProseReading | null = null;
  let screens: readonly ProseScreen[] | null = null;
  const ctx: OptionContext = {
    text,
    spec: analysis.spec,
    analysis,
    model,
    layout: createSpecLayout(text, analysis.spec, status),
    status,
    // The draft's words, with the answers the Clarifications note keeps (an answer given on the first run).
    prose: () => (prose ??= withClarifications(readProse(analysis.spec, text, model), readClarifications(analysis.spec, text))),
    proseScreens: () => (screens ??= proseScreens(ctx)),
  };
  const options: Option[] = [];
  const ids = new Set<string>();
  for (const rule of OPTION_RULES) {
    for (const option of rule(ctx)) {
      if (ids.has(option.id) || option.edits.length === 0) continue;
      ids.add(option.id);
      options.push(option);
    }
  }
  // Last: a table no rule reads or rewrites is kept as notes (rule-unread-tables.ts), once the others are known.
  for (const option of unreadTables(ctx, options)) {
    if (ids.has(option.id)) continue;
    ids.add(option.id);
    options.push(option);
  }
  options.sort((a, b) => a.point - b.point);
  // A point the options draft (point 2's screens from the calls of an imported API) is not asked about too.
  const asked = guidance.filter((g) => !options.some((o) => o.point === g.point));
  return { options: addRequirements(options), guidance: asked, questions: questionsFor(ctx) };
}

/**
 * Proposes options for a spec: suggestions inferred from what it says (points 1, 2 and 7 above all),
 * each with its evidence and the edits that apply it. Deterministic; never throws. Options are
 * offered for Markdown specs only (the YAML/JSON forms get guidance alone). `guidance` names the
 * points 1, 2 and 7 that are still missing or not shown and that no option drafts, with a question for each.
 */
export function proposeOptions(text: string): OptionsResult {
  return proposeOptionsFor(text, analyzeSpec(text));
}
