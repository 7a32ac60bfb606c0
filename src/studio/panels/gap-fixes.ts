import type { TextChange } from '../../core/index';
import type { SpecFixes } from '../state/analysis-store';

/** Quick fixes the Gaps panel can offer, with the spec's text bound (absent while core loads), and how to apply them. */
export interface GapFixes extends SpecFixes {
  readonly apply: (changes: readonly TextChange[]) => void;
}
