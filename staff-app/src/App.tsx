import { Route, Routes } from 'react-router-dom';
import { SectionNotFound } from '@export-portal/shared-ui';
import type { SectionAppProps } from '@export-portal/shared-auth';
import { DashboardScreen } from './screens/Dashboard/DashboardScreen';
import { VehicleOperationsScreen } from './screens/VehicleOperations/VehicleOperationsScreen';
import { ShipmentOperationsScreen } from './screens/ShipmentOperations/ShipmentOperationsScreen';
import { DocumentOperationsScreen } from './screens/DocumentOperations/DocumentOperationsScreen';
import { CustomerSupportScreen } from './screens/CustomerSupport/CustomerSupportScreen';

/**
 * The staff section's routes. `dashboard` and `customer-support` are the
 * redirect targets of the role shortcuts, so they show the same screens as
 * the index and `support`.
 */
export default function StaffApp({ basePath = '/' }: SectionAppProps) {
  return (
    <Routes>
      <Route index element={<DashboardScreen />} />
      <Route path="dashboard" element={<DashboardScreen />} />
      <Route path="vehicles" element={<VehicleOperationsScreen />} />
      <Route path="shipments" element={<ShipmentOperationsScreen />} />
      <Route path="documents" element={<DocumentOperationsScreen />} />
      <Route path="support" element={<CustomerSupportScreen />} />
      <Route path="customer-support" element={<CustomerSupportScreen />} />
      <Route path="*" element={<SectionNotFound sectionName="Staff" sectionHome={basePath} />} />
    </Routes>
  );
}
