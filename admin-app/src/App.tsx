import { Route, Routes } from 'react-router-dom';
import { SectionNotFound } from '@export-portal/shared-ui';
import type { SectionAppProps } from '@export-portal/shared-auth';
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

/** The admin section's routes, relative to wherever the host mounts it. */
export default function AdminApp({ basePath = '/' }: SectionAppProps) {
  return (
    <Routes>
      <Route index element={<DashboardScreen />} />
      <Route path="vehicles" element={<VehiclesScreen />} />
      <Route path="customers" element={<CustomersScreen />} />
      <Route path="shipments" element={<ShipmentsScreen />} />
      <Route path="documents" element={<DocumentsScreen />} />
      <Route path="reports" element={<ReportsScreen />} />
      <Route path="containers" element={<ContainersScreen />} />
      <Route path="finance" element={<FinanceScreen />} />
      <Route path="users" element={<UsersScreen />} />
      <Route path="settings" element={<SettingsScreen />} />
      <Route path="*" element={<SectionNotFound sectionName="Admin" sectionHome={basePath} />} />
    </Routes>
  );
}
