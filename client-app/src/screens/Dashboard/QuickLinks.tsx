import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Car, Download, FileText, Search, Ship, Store } from 'lucide-react';
import { useSectionPath, useSectionScreenHeading } from '@export-portal/shared-auth';
import { Button } from '@export-portal/shared-ui';

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

const QUICK_LINKS: ReadonlyArray<{ screen: string; icon: ReactNode }> = [
  { screen: 'my-vehicles', icon: <Car aria-hidden size={16} /> },
  { screen: 'my-shipments', icon: <Ship aria-hidden size={16} /> },
  { screen: 'my-documents', icon: <FileText aria-hidden size={16} /> },
  { screen: 'track-shipment', icon: <Search aria-hidden size={16} /> },
  { screen: 'browse-inventory', icon: <Store aria-hidden size={16} /> },
  { screen: 'download-documents', icon: <Download aria-hidden size={16} /> },
];

/** The way to each of the client's other screens. */
export function QuickLinks() {
  const pathOf = useSectionPath();
  const headingOf = useSectionScreenHeading();
  return (
    <nav aria-labelledby="client-quick-links">
      <Heading id="client-quick-links">Quick links</Heading>
      <Links>
        {QUICK_LINKS.map(({ screen, icon }) => (
          <li key={screen}>
            <Button asChild variant="outline">
              <Link to={pathOf(screen)}>
                {icon}
                {headingOf(screen).title}
              </Link>
            </Button>
          </li>
        ))}
      </Links>
    </nav>
  );
}
