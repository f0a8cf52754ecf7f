import { lazyScreen, type SectionRoute } from '@export-portal/shared-auth';
import { DashboardScreen } from './screens/Dashboard/DashboardScreen';

// The first screen comes with the section; every other one is downloaded when first shown.
const MyVehiclesScreen = lazyScreen(() => import('./screens/MyVehicles/MyVehiclesScreen').then((module) => module.MyVehiclesScreen));
const MyShipmentsScreen = lazyScreen(() => import('./screens/MyShipments/MyShipmentsScreen').then((module) => module.MyShipmentsScreen));
const MyDocumentsScreen = lazyScreen(() => import('./screens/MyDocuments/MyDocumentsScreen').then((module) => module.MyDocumentsScreen));
const TrackShipmentScreen = lazyScreen(() => import('./screens/TrackShipment/TrackShipmentScreen').then((module) => module.TrackShipmentScreen));
const BrowseInventoryScreen = lazyScreen(() => import('./screens/BrowseInventory/BrowseInventoryScreen').then((module) => module.BrowseInventoryScreen));
const DownloadDocumentsScreen = lazyScreen(() => import('./screens/DownloadDocuments/DownloadDocumentsScreen').then((module) => module.DownloadDocumentsScreen));

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
