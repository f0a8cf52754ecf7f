import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import { DEMO_ACCOUNTS as FUNCTION_COPY } from '../../supabase/functions/create-demo-users/handler';
import { startLocalSupabase, type LocalSupabase } from '../src/index';

/** shared-domain's demoAccounts.json is the one source; the seed and the function must agree with it. */

let backend: LocalSupabase;

beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0, dataDir: null, log: false });
}, 60_000);

afterAll(() => backend?.close());

it("create-demo-users' copy equals shared-domain's accounts", () => {
  expect(FUNCTION_COPY).toEqual(DEMO_ACCOUNTS);
});

it('seed.sql creates exactly these accounts, with their ids, passwords, names, roles and customers', async () => {
  const { rows } = await backend.db.query<Record<string, unknown>>(
    `select u.id, p.role, u.email, u.raw_user_meta_data ->> 'first_name' as "firstName",
            u.raw_user_meta_data ->> 'last_name' as "lastName", u.raw_user_meta_data ->> 'company' as company,
            p.phone, (select c.id from public.customers c where c.user_id = u.id) as "customerId",
            u.encrypted_password, exists (select 1 from public.demo_account_ledger l where l.user_id = u.id) as in_ledger
       from auth.users u join public.profiles p on p.user_id = u.id
      order by u.id`,
  );
  const seeded = await Promise.all(
    rows.map(async ({ encrypted_password: hash, in_ledger: inLedger, ...account }) => {
      const demo = DEMO_ACCOUNTS.find((candidate) => candidate.id === account.id);
      const { rows: checked } = await backend.db.query<{ ok: boolean }>('select extensions.crypt($1, $2) = $2 as ok', [demo?.password ?? '', hash]);
      expect(inLedger).toBe(true);
      return { ...account, password: checked[0]!.ok ? demo!.password : 'does not match' };
    }),
  );
  expect(seeded).toEqual([...DEMO_ACCOUNTS].sort((a, b) => a.id.localeCompare(b.id)));
});
