import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { RefreshCw } from 'lucide-react';
import { Button } from '@export-portal/shared-ui';

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

interface Props {
  message: string;
  onRetry: () => void;
}

export function SectionUnavailable({ message, onRetry }: Props) {
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
