import { FileText, MessageSquare, Ship, Truck } from 'lucide-react';
import { LinkCards, type LinkCard } from '@export-portal/shared-auth';

const OPERATIONS: readonly LinkCard[] = [
  { screen: 'vehicles', title: 'Vehicle Operations', description: 'Inspect, release and ship vehicles.', icon: <Truck aria-hidden size={18} /> },
  { screen: 'shipments', title: 'Shipment Operations', description: 'Book shipments, mark departures and deliveries.', icon: <Ship aria-hidden size={18} /> },
  { screen: 'documents', title: 'Document Operations', description: 'Documents and their expiry dates.', icon: <FileText aria-hidden size={18} /> },
  { screen: 'support', title: 'Customer Support', description: 'Customer messages and replies.', icon: <MessageSquare aria-hidden size={18} /> },
];

/** An action card per operations screen. */
export function OperationsLinks() {
  return <LinkCards id="staff-operations" heading="Operations" cards={OPERATIONS} />;
}
