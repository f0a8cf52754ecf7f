import type { SupabaseClient } from '@supabase/supabase-js';
import {
  ACTIVE_SHIPMENT_STATUSES,
  CHECKED_COLUMN_VALUES,
  COMMUNICATION_SEEN_BY_CLIENT,
  COMMUNICATION_TYPES,
  SHIPMENT_ACTION_ALLOWED,
  SHIPMENT_HOLDS_CARGO,
  SHIPMENT_STATUSES,
  VEHICLE_STATUSES,
  VEHICLE_YEAR_RANGE,
  canChangeShipmentVehicles,
  canStaffSetVehicleStatus,
  SHIPMENT_ACTION_TARGETS,
  isVehicleYear,
  type Database,
  type ShipmentAction,
  type ShipmentStatus,
  type VehicleStatus,
} from '@export-portal/shared-domain';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_STAFF } from './demo-accounts';

/**
 * The business rules live twice: in shared-domain, which decides what the screens enable, and
 * in the SQL the database enforces. These tests take shared-domain's own tables and try every
 * case of them against the real database, so neither side can change alone.
 */

let backend: TestBackend;
let service: SupabaseClient<Database>;
let staff: SupabaseClient<Database>;
let admin: SupabaseClient<Database>;

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend.url, backend.serviceRoleKey);
  staff = await signedInClient(DEMO_STAFF.email, DEMO_STAFF.password, backend);
  admin = await signedInClient(DEMO_ADMIN.email, DEMO_ADMIN.password, backend);
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

async function newShipment(shipmentNumber: string, status: ShipmentStatus) {
  const { data, error } = await service.from('shipments').insert({ shipment_number: shipmentNumber, status }).select('id,updated_at').single();
  if (error) throw error;
  return data;
}

async function shipmentStatus(id: string): Promise<ShipmentStatus> {
  const { data, error } = await service.from('shipments').select('status').eq('id', id).single();
  if (error) throw error;
  return data.status;
}

const shipmentActions = Object.keys(SHIPMENT_ACTION_ALLOWED) as ShipmentAction[];
const shipmentCases = SHIPMENT_STATUSES.flatMap((from) =>
  shipmentActions.map((action) => ({ from, action, enabled: SHIPMENT_ACTION_ALLOWED[action](from) })),
);

describe('shipment actions: the database moves a shipment exactly when shared-domain enables the action', () => {
  it.each(shipmentCases)('$action from $from (enabled: $enabled)', async ({ from, action, enabled }) => {
    const { id, updated_at } = await newShipment(`SHP-RULE-${from}-${action}`, from);
    const target = SHIPMENT_ACTION_TARGETS[action];
    const { error } = await staff.rpc('change_shipment_status', { shipment_id: id, new_status: target, seen_updated_at: updated_at });
    const after = await shipmentStatus(id);
    const moved = error === null && after !== from && after === target;
    expect(moved).toBe(enabled);
    expect(after).toBe(enabled ? target : from);
  });
});

async function newVehicle(vin: string, status: VehicleStatus) {
  const { data, error } = await service
    .from('vehicles')
    .insert({ year: 2022, make: 'Mazda', model: 'CX-5', vin, status })
    .select('id,updated_at')
    .single();
  if (error) throw error;
  return data;
}

const vehicleCases = VEHICLE_STATUSES.flatMap((from, fromIndex) =>
  VEHICLE_STATUSES.map((to, toIndex) => ({
    from,
    to,
    vin: `RULE${String(fromIndex)}${String(toIndex)}`.padEnd(17, '0'),
    enabled: canStaffSetVehicleStatus(from, to),
  })),
);

describe('vehicle statuses: the database lets staff set exactly the statuses shared-domain enables', () => {
  it.each(vehicleCases)('$from to $to (enabled: $enabled)', async ({ from, to, vin, enabled }) => {
    const { id, updated_at } = await newVehicle(vin, from);
    const { error } = await staff.rpc('change_vehicle_status', { vehicle_id: id, new_status: to, seen_updated_at: updated_at });
    const { data, error: readError } = await service.from('vehicles').select('status').eq('id', id).single();
    if (readError) throw readError;
    const moved = error === null && from !== to && data.status === to;
    expect(moved).toBe(enabled);
    expect(data.status).toBe(enabled ? to : from);
  });
});

describe('active shipments: the dashboard counts the statuses shared-domain calls active', () => {
  /**
   * Adds 2^i shipments of the i-th status, so the growth of a count names exactly which
   * statuses it includes, whatever the seed already holds.
   */
  it.each(['admin', 'staff'] as const)('the %s figure', async (dashboard) => {
    const before = await service.rpc('dashboard_stats');
    if (before.error) throw before.error;
    const rows = SHIPMENT_STATUSES.flatMap((status, index) =>
      Array.from({ length: 2 ** index }, (_, copy) => ({ shipment_number: `SHP-ACTIVE-${dashboard}-${status}-${copy}`, status })),
    );
    const inserted = await service.from('shipments').insert(rows).select('id');
    if (inserted.error) throw inserted.error;

    const after = await service.rpc('dashboard_stats');
    if (after.error) throw after.error;
    const key = dashboard === 'admin' ? 'active_shipments_admin' : 'active_shipments_staff';
    const growth = after.data[key] - before.data[key];
    const countedStatuses = SHIPMENT_STATUSES.filter((_, index) => (growth >> index) & 1);
    expect(countedStatuses).toEqual(SHIPMENT_STATUSES.filter((status) => ACTIVE_SHIPMENT_STATUSES[dashboard].includes(status)));

    const removed = await service
      .from('shipments')
      .delete()
      .in(
        'id',
        inserted.data.map((row) => row.id),
      );
    if (removed.error) throw removed.error;
  });

  it('reports shipments and vehicles by exactly the statuses shared-domain knows', async () => {
    const { data, error } = await service.rpc('dashboard_stats');
    if (error) throw error;
    expect(Object.keys(data.shipments_by_status).sort()).toEqual([...SHIPMENT_STATUSES].sort());
    expect(Object.keys(data.vehicles_by_status).sort()).toEqual([...VEHICLE_STATUSES].sort());
  });
});

describe('shipments holding cargo: the database holds a vehicle in exactly the statuses shared-domain says', () => {
  it.each(SHIPMENT_STATUSES.map((status, index) => ({ status, index, holds: SHIPMENT_HOLDS_CARGO[status] })))(
    '$status (holds: $holds)',
    async ({ status, index, holds }) => {
      const { rows } = await backend.db.query<{ active: boolean }>('select private.is_active_shipment_status($1) as active', [status]);
      expect(rows[0]!.active).toBe(holds);

      const { id: vehicle } = await newVehicle(`CARG${String(index)}`.padEnd(17, '0'), 'available');
      const carrying = await newShipment(`SHP-HOLD-${status}`, status);
      const carried = await service.from('shipment_vehicles').insert({ shipment_id: carrying.id, vehicle_id: vehicle });
      if (carried.error) throw carried.error;
      const next = await newShipment(`SHP-HOLD-${status}-next`, 'planning');
      const taken = await service.from('shipment_vehicles').insert({ shipment_id: next.id, vehicle_id: vehicle });
      expect(taken.error === null).toBe(!holds);
    },
  );
});

describe("a shipment's vehicles: the database lets them change in exactly the statuses shared-domain allows", () => {
  it.each(SHIPMENT_STATUSES.map((status, index) => ({ status, index, allowed: canChangeShipmentVehicles(status) })))(
    '$status (allowed: $allowed)',
    async ({ status, index, allowed }) => {
      const { rows } = await backend.db.query<{ allowed: boolean }>('select private.can_change_shipment_vehicles($1) as allowed', [status]);
      expect(rows[0]!.allowed).toBe(allowed);

      const shipmentNumber = `SHP-CHANGE-${status}`;
      const shipment = await newShipment(shipmentNumber, status);
      const refusal = allowed ? null : `The vehicles of shipment ${shipmentNumber} can no longer change`;
      const joining = await newVehicle(`SWAP${String(index)}A`.padEnd(17, '0'), 'available');
      const added = await staff.from('shipment_vehicles').insert({ shipment_id: shipment.id, vehicle_id: joining.id });
      expect(added.error?.message ?? null).toBe(refusal);

      const leaving = await newVehicle(`SWAP${String(index)}B`.padEnd(17, '0'), 'available');
      const carried = await service.from('shipment_vehicles').insert({ shipment_id: shipment.id, vehicle_id: leaving.id });
      if (carried.error) throw carried.error;
      const removed = await staff.from('shipment_vehicles').delete().eq('shipment_id', shipment.id).eq('vehicle_id', leaving.id).select('vehicle_id');
      expect(removed.error?.message ?? null).toBe(refusal);
      expect(removed.data ?? []).toHaveLength(allowed ? 1 : 0);
    },
  );
});

describe('vehicle years: the database accepts exactly the model years of shared-domain', () => {
  const { min, max } = VEHICLE_YEAR_RANGE;
  const probes = [min - 1, min, max, max + 1].map((year, index) => ({ year, index, accepted: isVehicleYear(year) }));

  it.each(probes)('a vehicle of $year (accepted: $accepted)', async ({ year, index, accepted }) => {
    const { error } = await service
      .from('vehicles')
      .insert({ year, make: 'Mazda', model: 'CX-5', vin: `YEAR${String(index)}`.padEnd(17, '0') })
      .select('id')
      .single();
    expect(error?.code ?? null).toBe(accepted ? null : '23514');
    expect(error?.message ?? null).toEqual(accepted ? null : expect.stringContaining('vehicles_year_check'));
  });

  it('an import refuses the rows of exactly the other years, in the form’s words', async () => {
    const columns = ['vin', 'year', 'make', 'model'];
    const started = await admin.from('vehicle_imports').insert({ file_name: 'years.csv', columns, row_count: probes.length }).select('id').single();
    if (started.error) throw started.error;
    const rows = probes.map(({ year, index }) => ({
      import_id: started.data.id,
      row_number: index + 2,
      vin: `SPAN${String(index)}`.padEnd(17, '0'),
      year: String(year),
      make: 'Mazda',
      model: 'CX-5',
    }));
    const staged = await admin.from('vehicle_import_rows').insert(rows);
    if (staged.error) throw staged.error;

    const { error } = await admin.rpc('commit_vehicle_import', { p_import_id: started.data.id });
    expect(error?.code).toBe('P0001');
    expect(JSON.parse(error?.details ?? '[]')).toEqual(
      probes
        .filter(({ accepted }) => !accepted)
        .map(({ index }) => ({ row: index + 2, column: 'year', message: `Year must be between ${min} and ${max}` })),
    );
  });
});

describe("a client's conversation: the database lets a client read exactly the communication types shared-domain shows them", () => {
  it.each(COMMUNICATION_TYPES.map((type) => ({ type, seen: COMMUNICATION_SEEN_BY_CLIENT[type] })))('$type (seen: $seen)', async ({ type, seen }) => {
    const { rows } = await backend.db.query<{ visible: boolean }>('select private.is_client_visible_communication($1) as visible', [type]);
    expect(rows[0]!.visible).toBe(seen);

    const client = await signedInClient(DEMO_CLIENT.email, DEMO_CLIENT.password, backend);
    const own = await client.from('customers').select('id').limit(1).single();
    if (own.error) throw own.error;
    const written = await service
      .from('communications')
      .insert({ customer_id: own.data.id, communication_type: type, direction: 'outbound', subject: `About ${type}`, message: `A ${type} on record` })
      .select('id')
      .single();
    if (written.error) throw written.error;
    const read = await client.from('communications').select('id').eq('id', written.data.id);
    expect(read.error).toBeNull();
    expect(read.data).toHaveLength(seen ? 1 : 0);
    const recent = await client.rpc('client_dashboard');
    if (recent.error) throw recent.error;
    const listed = (recent.data as { recentCommunications: Array<{ id: string }> }).recentCommunications.map((entry) => entry.id);
    expect(listed.includes(written.data.id)).toBe(seen);
    const byStaff = await staff.from('communications').select('id').eq('id', written.data.id);
    expect(byStaff.data).toHaveLength(1);
  });
});

describe('checked columns: every value list of shared-domain is the one its check constraint allows', () => {
  const columns = Object.entries(CHECKED_COLUMN_VALUES).flatMap(([table, checked]) =>
    Object.entries(checked).map(([column, values]: [string, readonly string[]]) => ({ table, column, values })),
  );

  it.each(columns)('$table.$column', async ({ table, column, values }) => {
    const { rows } = await backend.db.query<{ definition: string }>(
      `select pg_get_constraintdef(c.oid) as definition
         from pg_constraint c
        where c.contype = 'c' and c.conrelid = ('public.' || quote_ident($1))::regclass`,
      [table],
    );
    const constraint = rows.map((row) => row.definition).filter((definition) => new RegExp(`\\b${column}\\b`).test(definition));
    expect(constraint).toHaveLength(1);
    const allowed = [...constraint[0]!.matchAll(/'([^']*)'::text/g)].map((match) => match[1]);
    expect(allowed.sort()).toEqual([...values].sort());
  });
});
