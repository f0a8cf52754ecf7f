import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Car, Download, FileText, Search, Ship, Store } from 'lucide-react';
import { Button } from '@export-portal/shared-ui';
import { useSectionPath } from '../../sectionPath';

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const QUICK_LINKS: ReadonlyArray<{ screen: string; label: string; icon: ReactNode }> = [
  { screen: 'my-vehicles', label: 'My Vehicles', icon: <Car aria-hidden size={16} /> },
  { screen: 'my-shipments', label: 'My Shipments', icon: <Ship aria-hidden size={16} /> },
  { screen: 'my-documents', label: 'My Documents', icon: <FileText aria-hidden size={16} /> },
  { screen: 'track-shipment', label: 'Track Shipment', icon: <Search aria-hidden size={16} /> },
  { screen: 'browse-inventory', label: 'Browse Inventory', icon: <Store aria-hidden size={16} /> },
  { screen: 'download-documents', label: 'Download Documents', icon: <Download aria-hidden size={16} /> },
];

/** The way to each of the client's other screens. */
export function QuickLinks() {
  const pathOf = useSectionPath();
  return (
    <nav aria-labelledby="client-quick-links">
      <Heading id="client-quick-links">Quick links</Heading>
      <Links>
        {QUICK_LINKS.map(({ screen, label, icon }) => (
          <li key={screen}>
            <Button asChild variant="outline">
              <Link to={pathOf(screen)}>
                {icon}
                {label}
              </Link>
            </Button>
          </li>
        ))}
      </Links>
    </nav>
  );
}
