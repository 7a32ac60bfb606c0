import type { PointStatus } from '../../core/index';

/** Words for a point status. */
export const STATUS_TEXT: Record<PointStatus, string> = {
  complete: 'Complete',
  partial: 'Partial',
  'not-shown': 'Not shown',
  missing: 'Missing',
};
