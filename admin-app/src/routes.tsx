import { dashboardStatsQuery, lazyScreen, type SectionRoute } from '@export-portal/shared-auth';
import { containerList } from '@export-portal/shared-records/lists';
import { CONTAINER_STATUSES } from '@export-portal/shared-domain';
import { INVENTORY_FILTERS, inventoryList } from './data/inventory';
import { DashboardScreen } from './screens/Dashboard/DashboardScreen';

// The first screen comes with the section; every other one is downloaded when first shown.
const VehiclesScreen = lazyScreen(() => import('./screens/Vehicles/VehiclesScreen').then((module) => module.VehiclesScreen));
const CustomersScreen = lazyScreen(() => import('./screens/Customers/CustomersScreen').then((module) => module.CustomersScreen));
const ShipmentsScreen = lazyScreen(() => import('./screens/Shipments/ShipmentsScreen').then((module) => module.ShipmentsScreen));
const ShipmentPageScreen = lazyScreen(() => import('./screens/ShipmentPage/ShipmentPageScreen').then((module) => module.ShipmentPageScreen));
const DocumentsScreen = lazyScreen(() => import('./screens/Documents/DocumentsScreen').then((module) => module.DocumentsScreen));
const ReportsScreen = lazyScreen(() => import('./screens/Reports/ReportsScreen').then((module) => module.ReportsScreen));
const ContainersScreen = lazyScreen(() => import('./screens/Containers/ContainersScreen').then((module) => module.ContainersScreen));
const FinanceScreen = lazyScreen(() => import('./screens/Finance/FinanceScreen').then((module) => module.FinanceScreen));
const UsersScreen = lazyScreen(() => import('./screens/Users/UsersScreen').then((module) => module.UsersScreen));
const ActivityScreen = lazyScreen(() => import('./screens/Activity/ActivityScreen').then((module) => module.ActivityScreen));
const VehicleRecordScreen = lazyScreen(() => import('./screens/VehicleRecord/VehicleRecordScreen').then((module) => module.VehicleRecordScreen));
const CustomerRecordScreen = lazyScreen(() => import('./screens/CustomerRecord/CustomerRecordScreen').then((module) => module.CustomerRecordScreen));
const SettingsScreen = lazyScreen(() => import('./screens/Settings/SettingsScreen').then((module) => module.SettingsScreen));

/** The admin section's screens, relative to wherever the host mounts it. */
export const adminRoutes: readonly SectionRoute[] = [
  {
    path: '',
    title: 'Admin Dashboard',
    description: 'The business at a glance: stock, revenue, shipments, users and documents.',
    element: <DashboardScreen />,
    readAhead: ({ client, queryClient }) => queryClient.prefetchQuery(dashboardStatsQuery(client)),
  },
  {
    path: 'vehicles',
    title: 'Vehicle Inventory',
    description: 'Every vehicle in stock, sold or on its way.',
    element: <VehiclesScreen />,
    readAhead: (visit) => inventoryList.readAhead(visit, INVENTORY_FILTERS),
  },
  // A record's page is reached from its list, never from the sidebar: its heading becomes the record's name.
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
    path: 'customers',
    title: 'Customer Management',
    description: 'Customer database, communications log and customer analytics.',
    element: <CustomersScreen />,
  },
  {
    path: 'customers/:id',
    title: 'Customer',
    description: 'One customer: their details, account, vehicles, shipments, documents and history.',
    element: <CustomerRecordScreen />,
    readAhead: (visit) =>
      Promise.all([
        import('./data/customerRecord').then((record) => record.readCustomerRecordAhead(visit)),
        import('@export-portal/shared-records/records').then((records) =>
          records.readRecordPartsAhead(visit, { column: 'customer_id', shipments: true, history: 'customers' }),
        ),
      ]),
  },
  {
    path: 'shipments',
    title: 'Shipment Tracking',
    description: 'Bookings, vessels and destination ports of every shipment.',
    element: <ShipmentsScreen />,
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
        import('./data/shipmentCosts').then((costs) => costs.readShipmentCostsAhead(visit)),
      ]),
  },
  {
    path: 'documents',
    title: 'Document Center',
    description: 'Titles, invoices, bills of lading, permits and other documents.',
    element: <DocumentsScreen />,
  },
  {
    path: 'reports',
    title: 'Reports & Analytics',
    description: 'Financial overview, banking integration, analytics and exports.',
    element: <ReportsScreen />,
  },
  {
    path: 'activity',
    title: 'Activity',
    description: 'Every change to vehicles, customers, shipments and the rest: who made it and when.',
    element: <ActivityScreen />,
    readAhead: (visit) => import('./data/activity').then((activity) => activity.readActivityAhead(visit)),
  },
  {
    path: 'containers',
    title: 'Container Management',
    description: 'Containers, their status, location and capacity.',
    element: <ContainersScreen />,
    readAhead: (visit) => containerList.readAhead(visit, { status: CONTAINER_STATUSES }),
  },
  { path: 'finance', title: 'Financial Management', description: 'Revenue, cash flow and recent transactions.', element: <FinanceScreen /> },
  { path: 'users', title: 'User Management', description: 'Portal users and their roles.', element: <UsersScreen /> },
  {
    path: 'settings',
    title: 'Settings',
    description: 'General, notifications, security, business and system settings.',
    element: <SettingsScreen />,
  },
];
