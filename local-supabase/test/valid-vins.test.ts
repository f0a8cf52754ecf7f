import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@export-portal/shared-domain';
import { checkVin, vinCheckDigit, vinMakeMismatch, vinYearMismatch } from '@export-portal/shared-domain/vin';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import { DEMO_PASSWORDS } from './demo-accounts';

/**
 * The database keeps only VINs that shared-domain's checkVin finds no error in: the constraint
 * `vehicles_vin_valid` and `private.vin_check_digit` mirror it, and the seed's VINs pass it
 * with the make and model year of their vehicle.
 */

let backend: TestBackend;
let service: SupabaseClient<Database>;
let admin: SupabaseClient<Database>;
let staff: SupabaseClient<Database>;

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend.url, backend.serviceRoleKey);
  admin = await signedInClient('admin@demo.test', DEMO_PASSWORDS.admin, backend);
  staff = await signedInClient('staff@demo.test', DEMO_PASSWORDS.staff, backend);
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

/** A VIN with its 9th character set to what the check digit requires. */
function withCheckDigit(vin: string): string {
  return `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;
}

/** The same VIN with a 9th character the check digit does not allow. */
function withWrongCheckDigit(vin: string): string {
  const right = vinCheckDigit(vin);
  return `${vin.slice(0, 8)}${right === '0' ? '1' : '0'}${vin.slice(9)}`;
}

async function insertVehicle(vin: string) {
  return admin.from('vehicles').insert({ year: 2021, make: 'Toyota', model: 'RAV4', vin }).select('id,vin').single();
}

describe('writing a VIN', () => {
  it('refuses a North American VIN whose check digit is wrong, naming the constraint', async () => {
    const vin = withWrongCheckDigit('2T3W1RFV0MW500001');
    const { error, status } = await insertVehicle(vin);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514' });
    expect(error?.message).toContain('vehicles_vin_valid');
    expect(checkVin(vin).valid).toBe(false);
  });

  it('accepts a VIN from elsewhere whose check digit fails, as checkVin only warns of it', async () => {
    const vin = withWrongCheckDigit('JTMW1RFV0M5500002');
    expect(checkVin(vin)).toMatchObject({ valid: true, findings: [{ severity: 'warning' }] });
    const { data, error, status } = await insertVehicle(vin);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data?.vin).toBe(vin);
  });

  it('stores a VIN typed in lower case with blanks around it upper-case and trimmed', async () => {
    const vin = withCheckDigit('2T3W1RFV0MW500003');
    const { data, error } = await insertVehicle(`  ${vin.toLowerCase()}\t`);
    expect(error).toBeNull();
    expect(data?.vin).toBe(vin);
  });

  it.each([
    ['too short', '2T3W1RFV0MW50000'],
    ['with an O', 'JTMW1RFV0M55OOOO4'],
    ['with a hyphen', 'JTMW1RFV0M5-00005'],
  ])('refuses a VIN %s', async (_, vin) => {
    const { error, status } = await insertVehicle(vin);
    expect(status).toBe(400);
    expect(error?.message).toContain('vehicles_vin_valid');
  });

  it('refuses a VIN another vehicle has, with 409 and 23505', async () => {
    const { data: seeded } = await service.from('vehicles').select('vin').limit(1).single();
    const { error, status } = await insertVehicle(seeded!.vin.toLowerCase());
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23505' });
  });

  it('refuses changing a VIN to a mistyped one, and leaves other changes alone', async () => {
    const { data: created } = await insertVehicle(withCheckDigit('2T3W1RFV0MW500006'));
    const refused = await admin
      .from('vehicles')
      .update({ vin: withWrongCheckDigit(created!.vin) })
      .eq('id', created!.id);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toContain('vehicles_vin_valid');
    const changed = await admin.from('vehicles').update({ color: 'Red' }).eq('id', created!.id).select('vin,color').single();
    expect(changed.error).toBeNull();
    expect(changed.data).toEqual({ vin: created!.vin, color: 'Red' });
  });

  it('lets staff change the status of a vehicle, as the VIN they do not send stays as it is', async () => {
    const { data: vehicle } = await service.from('vehicles').select('id,vin,updated_at').eq('status', 'available').limit(1).single();
    const { error } = await staff.rpc('change_vehicle_status', {
      vehicle_id: vehicle!.id,
      new_status: 'inspection',
      seen_updated_at: vehicle!.updated_at,
    });
    expect(error).toBeNull();
    const { data } = await service.from('vehicles').select('vin,status').eq('id', vehicle!.id).single();
    expect(data).toEqual({ vin: vehicle!.vin, status: 'inspection' });
  });
});

describe('private.vin_check_digit', () => {
  /** Deterministic pseudo-random VINs over the whole VIN alphabet. */
  function generatedVins(count: number): string[] {
    const alphabet = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
    let state = 20260301;
    const next = () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state;
    };
    return Array.from({ length: count }, () => Array.from({ length: 17 }, () => alphabet[next() % alphabet.length]).join(''));
  }

  it('gives the check digit the TypeScript rule gives, for every character in every place', async () => {
    const vins = generatedVins(400);
    const { rows } = await backend.db.query<{ vin: string; digit: string; fixed: string }>(
      'select vin, private.vin_check_digit(vin) as digit, private.vin_with_check_digit(vin) as fixed from unnest($1::text[]) as vin',
      [vins],
    );
    expect(rows.map((row) => row.digit)).toEqual(vins.map(vinCheckDigit));
    expect(new Set(rows.map((row) => row.digit)).size).toBe(11);
    for (const row of rows) {
      expect(row.fixed).toBe(withCheckDigit(row.vin));
      expect(checkVin(row.fixed).findings).toEqual([]);
    }
  });

  it('reads lower case as upper case and has no digit for what is not 17 VIN characters', async () => {
    const { rows } = await backend.db.query<{ digit: string | null }>(
      `select private.vin_check_digit(vin) as digit
         from unnest(array['1hgcm82633a004352', '1HGCM82633A00435', '1HGCM82633A0043521', '1HGCM8263IA004352', '1HGCM8263-A004352']) with ordinality as v(vin, n)
        order by n`,
    );
    expect(rows.map((row) => row.digit)).toEqual(['3', null, null, null, null]);
  });
});

describe('the seeded VINs', () => {
  it('are valid VINs of their make and model year', async () => {
    const { data, error } = await service.from('vehicles').select('id,vin,make,year');
    expect(error).toBeNull();
    const seeded = data!.filter((vehicle) => vehicle.id.startsWith('a0000000-0000-4000-8000-'));
    expect(seeded).toHaveLength(100);
    const problems = seeded.flatMap(({ vin, make, year }) => {
      const report = checkVin(vin);
      return [
        ...report.findings.map((finding) => `${vin}: ${finding.message}`),
        ...[vinMakeMismatch(report, make), vinYearMismatch(report, year)]
          .filter((message) => message !== null)
          .map((message) => `${vin}: ${message}`),
        ...(report.manufacturer === null ? [`${vin}: unknown manufacturer`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });
});
