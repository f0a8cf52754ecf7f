import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { FailurePanel } from './FailurePanel';

export const SCREEN_FAILURE_MESSAGE = 'Something went wrong on this page.';

export interface FailureBoundaryProps {
  /** A change of any of these clears the failure, e.g. the path or the section. */
  resetKeys: readonly unknown[];
  /** What the visitor is told about this failure. */
  messageFor: (error: unknown) => string;
  /** Work to do before rendering again, e.g. forgetting a remote that failed to load. */
  onRetry?: (error: unknown) => void;
  /** Names the place in the console when something fails. */
  label: string;
  children: ReactNode;
}

/** Keeps a failure where it happened, with a Retry that renders that part again. */
export function FailureBoundary({ resetKeys, messageFor, onRetry, label, children }: FailureBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={[...resetKeys]}
      onError={(error, info) => console.error(`${label} failed`, error, info.componentStack)}
      fallbackRender={({ error, resetErrorBoundary }) => (
        <FailurePanel
          message={messageFor(error)}
          onRetry={() => {
            onRetry?.(error);
            resetErrorBoundary();
          }}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

/**
 * Keeps a screen's render error in that screen: the section's navigation
 * keeps working, moving to another path clears the failure, and Retry renders
 * the screen again.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <FailureBoundary resetKeys={[pathname]} messageFor={() => SCREEN_FAILURE_MESSAGE} label="A portal screen">
      {children}
    </FailureBoundary>
  );
}
