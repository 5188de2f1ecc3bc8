import { Component, type ReactNode } from 'react';
import { ErrorState } from './status-states.tsx';

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** A new value (the next page's path) clears a caught error. */
  resetKey?: string | undefined;
}

interface RouteErrorBoundaryState {
  error: { caught: unknown } | undefined;
  resetKey: string | undefined;
}

/**
 * Last line of defence: a render error, or a page whose code fails to load, shows a message
 * with a reload, never a blank page. Navigating elsewhere (a new `resetKey`) tries again.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(caught: unknown): Partial<RouteErrorBoundaryState> {
    return { error: { caught } };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, resetKey: props.resetKey };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorState error={error.caught} retry={() => window.location.reload()} />;
  }
}
