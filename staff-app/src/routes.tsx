import { dashboardStatsQuery, lazyScreen, type SectionRoute } from '@export-portal/shared-auth';
import { containerList, shipmentList } from '@export-portal/shared-records/lists';
import { CONTAINER_STATUSES } from '@export-portal/shared-domain';
import { SHIPMENT_FILTERS } from './data/shipmentBoard';
import { VEHICLE_FILTERS, vehicleList } from './data/vehicleBoard';
import { priorityTasksQuery, renewalTasksQuery } from './data/vehicleTasks';
import { DashboardScreen } from './screens/Dashboard/DashboardScreen';

// The first screen comes with the section; every other one is downloaded when first shown.
const VehicleOperationsScreen = lazyScreen(() =>
  import('./screens/VehicleOperations/VehicleOperationsScreen').then((module) => module.VehicleOperationsScreen),
);
const ShipmentOperationsScreen = lazyScreen(() =>
  import('./screens/ShipmentOperations/ShipmentOperationsScreen').then((module) => module.ShipmentOperationsScreen),
);
const ShipmentPageScreen = lazyScreen(() => import('./screens/ShipmentPage/ShipmentPageScreen').then((module) => module.ShipmentPageScreen));
const DocumentOperationsScreen = lazyScreen(() =>
  import('./screens/DocumentOperations/DocumentOperationsScreen').then((module) => module.DocumentOperationsScreen),
);
const CustomerSupportScreen = lazyScreen(() =>
  import('./screens/CustomerSupport/CustomerSupportScreen').then((module) => module.CustomerSupportScreen),
);
const CustomerThreadScreen = lazyScreen(() => import('./screens/CustomerThread/CustomerThreadScreen').then((module) => module.CustomerThreadScreen));
const VehicleRecordScreen = lazyScreen(() => import('./screens/VehicleRecord/VehicleRecordScreen').then((module) => module.VehicleRecordScreen));
const ContainersScreen = lazyScreen(() => import('./screens/Containers/ContainersScreen').then((module) => module.ContainersScreen));

/** The staff section's screens; the sections table adds `dashboard` and `customer-support` as aliases. */
export const staffRoutes: readonly SectionRoute[] = [
  {
    path: '',
    title: 'Staff Dashboard',
    description: 'Your operations work: shipments to move, vehicles to inspect, documents to renew and customers waiting for a reply.',
    element: <DashboardScreen />,
    // The screen is shown once its figures, its open tasks and its renewal reminders are: all three are read with the section.
    readAhead: ({ client, queryClient }) =>
      Promise.all([
        queryClient.prefetchQuery(dashboardStatsQuery(client)),
        queryClient.prefetchQuery(priorityTasksQuery(client)),
        queryClient.prefetchQuery(renewalTasksQuery(client)),
      ]),
  },
  {
    path: 'vehicles',
    title: 'Vehicle Operations',
    description: 'Inspect, release and ship vehicles.',
    element: <VehicleOperationsScreen />,
    readAhead: (visit) => vehicleList.readAhead(visit, VEHICLE_FILTERS),
  },
  // Reached from its card, never from the sidebar: its heading becomes the vehicle's name.
  {
    path: 'vehicles/:id',
    title: 'Vehicle',
    description: 'One vehicle: its details, shipments, documents and history.',
    element: <VehicleRecordScreen />,
    readAhead: (visit) =>
      import('@export-portal/shared-records/records').then((records) =>
        Promise.all([
          records.readVehicleRecordAhead(visit, 'business'),
          records.readRecordPartsAhead(visit, { column: 'vehicle_id', shipments: true, history: 'vehicles' }),
        ]),
      ),
  },
  {
    path: 'shipments',
    title: 'Shipment Operations',
    description: 'Book shipments, mark departures and deliveries.',
    element: <ShipmentOperationsScreen />,
    readAhead: (visit) => shipmentList.readAhead(visit, SHIPMENT_FILTERS),
  },
  {
    path: 'shipments/:id',
    title: 'Shipment',
    description: 'One shipment: its voyage, container, vehicles, documents and timeline.',
    element: <ShipmentPageScreen />,
    readAhead: (visit) =>
      Promise.all([
        import('@export-portal/shared-records/shipments').then((shipments) => shipments.readShipmentPageAhead(visit)),
        import('@export-portal/shared-records/records').then((records) =>
          records.readRecordPartsAhead(visit, { column: 'shipment_id', history: 'shipments' }),
        ),
      ]),
  },
  { path: 'documents', title: 'Document Operations', description: 'Documents and their expiry dates.', element: <DocumentOperationsScreen /> },
  { path: 'support', title: 'Customer Support', description: 'Customer messages and replies.', element: <CustomerSupportScreen /> },
  // Reached from a message's View thread, never from the sidebar: its heading becomes the customer's name.
  {
    path: 'support/customers/:id',
    title: 'Customer Thread',
    description: "One customer's messages and calls, newest first.",
    element: <CustomerThreadScreen />,
    readAhead: (visit) => import('./data/support').then((support) => support.readThreadCustomerAhead(visit)),
  },
  {
    path: 'containers',
    title: 'Containers',
    description: 'Where each container is, its status and capacity.',
    element: <ContainersScreen />,
    readAhead: (visit) => containerList.readAhead(visit, { status: CONTAINER_STATUSES }),
  },
];
