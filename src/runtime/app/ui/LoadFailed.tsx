import type { ReactNode } from 'react';
import { Banner } from './Banner';

/** A screen's data call failed: the reason (catalogue message or plain text) and a "Try again" button. */
export function LoadFailed(props: {
  readonly title: string;
  readonly specLine: number | null;
  readonly message: ReactNode;
  readonly onRetry: () => void;
}) {
  return (
    <Banner kind="error" title={props.title} specLine={props.specLine}>
      {props.message}{' '}
      <button type="button" className="rt-btn rt-btn-small" onClick={props.onRetry}>
        Try again
      </button>
    </Banner>
  );
}
