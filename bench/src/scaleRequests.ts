import { VEHICLE_COLUMNS } from '@export-portal/shared-domain';
import { startBackendProcess } from './backendServer';
import { adminAccessToken } from './restRequests';
import type { Figure, FigureGroup } from './figures';
import { durationFigures, median, timed } from './timing';

/** The size of the business these figures are measured at. */
export const SCALE_VEHICLES = 100_000;
/** A four-character search, as the admin types it: matches one model among many. */
export const SCALE_SEARCH_TERM = 'civi';

const REQUESTS = 30;
/** Sent first and not counted, until the server's code for the request is compiled. */
const WARM_UP_RUNS = 10;
/** Fetching every vehicle takes seconds; a few runs give a fair median. */
const FETCH_ALL_RUNS = 3;
/** What one REST read returns at most, as on a hosted project. */
const MAX_ROWS = 1000;

/** The spec's read: every vehicle column with the owner embedded. */
const SELECT = `${VEHICLE_COLUMNS},customer:customers(first_name,last_name,company_name)`;
const DIRECTORY_SELECT = `${VEHICLE_COLUMNS},customer_first_name,customer_last_name,customer_company_name`;
const ORDER = 'order=created_at.desc,id.asc';
/** The table view's sorts the figures time: a number going down, and text going up. */
export const SCALE_SORTS = ['year.desc', 'make.asc'] as const;

/** A table view's order as the data layer sends it: the column, then the id the same way. */
export const sortedOrder = (sort: string) => {
  const direction = sort.slice(sort.lastIndexOf('.') + 1);
  return `order=${sort},id.${direction}`;
};
/** The vehicles of each status, kept by the database as vehicles are written. */
const VEHICLE_TOTALS_PATH = '/rest/v1/vehicle_status_totals?select=status,vehicles';

export interface VehiclePageRequest {
  path: string;
  /** Sent with `Prefer: count=exact`. */
  counted: boolean;
}

/**
 * The admin Vehicles screen's requests for one page of 50 of the vehicle directory, as the data
 * layer makes them: a search is counted with its matches (`count=exact`); an unsearched page is
 * not, and reads the database's kept vehicle totals alongside instead.
 */
export function vehiclePageRequests(term?: string, order = ORDER): VehiclePageRequest[] {
  const search = term ? `&or=(${['make', 'model', 'vin', 'year_text'].map((column) => `${column}.ilike."*${term}*"`).join(',')})` : '';
  const page = { path: `/rest/v1/vehicle_directory?select=${DIRECTORY_SELECT}${search}&${order}&offset=0&limit=50`, counted: Boolean(term) };
  return term ? [page] : [page, { path: VEHICLE_TOTALS_PATH, counted: false }];
}

interface Endpoint {
  url: string;
  headers: Record<string, string>;
}

/**
 * Each run sends its requests together, as a screen does, and lasts until every body is read.
 * The first runs are not counted: a portal that has been serving for a while has its server
 * code compiled, and these figures are about that portal, not about a cold process.
 */
export async function timeSequential(requests: () => Array<Promise<Response>>, what: string, runs = REQUESTS): Promise<number[]> {
  const durations: number[] = [];
  for (let i = -WARM_UP_RUNS; i < runs; i += 1) {
    const [statuses, ms] = await timed(() =>
      Promise.all(
        requests().map(async (pending) => {
          const response = await pending;
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    const failed = statuses.find((status) => status !== 200 && status !== 206);
    if (failed !== undefined) throw new Error(`${what} answered HTTP ${failed}`);
    if (i >= 0) durations.push(ms);
  }
  return durations;
}

/**
 * The spec's shape: every vehicle with its owner fetched (in the largest pages the API gives),
 * then searched in the browser. Resolves to how many matched, so the work cannot be skipped.
 */
export async function fetchAllThenFilter({ url, headers }: Endpoint, term: string): Promise<number> {
  const rows: Array<{ make: string; model: string; vin: string; year: number }> = [];
  for (let offset = 0; ; offset += MAX_ROWS) {
    const response = await fetch(`${url}/rest/v1/vehicles?select=${SELECT}&${ORDER}&offset=${offset}&limit=${MAX_ROWS}`, { headers });
    if (!response.ok) throw new Error(`fetching every vehicle answered HTTP ${response.status}`);
    const page = (await response.json()) as typeof rows;
    rows.push(...page);
    if (page.length < MAX_ROWS) break;
  }
  if (rows.length < SCALE_VEHICLES) throw new Error(`fetching every vehicle gave ${rows.length} rows`);
  const needle = term.toLowerCase();
  return rows.filter((row) => [row.make, row.model, row.vin, String(row.year)].some((field) => field.toLowerCase().includes(needle))).length;
}

function ratioFigure(name: string, slow: readonly number[], fast: readonly number[], measures: string): Figure {
  return { name, value: median(slow) / median(fast), unit: '×', measures };
}

/** The admin's reads against a business of 100,000 vehicles, and the fetch-everything shape beside them. */
export const scaleRequests: FigureGroup = {
  title: 'REST at 100k vehicles',
  async run(): Promise<Figure[]> {
    // In a process of its own, as the portal runs it, not beside the garbage of the groups measured before.
    const server = startBackendProcess(SCALE_VEHICLES);
    try {
      const backend = await server.first;
      const token = await adminAccessToken(backend.url, backend.anonKey);
      const headers = { apikey: backend.anonKey, authorization: `Bearer ${token}` };
      const endpoint = { url: backend.url, headers: { ...headers, prefer: 'count=exact' } };
      const send = (requests: VehiclePageRequest[]) => () =>
        requests.map(({ path, counted }) => fetch(`${backend.url}${path}`, { headers: counted ? endpoint.headers : headers }));
      const [firstPage, firstTotals] = await Promise.all(send(vehiclePageRequests())());
      await firstPage!.arrayBuffer();
      const totals = (await firstTotals!.json()) as Array<{ vehicles: number }>;
      const total = totals.reduce((sum, row) => sum + row.vehicles, 0);
      if (total !== SCALE_VEHICLES) throw new Error(`the vehicle totals add up to ${total}, not ${SCALE_VEHICLES}`);

      const page = await timeSequential(send(vehiclePageRequests()), 'vehicles page');
      const searched = await timeSequential(send(vehiclePageRequests(SCALE_SEARCH_TERM)), 'searched vehicles page');
      const sorted: Array<[string, number[]]> = [];
      for (const sort of SCALE_SORTS) {
        sorted.push([sort, await timeSequential(send(vehiclePageRequests(undefined, sortedOrder(sort))), `vehicles page sorted by ${sort}`)]);
      }
      const stats = await timeSequential(
        () => [
          fetch(`${backend.url}/rest/v1/rpc/dashboard_stats`, {
            method: 'POST',
            headers: { ...endpoint.headers, 'content-type': 'application/json' },
            body: '{}',
          }),
        ],
        'rpc/dashboard_stats',
      );
      const fetchAll: number[] = [];
      for (let run = 0; run < FETCH_ALL_RUNS; run += 1) fetchAll.push((await timed(() => fetchAllThenFilter(endpoint, SCALE_SEARCH_TERM)))[1]);

      return [
        ...durationFigures(
          '100k: REST vehicles page',
          page,
          'GET 50 of vehicle_directory (vehicles + owner names), newest first, beside GET vehicle_status_totals',
        ),
        ...durationFigures(
          '100k: REST vehicles search page',
          searched,
          `50 of vehicle_directory searched for "${SCALE_SEARCH_TERM}" over make, model, VIN, year, count=exact`,
        ),
        ...sorted.flatMap(([sort, durations]) =>
          durationFigures(
            `100k: REST vehicles page, ${sort}`,
            durations,
            `the table view's page of 50 of vehicle_directory ordered ${sortedOrder(sort)}, beside GET vehicle_status_totals`,
          ),
        ),
        ...durationFigures('100k: REST rpc/dashboard_stats', stats, 'POST rpc/dashboard_stats as admin'),
        ...durationFigures(
          '100k: fetch all vehicles, filter in JS',
          fetchAll,
          `every vehicle + owner in ${MAX_ROWS}-row pages, then "${SCALE_SEARCH_TERM}" filtered in JS`,
        ),
        ratioFigure('100k: fetch-all ÷ search page', fetchAll, searched, 'median over median: how many times faster the server search is'),
      ];
    } finally {
      await server.stop();
    }
  },
};
