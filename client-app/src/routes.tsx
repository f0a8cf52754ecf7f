import { lazyScreen, type FirstVisit, type SectionRoute } from '@export-portal/shared-auth';
import { clientDashboardQuery } from './data/clientDashboard';
import { ownDocumentList } from './data/ownRecords';
import { DashboardScreen } from './screens/Dashboard/DashboardScreen';

// The first screen comes with the section; every other one is downloaded when first shown.
const MyVehiclesScreen = lazyScreen(() => import('./screens/MyVehicles/MyVehiclesScreen').then((module) => module.MyVehiclesScreen));
const OwnVehicleScreen = lazyScreen(() => import('./screens/OwnVehicle/OwnVehicleScreen').then((module) => module.OwnVehicleScreen));
const MyShipmentsScreen = lazyScreen(() => import('./screens/MyShipments/MyShipmentsScreen').then((module) => module.MyShipmentsScreen));
const ShipmentPageScreen = lazyScreen(() => import('./screens/ShipmentPage/ShipmentPageScreen').then((module) => module.ShipmentPageScreen));
const MyDocumentsScreen = lazyScreen(() => import('./screens/MyDocuments/MyDocumentsScreen').then((module) => module.MyDocumentsScreen));
const TrackShipmentScreen = lazyScreen(() => import('./screens/TrackShipment/TrackShipmentScreen').then((module) => module.TrackShipmentScreen));
const BrowseInventoryScreen = lazyScreen(() =>
  import('./screens/BrowseInventory/BrowseInventoryScreen').then((module) => module.BrowseInventoryScreen),
);
const DownloadDocumentsScreen = lazyScreen(() =>
  import('./screens/DownloadDocuments/DownloadDocumentsScreen').then((module) => module.DownloadDocumentsScreen),
);

/** The client's figures, read for whoever the restored session is. */
function readDashboardAhead({ client, queryClient, userId }: FirstVisit) {
  return queryClient.prefetchQuery(clientDashboardQuery(client, userId));
}

/** The client section's screens; the sections table adds `dashboard` as an alias of the index. */
export const clientRoutes: readonly SectionRoute[] = [
  {
    path: '',
    title: 'My Dashboard',
    description: 'Your vehicles, shipments and recent messages.',
    element: <DashboardScreen />,
    readAhead: readDashboardAhead,
  },
  { path: 'my-vehicles', title: 'My Vehicles', description: 'The vehicles you have bought from us.', element: <MyVehiclesScreen /> },
  // Reached from its card, never from the sidebar: its heading becomes the vehicle's name.
  {
    path: 'my-vehicles/:id',
    title: 'My Vehicle',
    description: 'One of your vehicles: its details, shipment and documents.',
    element: <OwnVehicleScreen />,
    readAhead: (visit) =>
      import('@export-portal/shared-records/records').then((records) =>
        Promise.all([
          records.readVehicleRecordAhead(visit, 'client'),
          records.readRecordPartsAhead(visit, { column: 'vehicle_id', shipments: true }),
        ]),
      ),
  },
  { path: 'my-shipments', title: 'My Shipments', description: 'Where your vehicles are on their way.', element: <MyShipmentsScreen /> },
  {
    path: 'my-shipments/:id',
    title: 'Shipment',
    description: 'One of your shipments: its voyage, your vehicles on it, its documents and timeline.',
    element: <ShipmentPageScreen />,
    readAhead: (visit) =>
      Promise.all([
        import('@export-portal/shared-records/shipments').then((shipments) => shipments.readShipmentPageAhead(visit)),
        import('@export-portal/shared-records/records').then((records) => records.readRecordPartsAhead(visit, { column: 'shipment_id' })),
      ]),
  },
  {
    path: 'my-documents',
    title: 'My Documents',
    description: 'Titles, invoices and shipping documents for your vehicles.',
    element: <MyDocumentsScreen />,
    readAhead: (visit) => ownDocumentList.readAhead(visit, {}),
  },
  { path: 'track-shipment', title: 'Track Shipment', description: 'Follow a shipment by its number.', element: <TrackShipmentScreen /> },
  { path: 'browse-inventory', title: 'Browse Inventory', description: 'Vehicles available for export now.', element: <BrowseInventoryScreen /> },
  { path: 'download-documents', title: 'Download Documents', description: 'Find and download your documents.', element: <DownloadDocumentsScreen /> },
];
