import { waitFor } from '@testing-library/react';
import { containerCheckDigit, type DocumentType, type VehicleStatus } from '@export-portal/shared-domain';
import type { ListSort } from '@export-portal/shared-ui/lists';
import type { ListFilters, ListRequest, PagedList, PortalClient } from '@export-portal/shared-auth';
import { setupRealBackend, signedInDemoClient } from '@export-portal/shared-auth/testing';
import { containerList, documentList, shipmentList } from '../lists';
import { vehicleBoardList } from '../lists';
import { batchQuery, firstBatch, listBatches, nextBatch } from './listBatches';

const real = setupRealBackend();

const vehicleList = vehicleBoardList<{ status: VehicleStatus }>();

const request = <Filters extends ListFilters>(overrides: Partial<ListRequest<Filters>> = {}): ListRequest<Filters> => ({
  search: '',
  filters: {} as Partial<Filters>,
  page: 1,
  ...overrides,
});

/** The ids the screen shows, page after page, for the request. */
async function idsPageByPage<Row extends { id: string }, Filters extends ListFilters>(
  list: PagedList<Row, Filters>,
  client: PortalClient,
  asked: ListRequest<Filters>,
): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const options = list.queryOptions(client, { ...asked, page });
    const read = await options.queryFn!({ queryKey: options.queryKey, meta: undefined, signal: new AbortController().signal } as never);
    ids.push(...read.rows.map((row) => row.id));
    if (page >= read.pageCount) return ids;
  }
}

/** The ids a download reads for the request, `rows` at a time. */
async function idsInBatches<Row extends { id: string }, Filters extends ListFilters>(
  list: PagedList<Row, Filters>,
  client: PortalClient,
  asked: ListRequest<Filters>,
  rows: number,
): Promise<{ ids: string[]; batches: number }> {
  const ids: string[] = [];
  let batches = 0;
  for await (const batch of listBatches(list.definition, { client, request: asked, user: '', signal: new AbortController().signal, rows })) {
    batches += 1;
    expect(batch.length).toBeLessThanOrEqual(rows);
    ids.push(...batch.map((row) => row.id));
  }
  return { ids, batches };
}

const sorted = (column: string, direction: ListSort['direction']) => ({ sort: { column, direction } });

describe('a download reads every row of a list in the order the screen shows them', () => {
  it('reads the vehicle board newest first, in batches, as its pages show it', async () => {
    const admin = await signedInDemoClient(real.backend, 'admin');
    const pages = await idsPageByPage(vehicleList, admin, request());
    const { ids, batches } = await idsInBatches(vehicleList, admin, request(), 7);
    expect(pages.length).toBeGreaterThan(60);
    expect(ids).toEqual(pages);
    expect(batches).toBe(Math.ceil(pages.length / 7));
  });

  it.each([
    ['make', 'asc'],
    ['make', 'desc'],
    ['year', 'desc'],
    ['sale_price', 'asc'],
  ] as const)('keeps the order of a column many vehicles share (%s %s), the id breaking ties across batches', async (column, direction) => {
    const admin = await signedInDemoClient(real.backend, 'admin');
    const asked = request<{ status: VehicleStatus }>(sorted(column, direction));
    expect((await idsInBatches(vehicleList, admin, asked, 6)).ids).toEqual(await idsPageByPage(vehicleList, admin, asked));
  });

  it('reads only what a search and a filter leave', async () => {
    const staff = await signedInDemoClient(real.backend, 'staff');
    const asked = request<{ status: VehicleStatus }>({ search: 'o', filters: { status: 'available' } });
    const pages = await idsPageByPage(vehicleList, staff, asked);
    const { count } = await staff
      .from('vehicle_directory')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'available')
      .or('make.ilike.*o*,model.ilike.*o*,vin.ilike.*o*,year_text.ilike.*o*');
    expect(pages).toHaveLength(count!);
    expect((await idsInBatches(vehicleList, staff, asked, 5)).ids).toEqual(pages);
  });

  it.each(['asc', 'desc'] as const)('reads documents without an expiry date where Postgres puts them (%s)', async (direction) => {
    const admin = await signedInDemoClient(real.backend, 'admin');
    const { count: empty } = await admin.from('documents').select('id', { count: 'exact', head: true }).is('expiry_date', null);
    expect(empty).toBeGreaterThan(0);
    const asked = request<{ document_type: DocumentType }>(sorted('expiry_date', direction));
    const pages = await idsPageByPage(documentList, admin, asked);
    expect((await idsInBatches(documentList, admin, asked, 4)).ids).toEqual(pages);
  });

  it('reads shipments sorted by a date, the empty ones first going down', async () => {
    const staff = await signedInDemoClient(real.backend, 'staff');
    const asked = request<{ status: never }>(sorted('estimated_departure', 'desc'));
    expect((await idsInBatches(shipmentList as never, staff, asked, 3)).ids).toEqual(await idsPageByPage(shipmentList as never, staff, asked));
  });

  it('reads past a row whose sorted value holds commas, quotes, brackets and a backslash', async () => {
    const admin = await signedInDemoClient(real.backend, 'admin');
    const locations = ['Yard "A", bay (3)', 'Yard "A", bay (3)\\east', 'Yard "A", bay (3)'];
    for (const [serial, location] of locations.entries()) {
      const ten = `TSTU${String(900_000 + serial).padStart(6, '0')}`;
      const { error } = await admin
        .from('containers')
        .insert({ container_number: `${ten}${containerCheckDigit(ten)}`, container_type: '20ft Standard', capacity: 2, location });
      expect(error).toBeNull();
    }
    for (const direction of ['asc', 'desc'] as const) {
      const asked = request<{ status: never }>(sorted('location', direction));
      const pages = await idsPageByPage(containerList as never, admin, asked);
      expect((await idsInBatches(containerList as never, admin, asked, 1)).ids).toEqual(pages);
    }
  });

  it('sends nothing more once aborted', async () => {
    const admin = await signedInDemoClient(real.backend, 'admin');
    const controller = new AbortController();
    const sentBefore = real.network.requests.length;
    const batches = listBatches(vehicleList.definition, { client: admin, request: request(), user: '', signal: controller.signal, rows: 5 });
    const first = await batches.next();
    expect(first.value).toHaveLength(5);
    // The next batch is asked for as the first is handed on (going down, the rows without a date came first: none).
    await waitFor(() => expect(real.network.requests.length - sentBefore).toBe(3));
    controller.abort();
    await expect(batches.next()).rejects.toMatchObject({ name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(real.network.requests.length - sentBefore).toBe(3);
  });
});

describe('where each request of a download starts', () => {
  const order = { column: 'make', ascending: true, idAscending: true };

  /** The filters and order a batch adds to a read, as postgrest-js records them. */
  function recorded(start: Parameters<typeof batchQuery>[2]) {
    const calls: string[] = [];
    const query = {
      order(column: string, { ascending }: { ascending: boolean }) {
        calls.push(`order ${column} ${ascending ? 'asc' : 'desc'}`);
        return query;
      },
      filter(column: string, operator: string, value: unknown) {
        calls.push(`${column}=${operator}.${String(value)}`);
        return query;
      },
      or(filters: string) {
        calls.push(`or=(${filters})`);
        return query;
      },
      limit(rows: number) {
        calls.push(`limit ${rows}`);
        return query;
      },
    };
    batchQuery(query as never, order, start, 1000);
    return calls;
  }

  it('starts with the rows that have a value going up, and after the last one read, from it on', () => {
    expect(recorded(firstBatch(order))).toEqual(['make=not.is.null', 'order make asc', 'order id asc', 'limit 1000']);
    expect(recorded({ segment: 'valued', after: { value: 'Land "Rover", (UK)', id: 'a1' } })).toEqual([
      'make=gte.Land "Rover", (UK)',
      'or=(make.gt."Land \\"Rover\\", (UK)",id.gt."a1")',
      'order make asc',
      'order id asc',
      'limit 1000',
    ]);
  });

  it('reads the rows without a value by id, after those with one going up and before them going down', () => {
    expect(nextBatch(order, firstBatch(order), [], 1000)).toEqual({ segment: 'empty', after: null });
    expect(nextBatch(order, { segment: 'empty', after: null }, [{ make: null, id: 'b' }], 1)).toEqual({
      segment: 'empty',
      after: { value: null, id: 'b' },
    });
    expect(recorded({ segment: 'empty', after: { value: null, id: 'b' } })).toEqual([
      'make=is.null',
      'id=gt.b',
      'order make asc',
      'order id asc',
      'limit 1000',
    ]);
    expect(nextBatch(order, { segment: 'empty', after: null }, [], 1000)).toBeNull();
    const down = { column: 'make', ascending: false, idAscending: true };
    expect(firstBatch(down)).toEqual({ segment: 'empty', after: null });
    expect(nextBatch(down, firstBatch(down), [], 1000)).toEqual({ segment: 'valued', after: null });
  });

  it('refuses a read that does not select the columns it is ordered by', () => {
    expect(() => nextBatch(order, firstBatch(order), [{ id: 'a' }], 1)).toThrow(/does not select make and id/);
  });
});
