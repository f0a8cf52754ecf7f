import type { SupabaseClient } from '@supabase/supabase-js';
import { containerCheckDigit } from '@export-portal/shared-domain';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import { DEMO_PASSWORDS } from './demo-accounts';

/**
 * Who can insert, update and delete what. Every attempt targets a row made for
 * it with the service role and linked to client1, so being able to see a row is
 * never mistaken for being allowed to change it; the outcome is then checked
 * with the service role rather than trusted from the response.
 */

type Actor = 'anon' | 'client1' | 'client2' | 'staff' | 'admin';
const ACTORS: Actor[] = ['anon', 'client1', 'client2', 'staff', 'admin'];
const PASSWORDS: Record<Exclude<Actor, 'anon'>, string> = DEMO_PASSWORDS;

let backend: TestBackend;
let service: SupabaseClient;
const clients = {} as Record<Actor, SupabaseClient>;
const userIds = {} as Record<Actor, string>;
let client1CustomerId: string;
let client1ShipmentId: string;
let serial = 0;

/** A container number no other row has, with its ISO 6346 check digit. */
const nextContainerNumber = () => {
  serial += 1;
  const firstTen = `TSTU${String((Date.now() + serial) % 1_000_000).padStart(6, '0')}`;
  return `${firstTen}${containerCheckDigit(firstTen)}`;
};

const unique = (prefix: string) => {
  serial += 1;
  return `${prefix}-${Date.now().toString(36)}-${serial}`;
};

/** A VIN the constraint accepts, unique as the tag is: non-North-American, so no check digit is due. */
const vinOf = (tag: string) =>
  `T${tag
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/[IOQ]/g, '0')
    .slice(-16)
    .padStart(16, '0')}`;

interface TableCase {
  /** A new row for the table; `tag` makes it findable. */
  row: (tag: string) => Record<string, unknown>;
  /** The column an update changes and how the row is found again. */
  marker: string;
  /** Staff insert and update these rows too (deleting stays with admins). */
  staffWrites?: boolean;
}

const TABLES: Record<string, TableCase> = {
  customers: {
    row: (tag) => ({ first_name: 'Test', last_name: 'Customer', notes: tag }),
    marker: 'notes',
  },
  vehicles: {
    row: (tag) => ({ year: 2020, make: 'Test', model: tag, vin: vinOf(tag), customer_id: client1CustomerId }),
    marker: 'model',
  },
  shipments: {
    row: (tag) => ({ booking_number: tag, customer_id: client1CustomerId }),
    marker: 'booking_number',
  },
  containers: {
    row: (tag) => ({ container_number: nextContainerNumber(), container_type: '20ft Standard', location: tag, shipment_id: client1ShipmentId }),
    marker: 'location',
  },
  documents: {
    row: (tag) => ({ document_name: tag, document_type: 'other', customer_id: client1CustomerId }),
    marker: 'document_name',
    staffWrites: true,
  },
  communications: {
    row: (tag) => ({ message: tag, direction: 'inbound', customer_id: client1CustomerId }),
    marker: 'message',
  },
  transactions: {
    row: (tag) => ({ amount: 10, transaction_type: 'income', description: tag, customer_id: client1CustomerId }),
    marker: 'description',
  },
};

async function serviceInsert(table: string): Promise<{ id: string; tag: string }> {
  const tag = unique(table);
  const { data, error } = await service.from(table).insert(TABLES[table]!.row(tag)).select('id').single();
  if (error) throw new Error(`${table}: ${error.message}`);
  return { id: (data as { id: string }).id, tag };
}

async function rowsTagged(table: string, tag: string): Promise<number> {
  const { data, error } = await service.from(table).select('id').eq(TABLES[table]!.marker, tag);
  if (error) throw new Error(`${table}: ${error.message}`);
  return data.length;
}

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend.url, backend.serviceRoleKey);
  clients.anon = clientFor(backend.url, backend.anonKey);
  for (const actor of ['client1', 'client2', 'staff', 'admin'] as const) {
    clients[actor] = await signedInClient(`${actor}@demo.test`, PASSWORDS[actor], backend);
    userIds[actor] = (await clients[actor].auth.getSession()).data.session!.user.id;
  }
  const customer = await service.from('customers').select('id').eq('user_id', userIds.client1).single();
  client1CustomerId = (customer.data as { id: string }).id;
  const shipment = await service.from('shipments').select('id').eq('customer_id', client1CustomerId).limit(1).single();
  client1ShipmentId = (shipment.data as { id: string }).id;
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

describe.each(Object.keys(TABLES))('%s', (table) => {
  const allowed = (actor: Actor) => actor === 'admin';
  const writes = (actor: Actor) => allowed(actor) || (actor === 'staff' && TABLES[table]!.staffWrites === true);

  it.each(ACTORS)('insert by %s', async (actor) => {
    const tag = unique(table);
    await clients[actor].from(table).insert(TABLES[table]!.row(tag));
    expect(await rowsTagged(table, tag)).toBe(writes(actor) ? 1 : 0);
  });

  it.each(ACTORS)('update by %s', async (actor) => {
    const { id, tag } = await serviceInsert(table);
    const changed = unique(table);
    await clients[actor]
      .from(table)
      .update({ [TABLES[table]!.marker]: changed })
      .eq('id', id);
    expect(await rowsTagged(table, changed)).toBe(writes(actor) ? 1 : 0);
    expect(await rowsTagged(table, tag)).toBe(writes(actor) ? 0 : 1);
  });

  it.each(ACTORS)('delete by %s', async (actor) => {
    const { id, tag } = await serviceInsert(table);
    await clients[actor].from(table).delete().eq('id', id);
    expect(await rowsTagged(table, tag)).toBe(allowed(actor) ? 0 : 1);
  });
});

describe('profiles', () => {
  async function throwawayUser(): Promise<string> {
    const { data, error } = await service.auth.admin.createUser({
      email: `${unique('user')}@example.ca`,
      password: 'Throwaway-Pass!2026',
      email_confirm: true,
    });
    if (error) throw error;
    return data.user.id;
  }

  async function profileOf(userId: string) {
    const { data } = await service.from('profiles').select('phone, role').eq('user_id', userId);
    return data?.[0];
  }

  it.each(ACTORS)('insert by %s is refused: profiles come only from sign-up', async (actor) => {
    const userId = await throwawayUser();
    await service.from('profiles').delete().eq('user_id', userId);
    await clients[actor].from('profiles').insert({ user_id: userId, role: 'client' });
    expect(await profileOf(userId)).toBeUndefined();
  });

  it.each(ACTORS)("update of another user's profile by %s", async (actor) => {
    const userId = await throwawayUser();
    await clients[actor].from('profiles').update({ phone: '902-555-0123' }).eq('user_id', userId);
    expect((await profileOf(userId))?.phone).toBe(actor === 'admin' ? '902-555-0123' : null);
  });

  it.each(ACTORS)("delete of another user's profile by %s", async (actor) => {
    const userId = await throwawayUser();
    await clients[actor].from('profiles').delete().eq('user_id', userId);
    expect(await profileOf(userId)).toEqual(actor === 'admin' ? undefined : { phone: null, role: 'client' });
  });
});

describe('what staff may write', () => {
  it('marks a message as read, and nothing else about it', async () => {
    const { id, tag } = await serviceInsert('communications');
    const read = await clients.staff.from('communications').update({ read_status: true }).eq('id', id);
    expect(read.error).toBeNull();
    const edit = await clients.staff.from('communications').update({ subject: 'changed' }).eq('id', id);
    expect(edit.error).not.toBeNull();
    const { data } = await service.from('communications').select('read_status, subject, message').eq('id', id).single();
    expect(data).toEqual({ read_status: true, subject: null, message: tag });
  });

  it('sends a reply: an outbound e-mail that is already read', async () => {
    const tag = unique('reply');
    const { error } = await clients.staff.from('communications').insert({
      customer_id: client1CustomerId,
      message: tag,
      direction: 'outbound',
      communication_type: 'email',
      subject: 'Re: Customer Inquiry',
      read_status: true,
    });
    expect(error).toBeNull();
    expect(await rowsTagged('communications', tag)).toBe(1);
  });

  it.each([
    ['an inbound message', { direction: 'inbound', communication_type: 'email', read_status: true }],
    ['an unread reply', { direction: 'outbound', communication_type: 'email', read_status: false }],
    ['an unread call', { direction: 'inbound', communication_type: 'phone', read_status: false }],
    ['a meeting note', { direction: 'outbound', communication_type: 'meeting', read_status: true }],
  ])('cannot insert %s', async (_, fields) => {
    const tag = unique('not-a-reply');
    const { error } = await clients.staff.from('communications').insert({ customer_id: client1CustomerId, message: tag, ...fields });
    expect(error).not.toBeNull();
    expect(await rowsTagged('communications', tag)).toBe(0);
  });

  it('a client cannot mark their own message as read', async () => {
    const { id } = await serviceInsert('communications');
    await clients.client1.from('communications').update({ read_status: true }).eq('id', id);
    const { data } = await service.from('communications').select('read_status').eq('id', id).single();
    expect(data).toEqual({ read_status: false });
  });
});

describe('roles cannot be escalated', () => {
  async function roleOf(userId: string): Promise<string> {
    const { data } = await service.from('profiles').select('role').eq('user_id', userId).single();
    return (data as { role: string }).role;
  }

  it.each(['client1', 'staff', 'admin'] as const)('%s cannot change their own role', async (actor) => {
    const before = await roleOf(userIds[actor]);
    const { error } = await clients[actor]
      .from('profiles')
      .update({ role: before === 'admin' ? 'client' : 'admin' })
      .eq('user_id', userIds[actor]);
    expect(error?.message).toMatch(/cannot change your own role/);
    expect(await roleOf(userIds[actor])).toBe(before);
  });

  it('a user can still edit the rest of their own profile', async () => {
    const { error } = await clients.client1.from('profiles').update({ phone: '514-555-0199' }).eq('user_id', userIds.client1);
    expect(error).toBeNull();
    const { data } = await service.from('profiles').select('phone').eq('user_id', userIds.client1).single();
    expect(data).toEqual({ phone: '514-555-0199' });
  });

  it.each(['staff', 'client2'] as const)("%s cannot change another user's role", async (actor) => {
    await clients[actor].from('profiles').update({ role: 'admin' }).eq('user_id', userIds.client1);
    expect(await roleOf(userIds.client1)).toBe('client');
  });

  it("only an admin changes another user's role", async () => {
    const { error } = await clients.admin.from('profiles').update({ role: 'staff' }).eq('user_id', userIds.client2);
    expect(error).toBeNull();
    expect(await roleOf(userIds.client2)).toBe('staff');
    await clients.admin.from('profiles').update({ role: 'client' }).eq('user_id', userIds.client2);
    expect(await roleOf(userIds.client2)).toBe('client');
  });

  it('a role in the sign-up metadata is ignored: every sign-up is a client', async () => {
    const email = `${unique('signup')}@example.ca`;
    const { data, error } = await clients.anon.auth.signUp({
      email,
      password: 'Sign-up-Pass!2026',
      options: { data: { first_name: 'Eve', last_name: 'Mallory', company: 'Mallory Inc.', role: 'admin' } },
    });
    expect(error).toBeNull();
    const { data: profile } = await service
      .from('profiles')
      .select('role, email, first_name, last_name, company')
      .eq('user_id', data.user!.id)
      .single();
    expect(profile).toEqual({ role: 'client', email, first_name: 'Eve', last_name: 'Mallory', company: 'Mallory Inc.' });
  });

  it('no one can insert a profile of their own choosing', async () => {
    const { error } = await clients.client1.from('profiles').insert({ user_id: userIds.client1, role: 'admin', email: 'dup@example.ca' });
    expect(error).not.toBeNull();
    expect(await roleOf(userIds.client1)).toBe('client');
  });
});
