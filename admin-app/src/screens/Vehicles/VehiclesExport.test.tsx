import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { toIsoDate, VEHICLE_COLUMNS, VEHICLE_SEARCH, VEHICLE_STATUSES, serverSearchFilter } from '@export-portal/shared-domain';
import { csvRecord } from '@export-portal/shared-domain/csv';
import { vehicleColumns } from '@export-portal/shared-records/cards';
import { readCsv } from '@export-portal/shared-domain/testing';
import { captureDownloads, setupRealBackend } from '@export-portal/shared-auth/testing';
import { countText, searchFor, showAdmin } from '../../testing/renderAdmin';
import { inventoryList } from '../../data/inventory';
import { INVENTORY_FILE_HEADER } from '../../data/inventoryFile';

const real = setupRealBackend();
// Each test renders the board, searches it and exports: a minute on a busy two-core machine.
jest.setTimeout(60_000);
const NOUN = ['vehicle', 'vehicles'] as const;
const BOX = /Search vehicles/;

const HEADER = ['Year', 'Make', 'Model', 'VIN', 'Status', 'Mileage', 'Sale price', 'Color', 'Location', 'Customer', 'Added', 'Purchase price'];

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => {
  downloads.restore();
  onlineManager.setOnline(true);
});

/** Waits until the page has sent one more request than `sent`, checking on every turn of the event loop. */
async function requestSent(sent: number) {
  while (real.network.requests.length <= sent) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('admin Vehicle Inventory: Export CSV', () => {
  it('saves every vehicle the search finds, not one page, with the purchase price the admin may read', async () => {
    const client = await showAdmin(real.backend, '/admin/vehicles');
    const term = 'o';
    const { count } = await client
      .from('vehicle_directory')
      .select('id', { count: 'exact', head: true })
      .or(serverSearchFilter(term, VEHICLE_SEARCH)!);
    expect(count).toBeGreaterThan(50);
    await searchFor(BOX, term, countText(count!, NOUN));

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export saved', {}, { timeout: 15_000 })).toBeInTheDocument();
    const [file] = await downloads.files();
    expect(file!.name).toBe(`vehicles-o-${toIsoDate(new Date())}.csv`);
    const [header, ...records] = readCsv(file!.text.slice(1));
    expect(header).toEqual(HEADER);
    expect(records).toHaveLength(count!);

    const { data: costs } = await client.rpc('vehicle_costs').select('vehicle_id,purchase_price');
    const { data: vehicles } = await client.from('vehicles').select('id,vin');
    const costOfVin = new Map(vehicles!.map((vehicle) => [vehicle.vin, costs!.find((cost) => cost.vehicle_id === vehicle.id)?.purchase_price]));
    expect(records.map((record) => [record[3], Number(record[11])])).toEqual(records.map((record) => [record[3], costOfVin.get(record[3]!)]));
    // Newest first, as the list shows them.
    const added = records.map((record) => record[10]!);
    expect([...added].sort().reverse()).toEqual(added);
  });

  it('writes a UTF-8 file Excel opens right: a byte order mark, CRLF line ends, quoted fields and inert formulas', async () => {
    const client = await showAdmin(real.backend, '/admin/vehicles');
    const { data: vehicle } = await client.from('vehicles').select('id,vin,make,model').eq('status', 'available').limit(1).single();
    const location = '=HYPERLINK("http://evil.example","Yard"), bay 3\nQuébec';
    expect((await client.from('vehicles').update({ location }).eq('id', vehicle!.id)).error).toBeNull();
    await searchFor(BOX, vehicle!.vin, countText(1, NOUN));

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export saved', {}, { timeout: 15_000 })).toBeInTheDocument();
    const [file] = await downloads.files();
    expect([...file!.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file!.text.slice(1).split('\r\n');
    expect(lines[0]).toBe(HEADER.join(','));
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example"",""Yard""), bay 3\nQuébec",`);
    expect(lines[2]).toBe('');
    expect(readCsv(file!.text.slice(1))[1]![8]).toBe(`'${location}`);
  });

  it('is disabled while the list shows no vehicle', async () => {
    await showAdmin(real.backend, '/admin/vehicles');
    await searchFor(BOX, 'no such vehicle at all', 'No vehicles found matching your search criteria.');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows its progress with Cancel; cancelling sends no more requests and saves nothing', async () => {
    await showAdmin(real.backend, '/admin/vehicles');
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect(exportButton).toBeEnabled());
    exportButton.focus();
    // The export's answers reach the page only once Cancel is pressed, so it is still running
    // then, however fast the database answers its batches.
    let pressCancel: () => void = () => undefined;
    const cancelPressed = new Promise<void>((resolve) => {
      pressCancel = resolve;
    });
    const network = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const response = await network(input, init);
      if (String(input instanceof Request ? input.url : input).includes('/rest/v1/vehicle_inventory_records?')) await cancelPressed;
      return response;
    };
    const sent = real.network.requests.length;
    let sentWhenCancelled: number;
    try {
      fireEvent.click(exportButton);
      expect(screen.getByText(/^Exporting/)).toHaveAttribute('role', 'status');
      const cancel = screen.getByRole('button', { name: 'Cancel export' });
      expect(cancel).toHaveFocus();
      await act(() => requestSent(sent));
      fireEvent.click(cancel);
      sentWhenCancelled = real.network.requests.length;
      pressCancel();
      expect(await screen.findByText('Export cancelled')).toBeInTheDocument();
    } finally {
      globalThis.fetch = network;
    }
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(real.network.requests.length).toBe(sentWhenCancelled);
    expect(await downloads.files()).toEqual([]);
  });

  it('saves nothing and says why when the connection drops half-way', async () => {
    await showAdmin(real.backend, '/admin/vehicles');
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect(exportButton).toBeEnabled());
    // The connection drops as the first batch leaves: that batch is answered, what comes after it is not.
    const network = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/rest/v1/vehicle_inventory_records?')) onlineManager.setOnline(false);
      return network(input, init);
    };
    try {
      fireEvent.click(exportButton);
      expect(await screen.findByText('Export failed', {}, { timeout: 15_000 })).toBeInTheDocument();
    } finally {
      globalThis.fetch = network;
    }
    expect(screen.getByText('Nothing was saved. You are offline. Try again once the connection is back.')).toBeInTheDocument();
    expect(await downloads.files()).toEqual([]);
  });

  it("writes each vehicle's record in the database exactly as the page would write the board's columns", async () => {
    const client = await showAdmin(real.backend, '/admin/vehicles');
    const { data: some } = await client
      .from('vehicles')
      .select('id')
      .order('vin')
      .limit(VEHICLE_STATUSES.length + 1);
    const odd = [
      { make: '=SUM(A1)', model: 'He said "hi", ok', color: '-12.50', location: ' Québec\r\nbay 3 ', sale_price: 12345.5, mileage: 0 },
      { make: '+cmd', model: '@risk', color: '\tTab', location: '-nowhere', sale_price: null, mileage: null, customer_id: null },
    ];
    for (const [index, vehicle] of some!.entries()) {
      const change = { ...odd[index % odd.length], status: VEHICLE_STATUSES[index % VEHICLE_STATUSES.length] };
      expect((await client.from('vehicles').update(change).eq('id', vehicle.id)).error).toBeNull();
    }
    const { data: owner } = await client.from('customers').select('id').not('company_name', 'is', null).limit(1).single();
    expect((await client.from('customers').update({ company_name: '  "Côte", Motors  ' }).eq('id', owner!.id)).error).toBeNull();

    const { data: written } = await client.from('vehicle_inventory_records').select('id,csv_record');
    const { data: raw } = await client
      .from('vehicle_directory')
      .select(`${VEHICLE_COLUMNS},customer_first_name,customer_last_name,customer_company_name`);
    const { data: costs } = await client.rpc('vehicle_costs').select('vehicle_id,purchase_price');
    const cost = new Map(costs!.map((row) => [row.vehicle_id, row.purchase_price]));
    const valued = vehicleColumns.flatMap((column) => (column.value ? [column.value] : []));
    const byPage = raw!.map((row) => {
      const vehicle = inventoryList.definition.shape!(row);
      return [vehicle.id, csvRecord([...valued.map((value) => value(vehicle)), cost.get(vehicle.id) ?? null]).slice(0, -2)] as const;
    });
    expect(INVENTORY_FILE_HEADER).toHaveLength(valued.length + 1);
    expect(written!.length).toBe(raw!.length);
    expect(new Map(written!.map((row) => [row.id, row.csv_record]))).toEqual(new Map(byPage));
    // Formulas made inert, quotes doubled, a negative plain number left a number, a line break quoted.
    const oddOnes = written!.filter((row) => row.csv_record!.includes(`,'=SUM(A1),"He said ""hi"", ok",`));
    expect(oddOnes).toHaveLength(Math.ceil(some!.length / 2));
    for (const row of oddOnes) expect(row.csv_record).toContain(`,12345.5,-12.50," Québec\r\nbay 3 ",`);
  });
});
