import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@export-portal/shared-ui';

const Main = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.background};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 28rem;
  text-align: center;
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.tones.danger.background};
  color: ${({ theme }) => theme.tones.danger.foreground};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes['3xl']};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
`;

const Explanation = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.muted};
`;

/** Where a signed-in user lands on a page their role does not open (SPEC §2, §8). */
export function UnauthorizedScreen() {
  return (
    <Main aria-labelledby="access-denied-title">
      <Panel>
        <Mark aria-hidden="true">
          <ShieldAlert size={28} />
        </Mark>
        <Title id="access-denied-title">Access Denied</Title>
        <Explanation>
          You don&apos;t have permission to access this page. Please contact your administrator if you believe this is an
          error.
        </Explanation>
        <Button asChild>
          <Link to="/dashboard">Back to Dashboard</Link>
        </Button>
      </Panel>
    </Main>
  );
}
