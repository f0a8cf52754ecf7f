import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { RefreshCw } from 'lucide-react';
import { Button } from '../Button';

const Panel = styled.main`
  display: grid;
  place-items: center;
  min-height: 50vh;
  padding: ${({ theme }) => theme.space[8]};
  text-align: center;
`;

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

export interface FailurePanelProps {
  message: string;
  onRetry: () => void;
}

/**
 * What stands in place of a screen or section that failed: the reason and a
 * Retry button. Retry takes the focus, so a keyboard user is one Enter away
 * from trying again.
 */
export function FailurePanel({ message, onRetry }: FailurePanelProps) {
  const retryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    retryRef.current?.focus();
  }, []);
  return (
    <Panel>
      <div role="alert">
        <Message>{message}</Message>
        <Button ref={retryRef} onClick={onRetry}>
          <RefreshCw aria-hidden size={16} />
          Retry
        </Button>
      </div>
    </Panel>
  );
}
