import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@export-portal/shared-domain';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import { DEMO_PASSWORDS } from './demo-accounts';

/**
 * The business's connected bank accounts: admins connect, read and disconnect them; staff,
 * clients and visitors can do none of it. Only the bank, the kind of account and four digits
 * can be kept. Outcomes are checked as the database's owner, not trusted from the response.
 */

let backend: TestBackend;
let admin: SupabaseClient<Database>;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await signedInClient('admin@demo.test', DEMO_PASSWORDS.admin, backend);
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

const stored = async () =>
  (
    await backend.db.query<{ id: string; bank_name: string; account_type: string; account_last4: string; is_default: boolean }>(
      'select id, bank_name, account_type, account_last4, is_default from public.bank_connections order by connected_at, id',
    )
  ).rows;

const ownerInsert = async (bankName: string) =>
  (
    await backend.db.query<{ id: string }>(
      `insert into public.bank_connections (bank_name, account_type, account_last4) values ($1, 'savings', '4321') returning id`,
      [bankName],
    )
  ).rows[0]!.id;

describe('bank connections', () => {
  it('an admin connects an account with its bank, type and last four digits, reads it back and disconnects it', async () => {
    const { data, error } = await admin
      .from('bank_connections')
      .insert({ bank_name: '  Royal Bank of Canada ', account_type: 'chequing', account_last4: '6789', is_default: true })
      .select('id, bank_name, account_type, account_last4, is_default, connected_at')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ bank_name: 'Royal Bank of Canada', account_type: 'chequing', account_last4: '6789', is_default: true });
    const { data: read } = await admin.from('bank_connections').select('id').eq('id', data!.id);
    expect(read).toEqual([{ id: data!.id }]);

    const { error: removed } = await admin.from('bank_connections').delete().eq('id', data!.id);
    expect(removed).toBeNull();
    expect((await stored()).map((row) => row.id)).not.toContain(data!.id);
  });

  it('keeps one default account: connecting a new default takes the mark from the one before', async () => {
    const first = await admin
      .from('bank_connections')
      .insert({ bank_name: 'TD', account_type: 'chequing', account_last4: '1111', is_default: true })
      .select('id')
      .single();
    const second = await admin
      .from('bank_connections')
      .insert({ bank_name: 'BMO', account_type: 'savings', account_last4: '2222', is_default: true })
      .select('id')
      .single();
    const third = await admin
      .from('bank_connections')
      .insert({ bank_name: 'CIBC', account_type: 'savings', account_last4: '3333', is_default: false })
      .select('id')
      .single();
    const rows = await stored();
    const flag = (id: string) => rows.find((row) => row.id === id)?.is_default;
    expect([flag(first.data!.id), flag(second.data!.id), flag(third.data!.id)]).toEqual([false, true, false]);
    await admin.from('bank_connections').delete().in('id', [first.data!.id, second.data!.id, third.data!.id]);
  });

  it('can hold no account or routing number: only four digits fit, and no other column may be written', async () => {
    for (const last4 of ['123456789', '12a4', '123', '']) {
      const { error } = await admin.from('bank_connections').insert({ bank_name: 'RBC', account_type: 'chequing', account_last4: last4 });
      expect({ last4, code: error?.code }).toEqual({ last4, code: '23514' });
    }
    const { error: blank } = await admin.from('bank_connections').insert({ bank_name: '   ', account_type: 'chequing', account_last4: '1234' });
    expect(blank?.code).toBe('23514');
    const { error: kind } = await admin
      .from('bank_connections')
      .insert({ bank_name: 'RBC', account_type: 'business' as never, account_last4: '1234' });
    expect(kind?.code).toBe('23514');
    const { error: extra } = await admin
      .from('bank_connections')
      .insert({ bank_name: 'RBC', account_type: 'chequing', account_last4: '1234', account_number: '123456789' } as never);
    expect(extra).not.toBeNull();
    const { error: author } = await admin
      .from('bank_connections')
      .insert({ bank_name: 'RBC', account_type: 'chequing', account_last4: '1234', connected_by: '00000000-0000-4000-8000-000000000000' });
    expect(author?.code).toBe('42501');
    const columns = (
      await backend.db.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'bank_connections' order by column_name`,
      )
    ).rows.map((row) => row.column_name);
    expect(columns).toEqual(['account_last4', 'account_type', 'bank_name', 'connected_at', 'connected_by', 'id', 'is_default']);
    expect(await stored()).toEqual([]);
  });

  it('records who connected the account', async () => {
    const { data } = await admin
      .from('bank_connections')
      .insert({ bank_name: 'Desjardins', account_type: 'chequing', account_last4: '5555' })
      .select('id')
      .single();
    const { rows } = await backend.db.query<{ email: string }>(
      'select u.email from public.bank_connections b join auth.users u on u.id = b.connected_by where b.id = $1',
      [data!.id],
    );
    expect(rows).toEqual([{ email: 'admin@demo.test' }]);
    await admin.from('bank_connections').delete().eq('id', data!.id);
  });

  it.each(['staff', 'client1'] as const)('%s can neither read, connect nor disconnect an account', async (who) => {
    const id = await ownerInsert(`Seen by ${who}?`);
    const client = await signedInClient(`${who}@demo.test`, DEMO_PASSWORDS[who], backend);
    const { data: read } = await client.from('bank_connections').select('id');
    expect(read).toEqual([]);
    const { error: connect } = await client
      .from('bank_connections')
      .insert({ bank_name: 'Intruder Bank', account_type: 'chequing', account_last4: '9999' });
    expect(connect?.code).toBe('42501');
    await client.from('bank_connections').delete().eq('id', id);
    const rows = await stored();
    expect(rows.map((row) => row.bank_name)).toEqual([`Seen by ${who}?`]);
    await backend.db.query('delete from public.bank_connections where id = $1', [id]);
  });

  it('visitors who are not signed in are refused', async () => {
    const anon = clientFor(backend.url, backend.anonKey);
    const { error, status } = await anon.from('bank_connections').select('id');
    expect({ code: error?.code, status }).toEqual({ code: '42501', status: 401 });
    const { error: connect } = await anon
      .from('bank_connections')
      .insert({ bank_name: 'Anon Bank', account_type: 'chequing', account_last4: '9999' });
    expect(connect?.code).toBe('42501');
  });
});
