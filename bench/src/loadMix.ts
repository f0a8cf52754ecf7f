import { DEMO_ACCOUNTS, replyToCustomer } from '@export-portal/shared-domain';
import type { LoadRequest, NextRequest } from './closedLoop';

/**
 * What the closed-loop clients ask the backend for: the requests each role's screens send on a
 * first visit (recorded from the browser: same tables, columns, embeds, filters, counts and
 * pages), one after another, with the writes those screens make in between.
 */

/** Ids of the demo seed (`pg_temp.seed_id` in supabase/seed.sql). */
const seedId = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const vehicle = (n: number) => seedId('a0000000', n);
const shipment = (n: number) => seedId('b0000000', n);
const customer = (n: number) => seedId('c0000000', n);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export type LoadUser = (typeof DEMO_ACCOUNTS)[number];
const account = (email: string): LoadUser => DEMO_ACCOUNTS.find((candidate) => candidate.email === email)!;
const ADMIN = account('admin@demo.test');
const STAFF = account('staff@demo.test');
const CLIENT1 = account('client1@demo.test');
const CLIENT2 = account('client2@demo.test');

/** Clients take these users in turn: a fifth admins, two fifths staff, two fifths clients. */
const USER_ROTATION = [ADMIN, STAFF, CLIENT1, STAFF, CLIENT2] as const;

const userId = (user: LoadUser) => {
  const index = DEMO_ACCOUNTS.indexOf(user);
  return seedId('ad000000', index + 1);
};

const get = (path: string, headers?: Record<string, string>): LoadRequest => ({ method: 'GET', path: `/rest/v1/${path}`, headers });
const counted = (path: string): LoadRequest => get(path, { prefer: 'count=exact' });
const rpc = (name: string, body: object = {}, query = ''): LoadRequest => ({
  method: 'POST',
  path: `/rest/v1/rpc/${name}${query}`,
  body: JSON.stringify(body),
});

const VEHICLE_PAGE_IDS = `(${range(1, 50).map(vehicle).join(',')})`;
const SHIPMENT_PAGE_IDS = `(${range(1, 24).map(shipment).join(',')})`;
const HISTORY_COLUMNS = 'id,table_name,record_id,action,changes,record_label,actor_id,actor_name,changed_at';
const RECORD_DOCUMENT_COLUMNS = 'id,document_name,document_type,document_number,issue_date,expiry_date,file_path,file_name,mime_type,created_at';
const SHIPMENT_COLUMNS =
  'id,shipment_number,booking_number,status,origin_port,destination_port,vessel_name,voyage_number,estimated_departure,estimated_arrival,actual_departure,actual_arrival,created_at';

const role = (user: LoadUser) => get(`profiles?select=role&user_id=eq.${userId(user)}`);

const vehicleBoard = (user: LoadUser, admin: boolean) => [
  role(user),
  get('vehicle_status_totals?select=status,vehicles'),
  get(
    'vehicle_directory?select=id,customer_id,year,make,model,vin,color,mileage,sale_price,status,location,notes,created_at,updated_at,customer_first_name,customer_last_name,customer_company_name&order=created_at.desc,id.asc&offset=0&limit=50',
  ),
  ...(admin ? [rpc('vehicle_costs', {}, `?vehicle_id=in.${VEHICLE_PAGE_IDS}`)] : []),
  get(`vehicle_export_files?select=vehicle_id,missing,expired&vehicle_id=in.${VEHICLE_PAGE_IDS}`),
  ...(admin ? [] : [get(`vehicle_tasks?select=id,vehicle_id,task_type,due_date&vehicle_id=in.${VEHICLE_PAGE_IDS}`)]),
];

const shipmentBoard = (user: LoadUser) => [
  role(user),
  counted(
    'shipments?select=*,customer:customers(first_name,last_name,company_name),containers(container_number,status)&order=created_at.desc,id.asc&offset=0&limit=50',
  ),
  get(`shipment_export_readiness?select=shipment_id,incomplete_vehicles,customs_deadline,at_risk&shipment_id=in.${SHIPMENT_PAGE_IDS}`),
];

const documentBoard = (user: LoadUser) => [
  role(user),
  counted(
    'documents?select=*,customer:customers(first_name,last_name,company_name),vehicle:vehicles(year,make,model,vin),shipment:shipments(shipment_number)&order=created_at.desc,id.asc&offset=0&limit=50',
  ),
];

const shipmentPage = (user: LoadUser, n: number) => [
  role(user),
  get(
    `shipments?select=id,shipment_number,customer_id,booking_number,status,origin_port,destination_port,vessel_name,voyage_number,estimated_departure,estimated_arrival,actual_departure,actual_arrival,created_at,updated_at,customer:customers(first_name,last_name,company_name),containers(id,container_number,container_type,capacity,status),shipment_vehicles(vehicle:vehicles(id,year,make,model,vin,status))&id=eq.${shipment(n)}`,
  ),
  get(`shipment_export_readiness?select=shipment_id,incomplete_vehicles,customs_deadline,at_risk&shipment_id=in.(${shipment(n)})`),
  get(`documents?select=${RECORD_DOCUMENT_COLUMNS}&shipment_id=eq.${shipment(n)}&order=created_at.desc,id.asc&limit=200`),
  rpc('shipment_timeline', { p_shipment_id: shipment(n) }),
];

const vehiclePage = (user: LoadUser, n: number) => [
  role(user),
  get(
    `vehicles?select=id,customer_id,year,make,model,vin,color,mileage,sale_price,status,location,notes,created_at,updated_at,customer:customers(id,first_name,last_name,company_name)&id=eq.${vehicle(n)}`,
  ),
  rpc('vehicle_costs', {}, `?vehicle_id=eq.${vehicle(n)}`),
  get(
    `shipment_vehicles?select=active,added_at,shipment:shipments(id,shipment_number,status,destination_port,estimated_departure,estimated_arrival)&vehicle_id=eq.${vehicle(n)}&order=added_at.desc`,
  ),
  get(`documents?select=${RECORD_DOCUMENT_COLUMNS}&vehicle_id=eq.${vehicle(n)}&order=created_at.desc,id.asc&limit=200`),
  counted(
    `change_history?select=${HISTORY_COLUMNS}&table_name=in.(vehicles,vehicle_tasks)&record_id=eq.${vehicle(n)}&order=changed_at.desc,id.desc&offset=0&limit=20`,
  ),
];

/** A write whose marker is unique to the run, the client and its request. */
const marker = (tag: string, client: number, n: number) => `load-${tag}-${client}-${n}`;

const bookTask = (tag: string, client: number, n: number): LoadRequest => {
  const note = marker(tag, client, n);
  return {
    method: 'POST',
    path: '/rest/v1/vehicle_tasks',
    headers: { prefer: 'return=minimal' },
    body: JSON.stringify({ vehicle_id: vehicle(1 + (n % 50)), task_type: 'inspection', due_date: '2026-12-15', note }),
    write: { table: 'vehicle_tasks', column: 'note', marker: note },
  };
};

const sendReply = (tag: string, client: number, n: number): LoadRequest => {
  const message = marker(tag, client, n);
  return {
    method: 'POST',
    path: '/rest/v1/communications',
    headers: { prefer: 'return=minimal' },
    body: JSON.stringify(replyToCustomer(customer(3 + (n % 28)), message)),
    write: { table: 'communications', column: 'message', marker: message },
  };
};

const markRead = (n: number): LoadRequest => ({
  method: 'PATCH',
  path: `/rest/v1/communications?id=eq.${seedId('e0000000', 1 + (n % 60))}`,
  headers: { prefer: 'return=minimal' },
  body: JSON.stringify({ read_status: true }),
});

type Step = LoadRequest | ((tag: string, client: number, n: number) => LoadRequest);

function adminSteps(): Step[] {
  return [
    role(ADMIN),
    rpc('dashboard_stats'),
    ...vehicleBoard(ADMIN, true),
    role(ADMIN),
    counted('customers?select=*,vehicles(id,status)&order=created_at.desc,id.asc&offset=0&limit=50'),
    ...shipmentBoard(ADMIN),
    bookTask,
    ...documentBoard(ADMIN),
    role(ADMIN),
    counted('transactions?select=*&order=transaction_date.desc,id.asc&offset=0&limit=50'),
    role(ADMIN),
    get('profiles?select=user_id,first_name,last_name,email&role=in.(admin,staff)&order=first_name.asc,last_name.asc&limit=500'),
    counted(`change_history?select=${HISTORY_COLUMNS}&order=changed_at.desc,id.desc&offset=0&limit=50`),
    ...vehiclePage(ADMIN, 1),
    ...shipmentPage(ADMIN, 1),
  ];
}

function staffSteps(): Step[] {
  return [
    role(STAFF),
    rpc('dashboard_stats'),
    ...vehicleBoard(STAFF, false),
    bookTask,
    role(STAFF),
    counted('support_messages?select=*&order=created_at.desc,id.asc&offset=0&limit=50'),
    { method: 'HEAD', path: '/rest/v1/communications?select=id&direction=eq.inbound&read_status=eq.false', headers: { prefer: 'count=exact' } },
    { method: 'HEAD', path: '/rest/v1/communications?select=id&created_at=gte.2026-11-27T00:00:00.000Z', headers: { prefer: 'count=exact' } },
    { method: 'HEAD', path: '/rest/v1/customers?select=id', headers: { prefer: 'count=exact' } },
    (_tag, _client, n) => markRead(n),
    sendReply,
    ...shipmentBoard(STAFF),
    role(STAFF),
    counted('containers?select=*&order=container_number.asc&offset=0&limit=50'),
    ...documentBoard(STAFF),
    ...vehiclePage(STAFF, 7),
  ];
}

function clientSteps(user: LoadUser, own: { vehicle: number; shipment: number }): Step[] {
  const owner = `owner.user_id=eq.${userId(user)}`;
  return [
    role(user),
    rpc('client_dashboard'),
    role(user),
    counted(
      `vehicles?select=id,customer_id,year,make,model,vin,color,mileage,sale_price,status,location,notes,created_at,updated_at,owner:customers!inner(user_id)&${owner}&order=created_at.desc,id.asc&offset=0&limit=50`,
    ),
    get(
      `vehicle_export_files?select=vehicle_id,missing,expired&vehicle_id=in.(${range(own.vehicle, own.vehicle + 2)
        .map(vehicle)
        .join(',')})`,
    ),
    role(user),
    get(
      `shipments?select=${SHIPMENT_COLUMNS},containers(container_number,status),shipment_vehicles(vehicle:vehicles(id,year,make,model,vin)),owner:customers!inner(user_id)&${owner}&order=created_at.desc,id.asc&offset=0&limit=50`,
      { prefer: 'count=exact' },
    ),
    role(user),
    counted(
      `documents?select=id,document_name,document_number,document_type,issue_date,expiry_date,file_size,file_path,file_name,mime_type,created_at,owner:customers!inner(user_id)&${owner}&order=created_at.desc,id.asc&offset=0&limit=50`,
    ),
    role(user),
    counted(
      'vehicles?select=id,year,make,model,vin,color,mileage,sale_price,location,created_at&status=eq.available&order=created_at.desc,id.asc&offset=0&limit=50',
    ),
    ...shipmentPage(user, own.shipment).filter((request) => !request.path.includes('change_history')),
  ];
}

const STEPS = new Map<LoadUser, Step[]>([
  [ADMIN, adminSteps()],
  [STAFF, staffSteps()],
  [CLIENT1, clientSteps(CLIENT1, { vehicle: 1, shipment: 1 })],
  [CLIENT2, clientSteps(CLIENT2, { vehicle: 4, shipment: 2 })],
]);

/**
 * Client `c` signs in as the c-th user of the rotation and walks its role's screens in order,
 * from a starting point of its own so that clients of one role are not in step. `tag` keeps the
 * writes of one run apart from another's.
 */
export function loadMix(tag: string): { userOf: (client: number) => LoadUser; next: NextRequest } {
  const userOf = (client: number) => USER_ROTATION[client % USER_ROTATION.length]!;
  return {
    userOf,
    next(client, n) {
      const steps = STEPS.get(userOf(client))!;
      const step = steps[(client * 7 + n) % steps.length]!;
      return typeof step === 'function' ? step(tag, client, n) : step;
    },
  };
}
