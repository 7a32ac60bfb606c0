export type { Guidance, Option, OptionsResult, TextEdit } from './option';
export { applyOptions } from './apply-options';
export { OPTION_RULES, proposeOptions, proposeOptionsFor } from './propose-options';
export { optionId } from './option-id';
export { withRequirements } from './option-requirements';
export { answerQuestion, type Question, type QuestionChoice } from './questions';
export { acceptAll, ACCEPT_ALL_ROUNDS } from './accept-all';
