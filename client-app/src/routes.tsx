import type { SectionRoute } from '@export-portal/shared-auth';
import { DashboardScreen } from './screens/Dashboard/DashboardScreen';
import { MyVehiclesScreen } from './screens/MyVehicles/MyVehiclesScreen';
import { MyShipmentsScreen } from './screens/MyShipments/MyShipmentsScreen';
import { MyDocumentsScreen } from './screens/MyDocuments/MyDocumentsScreen';
import { TrackShipmentScreen } from './screens/TrackShipment/TrackShipmentScreen';
import { BrowseInventoryScreen } from './screens/BrowseInventory/BrowseInventoryScreen';
import { DownloadDocumentsScreen } from './screens/DownloadDocuments/DownloadDocumentsScreen';

/** The client section's screens; the sections table adds `dashboard` as an alias of the index. */
export const clientRoutes: readonly SectionRoute[] = [
  { path: '', title: 'My Dashboard', element: <DashboardScreen /> },
  { path: 'my-vehicles', title: 'My Vehicles', element: <MyVehiclesScreen /> },
  { path: 'my-shipments', title: 'My Shipments', element: <MyShipmentsScreen /> },
  { path: 'my-documents', title: 'My Documents', element: <MyDocumentsScreen /> },
  { path: 'track-shipment', title: 'Track Shipment', element: <TrackShipmentScreen /> },
  { path: 'browse-inventory', title: 'Browse Inventory', element: <BrowseInventoryScreen /> },
  { path: 'download-documents', title: 'Download Documents', element: <DownloadDocumentsScreen /> },
];
