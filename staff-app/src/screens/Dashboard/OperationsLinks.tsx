import { FileText, MessageSquare, Ship, Truck } from 'lucide-react';
import { LinkCards, type LinkCard } from '@export-portal/shared-auth';

const OPERATIONS: readonly LinkCard[] = [
  { screen: 'vehicles', icon: <Truck aria-hidden size={18} /> },
  { screen: 'shipments', icon: <Ship aria-hidden size={18} /> },
  { screen: 'documents', icon: <FileText aria-hidden size={18} /> },
  { screen: 'support', icon: <MessageSquare aria-hidden size={18} /> },
];

/** An action card per operations screen. */
export function OperationsLinks() {
  return <LinkCards id="staff-operations" heading="Operations" cards={OPERATIONS} />;
}
