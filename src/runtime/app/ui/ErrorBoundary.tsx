import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of ErrorBoundary. */
export interface ErrorBoundaryProps {
  readonly children: ReactNode;
  /** What failed, for the message ("this screen"). */
  readonly what: string;
}

/**
 * Catches a rendering failure in one screen and shows a plain message instead of crashing the
 * whole app. Remount it (a `key`) to try again after navigation.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('specfront: a screen failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="rt-banner rt-banner-error" role="alert">
        <strong>Something went wrong while showing {this.props.what}.</strong>{' '}
        <button type="button" className="rt-btn rt-btn-small" onClick={() => this.setState({ failed: false })}>
          Try again
        </button>
      </div>
    );
  }
}
