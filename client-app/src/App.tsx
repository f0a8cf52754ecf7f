import { Route, Routes } from 'react-router-dom';
import { SectionNotFound } from '@export-portal/shared-ui';
import type { SectionAppProps } from '@export-portal/shared-auth';
import { DashboardScreen } from './screens/Dashboard/DashboardScreen';
import { MyVehiclesScreen } from './screens/MyVehicles/MyVehiclesScreen';
import { MyShipmentsScreen } from './screens/MyShipments/MyShipmentsScreen';
import { MyDocumentsScreen } from './screens/MyDocuments/MyDocumentsScreen';
import { TrackShipmentScreen } from './screens/TrackShipment/TrackShipmentScreen';
import { BrowseInventoryScreen } from './screens/BrowseInventory/BrowseInventoryScreen';
import { DownloadDocumentsScreen } from './screens/DownloadDocuments/DownloadDocumentsScreen';

/** The client section's routes; `dashboard` is the shortcuts' name for the index. */
export default function ClientApp({ basePath = '/' }: SectionAppProps) {
  return (
    <Routes>
      <Route index element={<DashboardScreen />} />
      <Route path="dashboard" element={<DashboardScreen />} />
      <Route path="my-vehicles" element={<MyVehiclesScreen />} />
      <Route path="my-shipments" element={<MyShipmentsScreen />} />
      <Route path="my-documents" element={<MyDocumentsScreen />} />
      <Route path="track-shipment" element={<TrackShipmentScreen />} />
      <Route path="browse-inventory" element={<BrowseInventoryScreen />} />
      <Route path="download-documents" element={<DownloadDocumentsScreen />} />
      <Route path="*" element={<SectionNotFound sectionName="Client" sectionHome={basePath} />} />
    </Routes>
  );
}
