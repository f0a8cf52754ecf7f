import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { EXPORT_FILE_REQUIREMENTS, type Database } from '@export-portal/shared-domain';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import { DEMO_PASSWORDS } from './demo-accounts';

/**
 * The document vault's rules, proven through the HTTP API: a document's versions take their
 * size and type from the stored file and stay readable by whoever may read the document; the
 * file columns are the database's; a vehicle's export file is the papers it needs to leave, and
 * a shipment cannot depart while one of its vehicles lacks them.
 */

type Client = SupabaseClient<Database>;

let backend: TestBackend;
let service: Client;
let admin: Client;
let staff: Client;
let client1: Client;
let client2: Client;
let serial = 0;

const CLIENT1_CUSTOMER = 'c0000000-0000-4000-8000-000000000001';
const CLIENT2_CUSTOMER = 'c0000000-0000-4000-8000-000000000002';

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend.url, backend.serviceRoleKey);
  admin = await signedInClient('admin@demo.test', DEMO_PASSWORDS.admin, backend);
  staff = await signedInClient('staff@demo.test', DEMO_PASSWORDS.staff, backend);
  client1 = await signedInClient('client1@demo.test', DEMO_PASSWORDS.client1, backend);
  client2 = await signedInClient('client2@demo.test', DEMO_PASSWORDS.client2, backend);
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

/** What the Storage API records when a file is uploaded; these rules only read its metadata. */
async function storedFile(path: string, size: number, mimetype = 'application/pdf') {
  await backend.db.query(`insert into storage.objects (bucket_id, name, metadata) values ('documents', $1, $2)`, [
    path,
    JSON.stringify({ size, mimetype }),
  ]);
  return path;
}

const filePath = (customerId: string | null, documentId: string, name = 'paper.pdf') =>
  `${customerId ?? 'company'}/${documentId}/${randomUUID()}/${name}`;

function nextVin() {
  serial += 1;
  return `WDB${String(serial).padStart(14, '0')}`;
}

async function newVehicle(customerId: string) {
  const { data, error } = await service
    .from('vehicles')
    .insert({ year: 2020, make: 'Toyota', model: 'Camry', vin: nextVin(), status: 'sold', customer_id: customerId })
    .select('id,vin')
    .single();
  if (error) throw error;
  return data;
}

async function newBookedShipment(customerId: string, vehicleIds: string[], departsInDays = 30) {
  const departure = new Date(Date.now() + departsInDays * 86_400_000).toISOString().slice(0, 10);
  const { data, error } = await service
    .from('shipments')
    .insert({ customer_id: customerId, shipment_number: `VAULT-${++serial}`, status: 'booked', estimated_departure: departure })
    .select('id,shipment_number')
    .single();
  if (error) throw error;
  if (vehicleIds.length > 0) {
    const link = await service.from('shipment_vehicles').insert(vehicleIds.map((vehicle_id) => ({ shipment_id: data.id, vehicle_id })));
    if (link.error) throw link.error;
  }
  return data;
}

async function addPaper(as: Client, vehicleId: string, documentType: string, expiryDate: string | null = null) {
  const documentId = randomUUID();
  const { data: vehicle } = await service.from('vehicles').select('customer_id').eq('id', vehicleId).single();
  const path = await storedFile(filePath(vehicle!.customer_id, documentId), 2048);
  const { data, error } = await as.rpc('add_document', {
    p_document_id: documentId,
    p_document_name: `${documentType} paper`,
    p_document_type: documentType,
    p_document_number: null,
    p_issue_date: '2019-06-01',
    p_expiry_date: expiryDate,
    p_customer_id: null,
    p_vehicle_id: vehicleId,
    p_shipment_id: null,
    p_notes: null,
    p_object_path: path,
    p_file_name: 'paper.pdf',
  } as never);
  if (error) throw error;
  return data as unknown as Database['public']['Tables']['documents']['Row'];
}

/** Moves a shipment in transit from the version the mover saw, as the screens do. */
async function depart(as: Client, shipmentId: string) {
  const { data } = await service.from('shipments').select('updated_at').eq('id', shipmentId).single();
  if (as === staff) {
    return staff.rpc('change_shipment_status', { shipment_id: shipmentId, new_status: 'in_transit', seen_updated_at: data!.updated_at });
  }
  return as.from('shipments').update({ status: 'in_transit' }).eq('id', shipmentId);
}

describe('the export file table', () => {
  it('is the same in the database as in shared-domain', async () => {
    const { data, error } = await client1.from('export_file_requirements').select('requirement,label,document_types').order('position');
    expect(error).toBeNull();
    expect(data).toEqual(EXPORT_FILE_REQUIREMENTS.map((r) => ({ requirement: r.requirement, label: r.label, document_types: [...r.documentTypes] })));
  });
});

describe('the seeded business', () => {
  it('lets shipments that left carry complete export files, while some booked or planned ones lack papers', async () => {
    const { data: shipments } = await admin.from('shipments').select('id,status,shipment_vehicles(vehicle_id)');
    const vehicleIds = (statuses: string[]) =>
      shipments!.filter((s) => statuses.includes(s.status)).flatMap((s) => s.shipment_vehicles.map((sv) => sv.vehicle_id));
    const departed = vehicleIds(['in_transit', 'delivered']);
    expect(departed.length).toBeGreaterThan(2);
    const { data: departedFiles } = await admin.from('vehicle_export_files').select('vehicle_id,complete').in('vehicle_id', departed);
    expect(departedFiles).toHaveLength(departed.length);
    expect(departedFiles!.filter((file) => !file.complete)).toEqual([]);

    const waiting = vehicleIds(['planning', 'booked']);
    const { data: waitingFiles } = await admin.from('vehicle_export_files').select('vehicle_id,complete').in('vehicle_id', waiting);
    expect(waitingFiles!.some((file) => !file.complete)).toBe(true);
    expect(waitingFiles!.some((file) => file.complete)).toBe(true);
  });
});

describe('a vehicle export file', () => {
  it('lists what is missing and what has expired, and is complete once every paper is valid', async () => {
    const vehicle = await newVehicle(CLIENT1_CUSTOMER);
    const read = async () =>
      (await client1.from('vehicle_export_files').select('missing,expired,complete').eq('vehicle_id', vehicle.id).single()).data;
    expect(await read()).toEqual({ missing: ['title', 'sale', 'clearance'], expired: [], complete: false });

    await addPaper(staff, vehicle.id, 'title');
    await addPaper(staff, vehicle.id, 'customs', '2020-01-01');
    expect(await read()).toEqual({ missing: ['sale'], expired: ['clearance'], complete: false });

    await addPaper(staff, vehicle.id, 'invoice');
    await addPaper(admin, vehicle.id, 'export_permit', '2099-12-31');
    expect(await read()).toEqual({ missing: [], expired: [], complete: true });
  });

  it('is shown to a client only for vehicles they can read', async () => {
    const vehicle = await newVehicle(CLIENT1_CUSTOMER);
    const { data } = await client2.from('vehicle_export_files').select('vehicle_id').eq('vehicle_id', vehicle.id);
    expect(data).toEqual([]);
  });
});

describe('a departure', () => {
  it('is refused, naming each vehicle and its missing papers, until the export files are complete', async () => {
    const vehicle = await newVehicle(CLIENT2_CUSTOMER);
    const shipment = await newBookedShipment(CLIENT2_CUSTOMER, [vehicle.id]);
    await addPaper(staff, vehicle.id, 'title');
    await addPaper(staff, vehicle.id, 'export_permit', '2020-01-01');

    for (const as of [staff, admin, service]) {
      const refused = await depart(as, shipment.id);
      expect(refused.error?.message).toBe(
        `${shipment.shipment_number} cannot depart: 2020 Toyota Camry (VIN ${vehicle.vin}) is missing Bill of sale or invoice; Export permit or customs declaration (expired)`,
      );
    }
    const still = await service.from('shipments').select('status').eq('id', shipment.id).single();
    expect(still.data?.status).toBe('booked');

    await addPaper(staff, vehicle.id, 'invoice');
    await addPaper(staff, vehicle.id, 'customs');
    expect((await depart(staff, shipment.id)).error).toBeNull();
    const moved = await service.from('shipments').select('status').eq('id', shipment.id).single();
    expect(moved.data?.status).toBe('in_transit');
  });

  it('of a shipment that carries no vehicle needs no papers', async () => {
    const shipment = await newBookedShipment(CLIENT2_CUSTOMER, []);
    expect((await depart(staff, shipment.id)).error).toBeNull();
  });
});

describe('the customs deadline', () => {
  it('flags a shipment leaving within the lead time with an incomplete file, as the business sets the lead time', async () => {
    const soon = await newBookedShipment(CLIENT1_CUSTOMER, [(await newVehicle(CLIENT1_CUSTOMER)).id], 2);
    const later = await newBookedShipment(CLIENT1_CUSTOMER, [(await newVehicle(CLIENT1_CUSTOMER)).id], 30);
    const ready = async () => {
      const { data } = await client1
        .from('shipment_export_readiness')
        .select('shipment_id,incomplete_vehicles,at_risk')
        .in('shipment_id', [soon.id, later.id])
        .order('shipment_id');
      return Object.fromEntries(data!.map((row) => [row.shipment_id, { incomplete: row.incomplete_vehicles, atRisk: row.at_risk }]));
    };
    expect(await ready()).toEqual({ [soon.id]: { incomplete: 1, atRisk: true }, [later.id]: { incomplete: 1, atRisk: false } });

    const shorter = await admin.from('settings').update({ customs_lead_time_hours: 24 }).eq('id', true);
    expect(shorter.error).toBeNull();
    expect((await ready())[soon.id]).toEqual({ incomplete: 1, atRisk: false });
    await admin.from('settings').update({ customs_lead_time_hours: 72 }).eq('id', true);

    const byStaff = await staff.from('settings').update({ customs_lead_time_hours: 1 }).eq('id', true).select('id');
    expect(byStaff.data ?? []).toEqual([]);
    const tooLong = await admin.from('settings').update({ customs_lead_time_hours: 721 }).eq('id', true);
    expect(tooLong.error?.code).toBe('23514');
  });

  it('counts the vehicles still lacking a paper, an expired one included, and no longer flags the shipment once all are filed', async () => {
    const papered = await newVehicle(CLIENT1_CUSTOMER);
    const bare = await newVehicle(CLIENT1_CUSTOMER);
    const shipment = await newBookedShipment(CLIENT1_CUSTOMER, [papered.id, bare.id], 2);
    const readiness = async () => {
      const { data, error } = await staff
        .from('shipment_export_readiness')
        .select('incomplete_vehicles,at_risk')
        .eq('shipment_id', shipment.id)
        .single();
      if (error) throw error;
      return data;
    };
    await addPaper(staff, papered.id, 'title');
    await addPaper(staff, papered.id, 'invoice');
    await addPaper(staff, papered.id, 'customs', '2020-01-31');
    expect(await readiness()).toEqual({ incomplete_vehicles: 2, at_risk: true });

    await addPaper(staff, papered.id, 'export_permit');
    expect(await readiness()).toEqual({ incomplete_vehicles: 1, at_risk: true });

    for (const type of ['title', 'invoice', 'customs']) await addPaper(staff, bare.id, type);
    expect(await readiness()).toEqual({ incomplete_vehicles: 0, at_risk: false });
  });

  it('is not shown to another client', async () => {
    const shipment = await newBookedShipment(CLIENT1_CUSTOMER, [], 2);
    const { data } = await client2.from('shipment_export_readiness').select('shipment_id').eq('shipment_id', shipment.id);
    expect(data).toEqual([]);
  });
});

describe('filing a document', () => {
  it('takes the size and type of the stored file, never what the caller says', async () => {
    const vehicle = await newVehicle(CLIENT1_CUSTOMER);
    const document = await addPaper(staff, vehicle.id, 'title');
    expect(document).toMatchObject({ customer_id: CLIENT1_CUSTOMER, file_size: 2048, mime_type: 'application/pdf', file_name: 'paper.pdf' });
    expect(document.file_path).toMatch(new RegExp(`^${CLIENT1_CUSTOMER}/${document.id}/`));

    const forged = await staff
      .from('documents')
      .update({ file_size: 1 } as never)
      .eq('id', document.id);
    expect(forged.error?.code).toBe('42501');
    const forgedPath = await admin
      .from('documents')
      .update({ file_path: 'c0000000-0000-4000-8000-000000000002/x/y.pdf' } as never)
      .eq('id', document.id);
    expect(forgedPath.error?.code).toBe('42501');
  });

  it('is refused when the file was never uploaded, or lies outside the document folder', async () => {
    const documentId = randomUUID();
    const base = {
      p_document_id: documentId,
      p_document_name: 'Title',
      p_document_type: 'title',
      p_document_number: null,
      p_issue_date: null,
      p_expiry_date: null,
      p_customer_id: CLIENT1_CUSTOMER,
      p_vehicle_id: null,
      p_shipment_id: null,
      p_notes: null,
      p_file_name: 'title.pdf',
    };
    const missing = await staff.rpc('add_document', { ...base, p_object_path: filePath(CLIENT1_CUSTOMER, documentId) } as never);
    expect(missing.error?.message).toBe('The file title.pdf was not uploaded; upload it again');

    const elsewhere = await storedFile(filePath(CLIENT2_CUSTOMER, documentId), 10);
    const outside = await staff.rpc('add_document', { ...base, p_object_path: elsewhere } as never);
    expect(outside.error?.message).toBe(`A file of this document is stored under ${CLIENT1_CUSTOMER}/${documentId}/`);
    const { data } = await service.from('documents').select('id').eq('id', documentId);
    expect(data).toEqual([]);
  });

  it('is for staff and admins only', async () => {
    const documentId = randomUUID();
    const path = await storedFile(filePath(CLIENT1_CUSTOMER, documentId), 10);
    const byClient = await client1.rpc('add_document', {
      p_document_id: documentId,
      p_document_name: 'My own title',
      p_document_type: 'title',
      p_document_number: null,
      p_issue_date: null,
      p_expiry_date: null,
      p_customer_id: CLIENT1_CUSTOMER,
      p_vehicle_id: null,
      p_shipment_id: null,
      p_notes: null,
      p_object_path: path,
      p_file_name: 'title.pdf',
    } as never);
    expect(byClient.error?.code).toBe('42501');
  });
});

describe('renewing a document', () => {
  it('makes the new file and dates current, ends the reminder and keeps every version readable by its client only', async () => {
    const vehicle = await newVehicle(CLIENT1_CUSTOMER);
    const first = await addPaper(staff, vehicle.id, 'export_permit', '2026-02-01');
    const reminded = await staff.from('documents').update({ renewal_reminder: '2026-01-20' }).eq('id', first.id).select('renewal_reminder').single();
    expect(reminded.data?.renewal_reminder).toBe('2026-01-20');

    const newPath = await storedFile(filePath(CLIENT1_CUSTOMER, first.id, 'permit-2027.png'), 4096, 'image/png');
    const { data, error } = await staff.rpc('renew_document', {
      p_document_id: first.id,
      p_object_path: newPath,
      p_file_name: 'permit-2027.png',
      p_issue_date: '2026-11-01',
      p_expiry_date: '2027-11-01',
      p_document_number: 'EXP-2027',
    } as never);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      file_path: newPath,
      file_size: 4096,
      mime_type: 'image/png',
      issue_date: '2026-11-01',
      expiry_date: '2027-11-01',
      document_number: 'EXP-2027',
      renewal_reminder: null,
    });

    const versions = await client1.from('document_files').select('version,file_name,expiry_date').eq('document_id', first.id).order('version');
    expect(versions.data).toEqual([
      { version: 1, file_name: 'paper.pdf', expiry_date: '2026-02-01' },
      { version: 2, file_name: 'permit-2027.png', expiry_date: '2027-11-01' },
    ]);
    const other = await client2.from('document_files').select('version').eq('document_id', first.id);
    expect(other.data).toEqual([]);
    const byClient = await client1.from('document_files').insert({ document_id: first.id, object_path: newPath, file_name: 'x.pdf' } as never);
    expect(byClient.error?.code).toBe('42501');
  });

  it('of a missing document is refused', async () => {
    const { error } = await staff.rpc('renew_document', {
      p_document_id: randomUUID(),
      p_object_path: 'company/x/y/z.pdf',
      p_file_name: 'z.pdf',
      p_issue_date: null,
      p_expiry_date: null,
      p_document_number: null,
    } as never);
    expect(error?.message).toBe('Document not found');
  });
});

describe('a renewal reminder', () => {
  it('is set by staff and admins, not by clients', async () => {
    const { data: doc } = await service.from('documents').select('id').eq('customer_id', CLIENT1_CUSTOMER).limit(1).single();
    const byClient = await client1.from('documents').update({ renewal_reminder: '2027-01-01' }).eq('id', doc!.id).select('id');
    expect(byClient.data ?? []).toEqual([]);
    const byStaff = await staff.from('documents').update({ renewal_reminder: '2027-01-01' }).eq('id', doc!.id).select('renewal_reminder').single();
    expect(byStaff.data?.renewal_reminder).toBe('2027-01-01');
  });
});
