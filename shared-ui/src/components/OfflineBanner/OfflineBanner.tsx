import styled from 'styled-components';
import { WifiOff } from 'lucide-react';

const Banner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.tones.warning.border};
  background: ${({ theme }) => theme.tones.warning.background};
  color: ${({ theme }) => theme.tones.warning.foreground};
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  & > svg {
    flex-shrink: 0;
  }
`;

/** Shown while the portal is offline: nothing can be saved, and what is on screen may be out of date. */
export function OfflineBanner() {
  return (
    <Banner role="alert">
      <WifiOff aria-hidden size={16} />
      You are offline. Changes cannot be saved and lists do not update until the connection is back.
    </Banner>
  );
}
