import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SectionUnavailable } from './SectionUnavailable';
import { isUnavailable } from './RemoteUnavailableError';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Keeps a failing section in its place: the rest of the portal keeps working. */
export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A portal section failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <SectionUnavailable
        message={
          isUnavailable(error)
            ? 'This section is temporarily unavailable.'
            : 'Something went wrong in this section.'
        }
        onRetry={this.props.onRetry}
      />
    );
  }
}
