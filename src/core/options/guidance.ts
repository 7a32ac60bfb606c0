import { guidanceQuestions } from '../diagnostics/messages-options';
import { POINTS, type PointStatus } from '../spec/point';
import type { Guidance } from './option';

const FIRST: readonly (1 | 2 | 7)[] = [1, 2, 7];

/**
 * Which points to draft first, with a question for each: points 1, 2 and 7 (what the product does
 * and for whom, its screens, its calls) when they are missing or not shown, since every other point's
 * options are inferred from them. Questions only: never content.
 */
export function guidanceFor(status: (point: 1 | 2 | 7) => PointStatus): Guidance[] {
  return FIRST.filter((n) => status(n) === 'missing' || status(n) === 'not-shown').map((n) => ({
    point: n,
    title: POINTS[n - 1]?.title ?? '',
    question: guidanceQuestions[n],
  }));
}
