/** The page of the record a history entry belongs to, within the admin section, or null when it has none. */
export function recordScreenOf(table: string, recordId: string | null): string | null {
  if (table === 'settings') return 'settings';
  if (recordId === null) return null;
  // A vehicle's tasks are recorded under the vehicle.
  if (table === 'vehicles' || table === 'vehicle_tasks') return `vehicles/${recordId}`;
  if (table === 'customers') return `customers/${recordId}`;
  // A vehicle joining or leaving a shipment is recorded under the shipment.
  if (table === 'shipments' || table === 'shipment_vehicles') return `shipments/${recordId}`;
  return null;
}
