import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../shared/third-party/third-party.ts';

type Props = { fallback: ReactNode; children: ReactNode };

/** The last line of defence: a rendering failure outside the router shows the error fallback. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('rendering failed', error, info.componentStack);
    reportError(error, { componentStack: info.componentStack });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
