import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readCsv } from '@export-portal/shared-domain/testing';
import { captureDownloads, portalClient, setupRealBackend, signedInDemoClient } from '@export-portal/shared-auth/testing';
import { renderClient } from '../../testing/renderClient';

const real = setupRealBackend();
// Each test renders a list and exports it: longer than the default on a busy two-core machine.
jest.setTimeout(60_000);

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => downloads.restore());

/** Exports the list the page shows and reads the saved file's records, the heading first. */
async function exported(count: string) {
  expect(await screen.findByText(count)).toBeInTheDocument();
  const button = screen.getByRole('button', { name: 'Export CSV' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  expect(await screen.findByText('Export saved', {}, { timeout: 15_000 })).toBeInTheDocument();
  const [file] = await downloads.files();
  expect(file!.text.startsWith('\uFEFF')).toBe(true);
  return { name: file!.name, text: file!.text, records: readCsv(file!.text.slice(1)) };
}

describe("a client's exports hold their own records only", () => {
  it('saves their own vehicles, and no cost price', async () => {
    const store = await renderClient('/client/my-vehicles', real.backend, 'client1');
    const client = portalClient(store);
    const { data: own } = await client.from('vehicles').select('id,vin,owner:customers!inner(user_id)').not('customer_id', 'is', null);
    const { data: user } = await client.auth.getUser();
    const ownVehicles = own!.filter((vehicle) => vehicle.owner.user_id === user.user!.id);
    expect(ownVehicles.length).toBeGreaterThan(0);

    const { name, text, records } = await exported(`${ownVehicles.length} ${ownVehicles.length === 1 ? 'vehicle' : 'vehicles'}`);
    expect(name).toMatch(/^my-vehicles-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = records;
    expect(header).toEqual(['Year', 'Make', 'Model', 'VIN', 'Status', 'Colour', 'Mileage', 'Price']);
    expect(rows.map((row) => row[3]).sort()).toEqual(ownVehicles.map((vehicle) => vehicle.vin).sort());

    // What the client could not read themselves: every vehicle's cost, and the other client's vehicles.
    const admin = await signedInDemoClient(real.backend, 'admin');
    const { data: costs } = await admin.rpc('vehicle_costs_of', { vehicle_ids: ownVehicles.map((vehicle) => vehicle.id) });
    expect(costs).toHaveLength(ownVehicles.length);
    for (const cost of costs!) expect(readCsv(text.slice(1)).flat()).not.toContain(String(cost.purchase_price));
    const { data: others } = await admin
      .from('vehicles')
      .select('vin')
      .not('id', 'in', `(${ownVehicles.map((vehicle) => vehicle.id).join(',')})`);
    expect(others!.length).toBeGreaterThan(0);
    for (const other of others!) expect(text).not.toContain(other.vin);
  });

  it('saves their own shipments, without the business’s costs', async () => {
    const store = await renderClient('/client/my-shipments', real.backend, 'client2');
    const client = portalClient(store);
    const { data: user } = await client.auth.getUser();
    const { data: own } = await client.from('shipments').select('shipment_number,owner:customers!inner(user_id)').eq('owner.user_id', user.user!.id);
    expect(own!.length).toBeGreaterThan(0);

    const { records } = await exported(`${own!.length} ${own!.length === 1 ? 'shipment' : 'shipments'}`);
    const [header, ...rows] = records;
    expect(header).not.toContain('Total cost');
    expect(header).not.toContain('Shipping cost');
    expect(rows.map((row) => row[0]).sort()).toEqual(own!.map((shipment) => shipment.shipment_number).sort());
  });

  it('saves their own documents', async () => {
    const store = await renderClient('/client/my-documents', real.backend, 'client1');
    const client = portalClient(store);
    const { data: user } = await client.auth.getUser();
    const { data: own } = await client.from('documents').select('document_name,owner:customers!inner(user_id)').eq('owner.user_id', user.user!.id);
    expect(own!.length).toBeGreaterThan(0);

    const { records } = await exported(`${own!.length} ${own!.length === 1 ? 'document' : 'documents'}`);
    const [header, ...rows] = records;
    expect(header).toEqual(['Document', 'Type', 'Number', 'Validity', 'Issued', 'Expires', 'Size']);
    expect(rows.map((row) => row[0]).sort()).toEqual(own!.map((document) => document.document_name).sort());
  });
});
