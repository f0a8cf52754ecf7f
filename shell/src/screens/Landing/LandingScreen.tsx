import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Ship } from 'lucide-react';
import { Button, useDocumentTitle } from '@export-portal/shared-ui';

const Main = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[6]};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.primarySubtle}, ${({ theme }) => theme.colors.background});
`;

const Hero = styled.div`
  max-width: 40rem;
  text-align: center;
`;

const Mark = styled.div`
  display: inline-grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: 2.5rem;
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[8]};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export function LandingScreen() {
  useDocumentTitle(null);
  return (
    <Main>
      <Hero>
        <Mark aria-hidden>
          <Ship size={28} />
        </Mark>
        <Title>Export Portal</Title>
        <Lead>Inventory, customers, shipments, containers, documents and finance for a vehicle export business, in one place.</Lead>
        <Actions>
          <Button asChild size="lg">
            <Link to="/auth">Access System</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/dashboard">Demo Dashboard</Link>
          </Button>
        </Actions>
      </Hero>
    </Main>
  );
}
