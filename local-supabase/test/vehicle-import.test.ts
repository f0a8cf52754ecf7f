import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@export-portal/shared-domain';
import { vinCheckDigit } from '@export-portal/shared-domain/vin';
import { startLocalSupabase } from '../src/index';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import { DEMO_PASSWORDS } from './demo-accounts';

/**
 * Vehicles imported from a CSV file: the rows are staged, then `commit_vehicle_import` judges
 * every one again as the caller and writes all or nothing. These tests stage rows as a client
 * that skips the portal's screen would, so each rule below holds whatever the browser checked.
 */

type Client = SupabaseClient<Database>;
type Cells = Partial<
  Record<'vin' | 'year' | 'make' | 'model' | 'color' | 'mileage' | 'purchase_price' | 'sale_price' | 'status' | 'location' | 'owner_email', string>
>;

let backend: TestBackend;
let service: Client;
let admin: Client;
let staff: Client;
let client1: Client;
let serial = 0;

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend.url, backend.serviceRoleKey);
  admin = await signedInClient('admin@demo.test', DEMO_PASSWORDS.admin, backend);
  staff = await signedInClient('staff@demo.test', DEMO_PASSWORDS.staff, backend);
  client1 = await signedInClient('client1@demo.test', DEMO_PASSWORDS.client1, backend);
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

/** A fresh North American VIN with its check digit. */
function newVin(): string {
  serial += 1;
  const raw = `1FTFW1E5XNA${String(700000 + serial).padStart(6, '0')}`;
  return `${raw.slice(0, 8)}${vinCheckDigit(raw)}${raw.slice(9)}`;
}

/** The same VIN with a wrong check digit. */
function mistyped(vin: string): string {
  const wrong = vin[8] === '1' ? '2' : '1';
  return `${vin.slice(0, 8)}${wrong}${vin.slice(9)}`;
}

const newRow = (cells: Cells = {}): Cells => ({ vin: newVin(), year: '2022', make: 'Ford', model: 'F-150', ...cells });

/** Stages a file's rows (row 2 onwards) as the browser does, in one request; returns the import. */
async function stage(client: Client, columns: string[], rows: Cells[], fileName = 'stock.csv'): Promise<string> {
  const started = await client.from('vehicle_imports').insert({ file_name: fileName, columns, row_count: rows.length }).select('id').single();
  if (started.error) throw new Error(`the import could not start: ${started.error.message}`);
  const staged = await client
    .from('vehicle_import_rows')
    .insert(rows.map((cells, index) => ({ import_id: started.data.id, row_number: index + 2, ...cells })));
  if (staged.error) throw new Error(`the rows could not be staged: ${staged.error.message}`);
  return started.data.id;
}

const COLUMNS = ['vin', 'year', 'make', 'model'];

async function vehicleCount(): Promise<number> {
  const { count } = await service.from('vehicles').select('id', { count: 'exact', head: true });
  return count ?? 0;
}

async function historyCount(): Promise<number> {
  const { count } = await service.from('change_history').select('id', { count: 'exact', head: true });
  return count ?? 0;
}

interface Refused {
  row: number;
  column: string | null;
  message: string;
}

const refusedRows = (details: string | null | undefined): Refused[] => JSON.parse(details ?? '[]') as Refused[];

describe('who may import', () => {
  it('lets neither staff nor clients start an import, stage rows, look vehicles up or commit', async () => {
    const id = await stage(admin, COLUMNS, [newRow()]);
    for (const caller of [staff, client1]) {
      const started = await caller.from('vehicle_imports').insert({ file_name: 'x.csv', columns: COLUMNS, row_count: 1 });
      expect(started.error?.code).toBe('42501');
      const staged = await caller.from('vehicle_import_rows').insert({ import_id: id, row_number: 3, ...newRow() });
      expect(staged.error?.code).toBe('42501');
      const committed = await caller.rpc('commit_vehicle_import', { p_import_id: id });
      expect(committed.error).toMatchObject({ code: '42501', message: 'Only admins can import vehicles' });
      expect((await caller.rpc('vehicle_import_vehicles', { p_vins: ['1HGCM82633A004352'] })).error?.code).toBe('42501');
      expect((await caller.rpc('vehicle_import_owners', { p_emails: ['client1@demo.test'] })).error?.code).toBe('42501');
      expect((await caller.from('vehicle_imports').select('id')).data).toEqual([]);
    }
    const anonymous = clientFor(backend.url, backend.anonKey);
    expect((await anonymous.rpc('commit_vehicle_import', { p_import_id: id })).error?.code).toBe('42501');
    const { data: rows } = await admin.from('vehicle_import_rows').select('row_number').eq('import_id', id);
    expect(rows).toEqual([{ row_number: 2 }]);
  });

  it('gives no one the import record columns: the commit alone marks an import made', async () => {
    const id = await stage(admin, COLUMNS, [newRow()]);
    const forged = await admin.from('vehicle_imports').update({ committed_at: new Date().toISOString(), vehicles_added: 5 }).eq('id', id);
    expect(forged.error?.code).toBe('42501');
    const history = await admin.from('change_history').insert({ table_name: 'vehicle_imports', action: 'insert' } as never);
    expect(history.error?.code).toBe('42501');
  });
});

describe('an import', () => {
  it('adds new vehicles, updates only the given columns of existing ones, and records it', async () => {
    const kept = newVin();
    const seeded = await admin
      .from('vehicles')
      .insert({ vin: kept, year: 2020, make: 'Ford', model: 'Escape', color: 'Blue', sale_price: 21000, location: 'Yard 2', mileage: 40000 })
      .select('id')
      .single();
    expect(seeded.error).toBeNull();
    const same = newVin();
    await admin.from('vehicles').insert({ vin: same, year: 2019, make: 'Ford', model: 'Edge', sale_price: 18000, location: 'Yard 1' });
    const added = newVin();
    const columns = ['vin', 'year', 'make', 'model', 'sale_price', 'location', 'owner_email', 'status'];
    const before = await historyCount();
    const id = await stage(admin, columns, [
      {
        vin: added.toLowerCase(),
        year: '2022',
        make: 'Ford',
        model: 'Bronco',
        sale_price: '48000.50',
        location: ' Halifax port ',
        owner_email: 'CLIENT1@demo.test',
        status: 'Reserved',
      },
      { vin: kept, year: '2020', make: 'Ford', model: 'Escape', sale_price: '19999', location: '', owner_email: '', status: 'available' },
      { vin: same, year: '2019', make: 'Ford', model: 'Edge', sale_price: '18000', location: 'Yard 1', owner_email: '', status: 'available' },
    ]);

    const committed = await admin.rpc('commit_vehicle_import', { p_import_id: id });
    expect(committed.error).toBeNull();
    expect(committed.data).toEqual([{ vehicles_added: 1, vehicles_updated: 1, vehicles_unchanged: 1 }]);

    const { data: client1Customer } = await service.from('customers').select('id').eq('email', 'client1@demo.test').single();
    const { data: created } = await service
      .from('vehicles')
      .select('vin,year,model,sale_price,location,status,customer_id,year_text')
      .eq('vin', added)
      .single();
    expect(created).toEqual({
      vin: added,
      year: 2022,
      model: 'Bronco',
      sale_price: 48000.5,
      location: 'Halifax port',
      status: 'reserved',
      customer_id: client1Customer!.id,
      year_text: '2022',
    });
    // Colour and mileage were not in the file, so they are as they were; the blank location is cleared.
    const { data: updated } = await service.from('vehicles').select('sale_price,location,color,mileage').eq('id', seeded.data!.id).single();
    expect(updated).toEqual({ sale_price: 19999, location: null, color: 'Blue', mileage: 40000 });

    const { data: entries } = await service
      .from('change_history')
      .select('table_name,action,record_label,actor_name,changes,record_id')
      .gt('id', 0)
      .order('id', { ascending: false })
      .limit((await historyCount()) - before);
    expect(entries?.map((entry) => [entry.table_name, entry.action, entry.record_label])).toEqual([
      ['vehicle_imports', 'insert', 'Vehicle import · stock.csv'],
      ['vehicles', 'update', `2020 Ford Escape · ${kept}`],
      ['vehicles', 'insert', `2022 Ford Bronco · ${added}`],
    ]);
    expect(entries?.every((entry) => entry.actor_name === 'Avery Morgan')).toBe(true);
    expect(entries?.[0]?.record_id).toBe(id);
    expect(entries?.[0]?.changes).toEqual({
      file_name: { new: 'stock.csv' },
      rows: { new: 3 },
      vehicles_added: { new: 1 },
      vehicles_updated: { new: 1 },
      vehicles_unchanged: { new: 1 },
    });
    expect(entries?.[1]?.changes).toEqual({ sale_price: { old: 21000, new: 19999 }, location: { old: 'Yard 2', new: null } });
    expect(Object.keys(entries?.[2]?.changes as object).sort()).toEqual([
      'customer_id',
      'location',
      'make',
      'model',
      'purchased_on',
      'sale_price',
      'status',
      'vin',
      'year',
    ]);

    const { data: done } = await admin.from('vehicle_imports').select('committed_at,vehicles_added').eq('id', id).single();
    expect(done?.committed_at).not.toBeNull();
    expect(done?.vehicles_added).toBe(1);
    expect((await admin.from('vehicle_import_rows').select('row_number').eq('import_id', id)).data).toEqual([]);
    expect((await admin.rpc('commit_vehicle_import', { p_import_id: id })).error?.message).toBe('This import has already been made');
  });

  it('records an imported vehicle as adding it one at a time would', async () => {
    const [single, imported] = [newVin(), newVin()];
    const values = { year: '2021', make: 'Ford', model: 'Ranger', color: 'Grey', mileage: '1200', sale_price: '30000', location: 'Yard 4' };
    await admin.from('vehicles').insert({ vin: single, ...values, year: 2021, mileage: 1200, sale_price: 30000 });
    const id = await stage(admin, ['vin', ...Object.keys(values)], [{ vin: imported, ...values }]);
    expect((await admin.rpc('commit_vehicle_import', { p_import_id: id })).error).toBeNull();
    const { data } = await service
      .from('change_history')
      .select('record_label,changes,actor_id')
      .eq('table_name', 'vehicles')
      .in('record_label', [`2021 Ford Ranger · ${single}`, `2021 Ford Ranger · ${imported}`]);
    expect(data).toHaveLength(2);
    const [one, other] = data!.map((entry) => ({ ...(entry.changes as Record<string, unknown>), vin: null }));
    expect(one).toEqual(other);
    expect(data![0]!.actor_id).toBe(data![1]!.actor_id);
  });

  it('records an imported update as editing the vehicle by hand would', async () => {
    const [byHand, imported] = [newVin(), newVin()];
    const values = { year: 2020, make: 'Ford', model: 'Maverick', sale_price: 27000, location: 'Yard 5' };
    await admin.from('vehicles').insert([
      { vin: byHand, ...values },
      { vin: imported, ...values },
    ]);
    await admin.from('vehicles').update({ sale_price: 26500, location: null }).eq('vin', byHand);
    const id = await stage(admin, ['vin', 'sale_price', 'location'], [{ vin: imported, sale_price: '26500', location: '' }]);
    expect((await admin.rpc('commit_vehicle_import', { p_import_id: id })).data).toEqual([
      { vehicles_added: 0, vehicles_updated: 1, vehicles_unchanged: 0 },
    ]);
    const changesOf = async (vin: string) => {
      const { data } = await service
        .from('change_history')
        .select('changes')
        .eq('action', 'update')
        .eq('record_label', `2020 Ford Maverick · ${vin}`);
      return data?.map((entry) => entry.changes);
    };
    expect(await changesOf(imported)).toEqual(await changesOf(byHand));
    expect(await changesOf(imported)).toEqual([{ sale_price: { old: 27000, new: 26500 }, location: { old: 'Yard 5', new: null } }]);
  });

  it('refuses the whole file, naming the rows, when any row breaks a rule; nothing is written', async () => {
    const duplicate = newVin();
    const rows: Cells[] = [
      newRow(),
      newRow({ vin: mistyped(newVin()) }),
      newRow({ vin: 'JH4KA7561PC00826O' }),
      newRow({ year: '1899' }),
      newRow({ make: '  ' }),
      newRow({ sale_price: '-5' }),
      newRow({ purchase_price: '12,000' }),
      newRow({ mileage: '1.5' }),
      newRow({ status: 'in stock' }),
      newRow({ owner_email: 'nobody@example.ca' }),
      newRow({ make: '=HYPERLINK("http://x")' }),
      newRow({ model: 'Accord\nEX-L' }),
      newRow({ location: 'x'.repeat(10_000) }),
      newRow({ vin: duplicate }),
      newRow({ vin: duplicate }),
      newRow({ sale_price: '12345678901' }),
    ];
    const vehicles = await vehicleCount();
    const history = await historyCount();
    const id = await stage(admin, [...COLUMNS, 'sale_price', 'purchase_price', 'mileage', 'status', 'owner_email', 'location'], rows);
    const { error, status } = await admin.rpc('commit_vehicle_import', { p_import_id: id });
    expect(status).toBe(400);
    expect(error?.code).toBe('P0001');
    expect(error?.message).toMatch(
      /^Nothing was imported: row 3, VIN: The check digit \(9th character\) should be \w: the VIN is probably mistyped\.; row 4, VIN: A VIN never contains I, O or Q\.; row 5, Year: Year must be between 1900 and 2100 \(15 rows refused\)$/,
    );
    expect(refusedRows(error?.details).map(({ row, column, message }) => `${row} ${column} ${message}`)).toEqual([
      expect.stringMatching(/^3 vin The check digit/),
      '4 vin A VIN never contains I, O or Q.',
      '5 year Year must be between 1900 and 2100',
      '6 make Enter the make',
      '7 sale_price Sale price must be an amount of at least 0, such as 15000 or 15000.50',
      '8 purchase_price Purchase price must be an amount of at least 0, such as 15000 or 15000.50',
      '9 mileage Mileage must be a whole number of at least 0',
      '10 status Status must be Available, Sold, Reserved, Shipped or Inspection',
      '11 owner_email No customer has the e-mail nobody@example.ca.',
      '12 make Make starts with “=”, which a spreadsheet would run as a formula.',
      '13 model Model holds a line break; this column takes one line.',
      '14 null The row has 10,030 characters; a row has at most 2,000.',
      '14 location Location has 10,000 characters; a cell has at most 200.',
      '15 vin The VIN is also in row 16.',
      '16 vin The VIN is also in row 15.',
      '17 sale_price Sale price must be less than 10,000,000,000',
    ]);
    expect(await vehicleCount()).toBe(vehicles);
    expect(await historyCount()).toBe(history);
    const { data: pending } = await admin.from('vehicle_imports').select('committed_at').eq('id', id).single();
    expect(pending?.committed_at).toBeNull();
  });

  it('needs a new vehicle’s year, make and model, but not an update’s', async () => {
    const { data: existing } = await service.from('vehicles').select('vin,sale_price').eq('status', 'available').limit(1).single();
    const id = await stage(
      admin,
      ['vin', 'sale_price'],
      [
        { vin: existing!.vin, sale_price: '12345' },
        { vin: newVin(), sale_price: '1' },
      ],
    );
    const { error } = await admin.rpc('commit_vehicle_import', { p_import_id: id });
    expect(refusedRows(error?.details)).toEqual([
      { row: 3, column: 'year', message: 'A new vehicle needs its year: the file has no Year column.' },
      { row: 3, column: 'make', message: 'A new vehicle needs its make: the file has no Make column.' },
      { row: 3, column: 'model', message: 'A new vehicle needs its model: the file has no Model column.' },
    ]);
    const retried = await stage(admin, ['vin', 'sale_price'], [{ vin: existing!.vin, sale_price: '12345' }]);
    expect((await admin.rpc('commit_vehicle_import', { p_import_id: retried })).data).toEqual([
      { vehicles_added: 0, vehicles_updated: 1, vehicles_unchanged: 0 },
    ]);
  });

  it('leaves a sold or shipped vehicle as it is: a row changing it is refused, a row matching it is unchanged', async () => {
    const { data: sold } = await service.from('vehicles').select('vin,year,make,model,sale_price,status').eq('status', 'sold').limit(1).single();
    const columns = ['vin', 'year', 'make', 'model', 'sale_price', 'status'];
    const matching = {
      vin: sold!.vin,
      year: String(sold!.year),
      make: sold!.make,
      model: sold!.model,
      sale_price: String(sold!.sale_price ?? ''),
      status: 'Sold',
    };
    const changing = await stage(admin, columns, [{ ...matching, status: 'available' }]);
    const { error } = await admin.rpc('commit_vehicle_import', { p_import_id: changing });
    expect(refusedRows(error?.details)).toEqual([
      { row: 2, column: null, message: 'The vehicle is sold: an import does not change a sold or shipped vehicle.' },
    ]);
    const unchanged = await stage(admin, columns, [matching]);
    expect((await admin.rpc('commit_vehicle_import', { p_import_id: unchanged })).data).toEqual([
      { vehicles_added: 0, vehicles_updated: 0, vehicles_unchanged: 1 },
    ]);
  });

  it('keeps the owner of a vehicle in an active shipment', async () => {
    const { data: active } = await service.from('shipment_vehicles').select('vehicle_id,shipments(shipment_number)').eq('active', true);
    const { data: unsold } = await service
      .from('vehicles')
      .select('id,vin')
      .in(
        'id',
        active!.map((row) => row.vehicle_id),
      )
      .not('status', 'in', '(sold,shipped)')
      .limit(1);
    const vehicle = unsold![0]!;
    const carried = active!.find((row) => row.vehicle_id === vehicle.id)!;
    const id = await stage(admin, ['vin', 'owner_email'], [{ vin: vehicle!.vin, owner_email: 'client2@demo.test' }]);
    const { error } = await admin.rpc('commit_vehicle_import', { p_import_id: id });
    expect(refusedRows(error?.details)).toEqual([
      { row: 2, column: 'owner_email', message: `The vehicle is in shipment ${carried!.shipments!.shipment_number}, so its owner cannot change.` },
    ]);
  });

  it('names the row a constraint or trigger of the vehicles refuses, rather than failing bare', async () => {
    const refusedVin = newVin();
    await backend.db.exec(`
      create function public.refuse_one_vin() returns trigger language plpgsql as $$
      begin
        if new.vin = '${refusedVin}' then raise exception 'The yard is full for %', new.vin using errcode = 'P0001'; end if;
        return new;
      end $$;
      create trigger vehicles_refuse_one_vin before insert on public.vehicles for each row execute function public.refuse_one_vin();`);
    try {
      const vehicles = await vehicleCount();
      const id = await stage(admin, COLUMNS, [newRow(), newRow({ vin: refusedVin }), newRow()]);
      const { error } = await admin.rpc('commit_vehicle_import', { p_import_id: id });
      expect(error?.code).toBe('P0001');
      expect(error?.message).toBe(`Nothing was imported: row 3: The yard is full for ${refusedVin}`);
      expect(refusedRows(error?.details)).toEqual([{ row: 3, column: null, message: `The yard is full for ${refusedVin}` }]);
      expect(await vehicleCount()).toBe(vehicles);
    } finally {
      await backend.db.exec('drop trigger vehicles_refuse_one_vin on public.vehicles; drop function public.refuse_one_vin()');
    }
  });

  it('is refused while rows the file declared have not all arrived', async () => {
    const started = await admin.from('vehicle_imports').insert({ file_name: 'half.csv', columns: COLUMNS, row_count: 2 }).select('id').single();
    await admin.from('vehicle_import_rows').insert({ import_id: started.data!.id, row_number: 2, ...newRow() });
    const { error } = await admin.rpc('commit_vehicle_import', { p_import_id: started.data!.id });
    expect(error?.message).toBe("Only 1 of the file's 2 rows arrived, so nothing was imported; choose the file again");
  });

  it('is refused as it is staged past the rows the file declared, in one request or over several', async () => {
    const started = await admin.from('vehicle_imports').insert({ file_name: 'short.csv', columns: COLUMNS, row_count: 2 }).select('id').single();
    const importId = started.data!.id;
    const row = (rowNumber: number) => ({ import_id: importId, row_number: rowNumber, ...newRow() });
    const tooMany = await admin.from('vehicle_import_rows').insert([row(2), row(3), row(4)]);
    expect(tooMany.error).toMatchObject({ code: '23514', message: 'The file has 2 rows; 3 were sent to import' });
    expect((await admin.from('vehicle_import_rows').select('row_number').eq('import_id', importId)).data).toEqual([]);

    expect((await admin.from('vehicle_import_rows').insert([row(2), row(3)])).error).toBeNull();
    const oneMore = await admin.from('vehicle_import_rows').insert(row(5));
    expect(oneMore.error).toMatchObject({ code: '23514', message: 'The file has 2 rows; 3 were sent to import' });
    expect((await admin.from('vehicle_import_rows').select('row_number').eq('import_id', importId)).data).toHaveLength(2);
  });

  it('drops the same person’s import that was never committed when they start another', async () => {
    const abandoned = await stage(admin, COLUMNS, [newRow()]);
    await stage(admin, COLUMNS, [newRow()]);
    expect((await admin.from('vehicle_imports').select('id').eq('id', abandoned)).data).toEqual([]);
    expect((await admin.from('vehicle_import_rows').select('row_number').eq('import_id', abandoned)).data).toEqual([]);
  });
});

describe('the preview’s look-ups', () => {
  it('find the vehicles a file names, with their cost, owner and shipment, and its owners by e-mail', async () => {
    const { data: carried } = await service
      .from('shipment_vehicles')
      .select('vehicle_id,shipments(shipment_number)')
      .eq('active', true)
      .limit(1)
      .single();
    const { data: vehicle } = await service.from('vehicles').select('vin,purchase_price').eq('id', carried!.vehicle_id).single();
    const { data: found } = await admin.rpc('vehicle_import_vehicles', { p_vins: [vehicle!.vin, newVin()] });
    expect(found).toEqual([
      expect.objectContaining({
        vin: vehicle!.vin,
        vehicle_id: carried!.vehicle_id,
        purchase_price: vehicle!.purchase_price,
        active_shipment: carried!.shipments!.shipment_number,
      }),
    ]);
    const { data: owners } = await admin.rpc('vehicle_import_owners', { p_emails: ['Client1@Demo.test', 'nobody@example.ca'] });
    expect(owners).toEqual([{ email: 'client1@demo.test', customer_id: expect.any(String), matches: 1 }]);
  });
});

describe('its time on the database', () => {
  it('is its own statement timeout, which PostgREST hoists: a commit outlasting the role’s still completes', async () => {
    const strict = await startLocalSupabase({ port: 0, dataDir: null, log: false, statementTimeouts: { authenticated: 0 } });
    try {
      const strictAdmin = await signedInClient('admin@demo.test', DEMO_PASSWORDS.admin, strict);
      const looked = await strictAdmin.rpc('vehicle_import_vehicles', { p_vins: [newVin()] });
      expect(looked.error?.code).toBe('57014');
      // The admin's own requests all time out here, so the rows are staged for them.
      const { data: user } = await strictAdmin.auth.getUser();
      const strictService = clientFor(strict.url, strict.serviceRoleKey);
      const started = await strictService
        .from('vehicle_imports')
        .insert({ file_name: 'slow.csv', columns: COLUMNS, row_count: 1, created_by: user.user!.id })
        .select('id')
        .single();
      const vin = newVin();
      await strictService.from('vehicle_import_rows').insert({ import_id: started.data!.id, row_number: 2, ...newRow({ vin }) });
      const committed = await strictAdmin.rpc('commit_vehicle_import', { p_import_id: started.data!.id });
      expect(committed.error).toBeNull();
      expect((await strictService.from('vehicles').select('vin').eq('vin', vin)).data).toEqual([{ vin }]);
    } finally {
      await strict.close();
    }
  }, 60_000);
});
