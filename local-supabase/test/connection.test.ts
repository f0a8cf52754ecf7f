import { PGlite, TransactionAbortedError } from '@electric-sql/pglite';
import { Connection } from '../src/connection';

/**
 * The wire-protocol connection keeps every statement prepared; these are the rules that makes it
 * keep: each transaction still runs with its own role and claims, a failure undoes its
 * transaction and leaves the connection usable, and the kept statements stay bounded.
 */

let pglite: PGlite;

beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`
    create role clerk nologin;
    create role manager nologin;
    create table notes (id int primary key, owner text not null, body text not null);
    alter table notes enable row level security;
    grant select, insert on notes to clerk, manager;
    create policy "a clerk reads their own" on notes for select to clerk
      using (owner = current_setting('request.jwt.claims', true)::json ->> 'sub');
    create policy "a manager reads all" on notes for select to manager using (true);
    create policy "anyone files" on notes for insert to clerk, manager with check (true);
    insert into notes values (1, 'ada', 'first'), (2, 'bob', 'second'), (3, 'ada', 'third');
  `);
}, 60_000);

afterAll(() => pglite.close());

const AS_CALLER = "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)";
const as = (role: string, sub = '') => ({ sql: AS_CALLER, params: [role, JSON.stringify({ sub })] });

async function idsAs(connection: Connection, role: string, sub = ''): Promise<number[]> {
  return connection.transaction(
    async (tx) => (await tx.query<{ id: number }>('select id from notes order by id')).rows.map((row) => row.id),
    as(role, sub),
  );
}

it("checks a kept statement under each caller's own role and claims", async () => {
  const connection = new Connection(pglite);
  // More runs than Postgres makes custom plans for, so a generic plan is kept and reused too.
  for (let round = 0; round < 8; round += 1) {
    expect(await idsAs(connection, 'clerk', 'ada')).toEqual([1, 3]);
    expect(await idsAs(connection, 'manager')).toEqual([1, 2, 3]);
    expect(await idsAs(connection, 'clerk', 'bob')).toEqual([2]);
    expect(await idsAs(connection, 'clerk', 'nobody')).toEqual([]);
  }
});

it('runs a read in three calls once its statements are prepared: BEGIN as the caller, the read, COMMIT', async () => {
  const connection = new Connection(pglite);
  await idsAs(connection, 'manager');
  const before = connection.stats().calls;
  await idsAs(connection, 'clerk', 'ada');
  expect(connection.stats().calls - before).toBe(3);
});

it('writes parameter values as their types need, and reads the answers as PGlite does', async () => {
  const connection = new Connection(pglite);
  const row = await connection.transaction(
    async (tx) =>
      (
        await tx.query<{ name: string; tags: string[]; total: number; when: Date }>(
          "select $1::jsonb ->> 'name' as name, $2::text[] as tags, ($3::int + 1) as total, $4::timestamptz as when",
          [{ name: 'Ada' }, ['a', 'b,c'], 41, new Date('2026-01-02T03:04:05Z')],
        )
      ).rows[0],
  );
  expect(row).toEqual({ name: 'Ada', tags: ['a', 'b,c'], total: 42, when: new Date('2026-01-02T03:04:05Z') });
});

it('undoes the work of a transaction that throws, and goes on serving', async () => {
  const connection = new Connection(pglite);
  await expect(
    connection.transaction(async (tx) => {
      await tx.query('insert into notes values ($1, $2, $3)', [10, 'ada', 'never kept']);
      throw new Error('the caller changed its mind');
    }),
  ).rejects.toThrow('the caller changed its mind');
  expect((await pglite.query('select count(*)::int as n from notes where id = 10')).rows).toEqual([{ n: 0 }]);
  expect(await idsAs(connection, 'manager')).toEqual([1, 2, 3]);
});

it("answers a refused statement with Postgres' own error and rolls its transaction back", async () => {
  const connection = new Connection(pglite);
  const duplicate = connection.transaction(async (tx) => {
    await tx.query('insert into notes values ($1, $2, $3)', [11, 'bob', 'kept?']);
    await tx.query('insert into notes values ($1, $2, $3)', [1, 'bob', 'taken id']);
  });
  await expect(duplicate).rejects.toMatchObject({ code: '23505' });
  expect((await pglite.query('select count(*)::int as n from notes where id = 11')).rows).toEqual([{ n: 0 }]);
  expect(await idsAs(connection, 'clerk', 'bob')).toEqual([2]);
});

it('refuses to commit a transaction whose work swallowed a failure', async () => {
  const connection = new Connection(pglite);
  const swallowed = connection.transaction(async (tx) => {
    await tx.query('select 1 / $1::int', [0]).catch(() => undefined);
  });
  await expect(swallowed).rejects.toBeInstanceOf(TransactionAbortedError);
  expect(await idsAs(connection, 'manager')).toEqual([1, 2, 3]);
});

it('keeps at most its capacity of statements prepared, closing the one used longest ago', async () => {
  const prepared = async () => (await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;
  const others = await prepared();
  const connection = new Connection(pglite, 3);
  for (let n = 0; n < 10; n += 1) {
    expect(await connection.transaction(async (tx) => (await tx.query(`select ${n} + $1::int as n`, [n])).rows)).toEqual([{ n: 2 * n }]);
  }
  expect(connection.stats().preparedStatements).toBe(3);
  // Statements let go are closed as the next transaction begins.
  await connection.transaction((tx) => tx.query('select 9 + $1::int as n', [0]));
  expect((await prepared()) - others).toBe(3);
});

it('prepares a statement again once its table has changed shape', async () => {
  const connection = new Connection(pglite);
  await pglite.exec('create table shapes (id int); insert into shapes values (1); grant select on shapes to manager');
  const read = () => connection.transaction(async (tx) => (await tx.query('select * from shapes')).rows, as('manager'));
  expect(await read()).toEqual([{ id: 1 }]);
  await pglite.exec("alter table shapes add column label text default 'one'");
  // The kept plan cannot answer with another row type: this read fails as Postgres fails it, the next is prepared anew.
  await read().catch(() => undefined);
  expect(await read()).toEqual([{ id: 1, label: 'one' }]);
});
