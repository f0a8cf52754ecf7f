import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { toIsoDate, VEHICLE_SEARCH, serverSearchFilter } from '@export-portal/shared-domain';
import { readCsv } from '@export-portal/shared-domain/testing';
import { captureDownloads, setupRealBackend } from '@export-portal/shared-auth/testing';
import { countText, searchFor, showAdmin } from '../../testing/renderAdmin';

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
    const sent = real.network.requests.length;
    fireEvent.click(exportButton);
    expect(screen.getByText(/^Exporting/)).toHaveAttribute('role', 'status');
    const cancel = screen.getByRole('button', { name: 'Cancel export' });
    expect(cancel).toHaveFocus();
    await act(() => requestSent(sent));
    fireEvent.click(cancel);
    const sentWhenCancelled = real.network.requests.length;
    expect(await screen.findByText('Export cancelled')).toBeInTheDocument();
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
      if (String(input instanceof Request ? input.url : input).includes('/rest/v1/vehicle_directory?')) onlineManager.setOnline(false);
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
});
