import { RefreshCw } from 'lucide-react';
import { Button } from './Button';

/** The Retry under a failed load: the one way every screen offers to read again. */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button size="sm" variant="outline" onClick={onRetry}>
      <RefreshCw aria-hidden size={14} />
      Retry
    </Button>
  );
}
