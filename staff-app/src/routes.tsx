import type { SectionRoute } from '@export-portal/shared-auth';
import { DashboardScreen } from './screens/Dashboard/DashboardScreen';
import { VehicleOperationsScreen } from './screens/VehicleOperations/VehicleOperationsScreen';
import { ShipmentOperationsScreen } from './screens/ShipmentOperations/ShipmentOperationsScreen';
import { DocumentOperationsScreen } from './screens/DocumentOperations/DocumentOperationsScreen';
import { CustomerSupportScreen } from './screens/CustomerSupport/CustomerSupportScreen';
import { ContainersScreen } from './screens/Containers/ContainersScreen';

/** The staff section's screens; the sections table adds `dashboard` and `customer-support` as aliases. */
export const staffRoutes: readonly SectionRoute[] = [
  { path: '', title: 'Staff Dashboard', element: <DashboardScreen /> },
  { path: 'vehicles', title: 'Vehicle Operations', element: <VehicleOperationsScreen /> },
  { path: 'shipments', title: 'Shipment Operations', element: <ShipmentOperationsScreen /> },
  { path: 'documents', title: 'Document Operations', element: <DocumentOperationsScreen /> },
  { path: 'support', title: 'Customer Support', element: <CustomerSupportScreen /> },
  { path: 'containers', title: 'Containers', element: <ContainersScreen /> },
];
