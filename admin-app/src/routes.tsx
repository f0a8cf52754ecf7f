import type { SectionRoute } from '@export-portal/shared-auth';
import { DashboardScreen } from './screens/Dashboard/DashboardScreen';
import { VehiclesScreen } from './screens/Vehicles/VehiclesScreen';
import { CustomersScreen } from './screens/Customers/CustomersScreen';
import { ShipmentsScreen } from './screens/Shipments/ShipmentsScreen';
import { DocumentsScreen } from './screens/Documents/DocumentsScreen';
import { ReportsScreen } from './screens/Reports/ReportsScreen';
import { ContainersScreen } from './screens/Containers/ContainersScreen';
import { FinanceScreen } from './screens/Finance/FinanceScreen';
import { UsersScreen } from './screens/Users/UsersScreen';
import { SettingsScreen } from './screens/Settings/SettingsScreen';

/** The admin section's screens, relative to wherever the host mounts it. */
export const adminRoutes: readonly SectionRoute[] = [
  { path: '', title: 'Admin Dashboard', element: <DashboardScreen /> },
  { path: 'vehicles', title: 'Vehicle Inventory', element: <VehiclesScreen /> },
  { path: 'customers', title: 'Customer Management', element: <CustomersScreen /> },
  { path: 'shipments', title: 'Shipment Tracking', element: <ShipmentsScreen /> },
  { path: 'documents', title: 'Document Center', element: <DocumentsScreen /> },
  { path: 'reports', title: 'Reports & Analytics', element: <ReportsScreen /> },
  { path: 'containers', title: 'Container Management', element: <ContainersScreen /> },
  { path: 'finance', title: 'Financial Management', element: <FinanceScreen /> },
  { path: 'users', title: 'User Management', element: <UsersScreen /> },
  { path: 'settings', title: 'Settings', element: <SettingsScreen /> },
];
