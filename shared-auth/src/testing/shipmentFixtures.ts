import { DEMO_ACCOUNTS, containerCheckDigit, type Role } from '@export-portal/shared-domain';
import type { PortalClient } from '../config/backendClient';
import type { LocalBackend } from './localBackend';
import { createPortalStore, portalClient, signInStore } from './PortalTestProviders';

/** A backend client signed in as the demo account of `role`, for setting up and checking what a test needs. */
export async function clientAs(backend: LocalBackend, role: Role): Promise<PortalClient> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account has the role ${role}`);
  const store = createPortalStore(backend);
  await signInStore(store, account.email, account.password, role);
  return portalClient(store);
}

const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.toUpperCase();

/** A valid VIN never seen before: it starts with a letter, so no check digit applies. */
export function freshVin(): string {
  let vin = 'W';
  for (let index = 1; index < 17; index += 1) vin += VIN_CHARACTERS[Math.floor(Math.random() * VIN_CHARACTERS.length)];
  return vin;
}

/** A new customer of the admin's, with a name and e-mail no other has. */
export async function makeCustomer(admin: PortalClient) {
  const tag = unique();
  const { data, error } = await admin
    .from('customers')
    .insert({ first_name: 'Shipping', last_name: `Tester ${tag}`, email: `shipping.${tag.toLowerCase()}@example.test` })
    .select('id,first_name,last_name,company_name,email')
    .single();
  if (error) throw error;
  return data;
}

/** `count` new vehicles sold to the customer. */
export async function makeVehicles(admin: PortalClient, customerId: string, count: number) {
  const rows = Array.from({ length: count }, (_, index) => ({
    customer_id: customerId,
    year: 2019 + index,
    make: 'Toyota',
    model: `Test ${unique()}`,
    vin: freshVin(),
    status: 'sold' as const,
  }));
  const { data, error } = await admin.from('vehicles').insert(rows).select('id,year,make,model,vin');
  if (error) throw error;
  return data.sort((a, b) => a.year - b.year);
}

/** A new empty container carrying at most `capacity` vehicles, with a valid ISO 6346 number. */
export async function makeContainer(admin: PortalClient, capacity: number) {
  const firstTen = `TSTU${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
  const number = `${firstTen}${containerCheckDigit(firstTen)}`;
  const { data, error } = await admin
    .from('containers')
    .insert({ container_number: number, container_type: '40ft Standard', capacity, status: 'available' })
    .select('id,container_number')
    .single();
  if (error) throw error;
  return data;
}

/** A new planned shipment of the customer carrying the vehicles, through the same function the form saves with. */
export async function makeShipment(admin: PortalClient, customerId: string, vehicleIds: string[], containerId: string | null = null) {
  const { data, error } = await admin
    .rpc('save_shipment', {
      p_id: null,
      p_values: { customer_id: customerId, status: 'planning', origin_port: 'Halifax', destination_port: 'Lagos', vessel_name: 'MSC Aurora' },
      p_container_id: containerId,
      p_vehicle_ids: vehicleIds,
      p_seen_updated_at: null,
    })
    .select('id,shipment_number,updated_at')
    .single();
  if (error) throw error;
  return data;
}
