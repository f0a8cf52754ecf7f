import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@export-portal/shared-domain';
import { checkVin } from '@export-portal/shared-domain/vin';
import { DEFAULT_MIGRATIONS_DIR } from '../src/paths';
import { migrationFiles } from '../src/schema-setup';
import { clientFor, startTestBackend, type TestBackend } from './harness';

/**
 * A database that held vehicles before VINs were checked (as one seeded with the former random
 * demo VINs does) still takes the VIN migration; its old VINs keep their rows refusing writes
 * until an admin corrects them, and nothing new gets in unchecked.
 */

const OLD_VIN = '3D8DEB905E71EAD1B';

let directory: string;
let backend: TestBackend;
let service: SupabaseClient<Database>;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'valid-vins-upgrade-'));
  for (const file of migrationFiles(DEFAULT_MIGRATIONS_DIR)) copyFileSync(path.join(DEFAULT_MIGRATIONS_DIR, file), path.join(directory, file));
  // Sorts after every earlier migration and just before the VIN one.
  writeFileSync(
    path.join(directory, '20260301000000_zz_old_vehicles.sql'),
    `insert into public.vehicles (year, make, model, vin) values (2019, 'Dodge', 'Grand Caravan', '${OLD_VIN}');`,
  );
  backend = await startTestBackend({ migrationsDir: directory, seedFile: null });
  service = clientFor(backend.url, backend.serviceRoleKey);
}, 60_000);

afterAll(async () => {
  await backend?.close();
  rmSync(directory, { recursive: true, force: true });
});

it('applies over an old VIN, leaving the constraint unvalidated but in force', async () => {
  expect(checkVin(OLD_VIN).valid).toBe(false);
  const { rows } = await backend.db.query<{ convalidated: boolean }>(`select convalidated from pg_constraint where conname = 'vehicles_vin_valid'`);
  expect(rows).toEqual([{ convalidated: false }]);
  const { data: kept } = await service.from('vehicles').select('vin').eq('vin', OLD_VIN);
  expect(kept).toEqual([{ vin: OLD_VIN }]);
  const refused = await service.from('vehicles').insert({ year: 2019, make: 'Dodge', model: 'Grand Caravan', vin: '3D8DEB905E71EAD1C' });
  expect(refused.error?.message).toContain('vehicles_vin_valid');
});

it('refuses other changes to the old row until its VIN is corrected', async () => {
  const other = await service.from('vehicles').update({ color: 'Blue' }).eq('vin', OLD_VIN);
  expect(other.error?.message).toContain('vehicles_vin_valid');
  const corrected = await service.from('vehicles').update({ vin: '2C4RDGCG0KR500001', color: 'Blue' }).eq('vin', OLD_VIN).select('vin,color');
  expect(corrected.error?.message).toContain('vehicles_vin_valid');
  const valid = await service.from('vehicles').update({ vin: '2C4RDGCG5KR500001', color: 'Blue' }).eq('vin', OLD_VIN).select('vin,color');
  expect(valid.error).toBeNull();
  expect(valid.data).toEqual([{ vin: '2C4RDGCG5KR500001', color: 'Blue' }]);
});
