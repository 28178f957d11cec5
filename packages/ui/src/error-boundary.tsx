import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

interface Props {
  children: ReactNode;
  /** Called before the children render again, e.g. to reset failed queries. */
  onReset?: () => void;
}

interface State {
  error: Error | null;
}

/** Keeps a failing section from taking the whole shell down; 重试 renders it again. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error) return <ErrorFallback description={this.state.error.message} onRetry={this.retry} />;
    return this.props.children;
  }
}
