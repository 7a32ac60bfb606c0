/**
 * What the studio uses of core at run time. Core (with its CEL, YAML and RE2 engines) is the largest
 * part of the studio, so it loads right after the first paint through `useCore`, never before.
 */
export {
  acceptAll,
  addPointHeading,
  answerQuestion,
  applyOptions,
  createAppCompiler,
  quickFixes,
  printJson,
  printMarkdown,
  printYaml,
  proposeOptionsFor,
  withRequirements,
} from '../core/index';
export { analyzeText } from './analysis';
