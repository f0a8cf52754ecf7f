import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FileText, MessageSquare, Ship, Truck } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@export-portal/shared-ui';
import { useSectionPath } from '../../sectionPath';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardLink = styled(Link)`
  display: block;
  height: 100%;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.xl};

  &:hover > *,
  &:focus-visible > * {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  & > * {
    height: 100%;
    padding-bottom: ${({ theme }) => theme.space[5]};
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const OPERATIONS: ReadonlyArray<{ screen: string; title: string; description: string; icon: ReactNode }> = [
  { screen: 'vehicles', title: 'Vehicle Operations', description: 'Inspect, release and ship vehicles.', icon: <Truck aria-hidden size={18} /> },
  { screen: 'shipments', title: 'Shipment Operations', description: 'Book shipments, mark departures and deliveries.', icon: <Ship aria-hidden size={18} /> },
  { screen: 'documents', title: 'Document Operations', description: 'Documents and their expiry dates.', icon: <FileText aria-hidden size={18} /> },
  { screen: 'support', title: 'Customer Support', description: 'Customer messages and replies.', icon: <MessageSquare aria-hidden size={18} /> },
];

/** An action card per operations screen. */
export function OperationsLinks() {
  const pathOf = useSectionPath();
  return (
    <nav aria-labelledby="staff-operations">
      <Heading id="staff-operations">Operations</Heading>
      <Grid>
        {OPERATIONS.map(({ screen, title, description, icon }) => (
          <li key={screen}>
            <CardLink to={pathOf(screen)}>
              <Card>
                <CardHeader>
                  <CardTitle>
                    {icon} {title}
                  </CardTitle>
                  <CardDescription>{description}</CardDescription>
                </CardHeader>
              </Card>
            </CardLink>
          </li>
        ))}
      </Grid>
    </nav>
  );
}
