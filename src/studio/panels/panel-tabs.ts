import type { FindingCounts } from '../state/finding-counts';
import type { TabDef } from '../ui/Tabs';

/** The panels of the studio's right side, in tab order. */
export type PanelKey = 'preview' | 'gaps' | 'calls' | 'diagrams' | 'contract' | 'options' | 'files';

/** "2 errors, 1 warning" for the Gaps tab's second badge. */
export function problemsLabel(c: { errors: number; warnings: number }): string {
  const part = (n: number, one: string) => (n === 0 ? null : `${n} ${one}${n === 1 ? '' : 's'}`);
  return [part(c.errors, 'error'), part(c.warnings, 'warning')].filter(Boolean).join(', ');
}

/** The panel tabs with their badges: the Gaps tab's gaps (… while the checker loads) and problems, the number of calls. */
export function panelTabs(counts: FindingCounts | null, calls: number): TabDef<PanelKey>[] {
  return [
    { key: 'preview', label: 'Preview' },
    {
      key: 'gaps',
      label: 'Gaps',
      badge: counts ? counts.gaps : '…',
      alert: counts && counts.problems > 0 ? { count: counts.problems, label: problemsLabel(counts) } : null,
    },
    { key: 'calls', label: 'Calls', badge: calls > 0 ? calls : null },
    { key: 'diagrams', label: 'Diagrams' },
    { key: 'contract', label: 'Contract' },
    { key: 'options', label: 'Options' },
    { key: 'files', label: 'Files' },
  ];
}
