import { within } from '@testing-library/react';
import { clientAs, fileExportDocuments, makeCustomer, makeVehicles, setupRealBackend } from '@export-portal/shared-auth/testing';
import { cardsOf, countText, searchFor, showAdmin } from '../../testing/renderAdmin';

const real = setupRealBackend();

describe("the export file on the admin's Vehicle Inventory", () => {
  it("shows what a vehicle's file lacks, then that it is complete once its documents are filed", async () => {
    const admin = await clientAs(real.backend, 'admin');
    const customer = await makeCustomer(admin);
    const [vehicle] = await makeVehicles(admin, customer.id, 1);
    await fileExportDocuments(admin, vehicle!.id, ['title']);
    await showAdmin(real.backend, '/admin/vehicles');
    await searchFor(/Search vehicles/, vehicle!.vin, countText(1, ['vehicle', 'vehicles']));
    const [card] = await cardsOf('Vehicles');
    const state = await within(card!).findByText('Export file: missing Bill of sale or invoice, Export permit or customs declaration');
    expect(state).toHaveAttribute('data-tone', 'warning');

    await fileExportDocuments(admin, vehicle!.id, ['invoice', 'customs']);
    expect(await within(card!).findByText('Export file complete', {}, { timeout: 10_000 })).toHaveAttribute('data-tone', 'success');
  });

  it('reads the export files of the visible page in one request', async () => {
    real.network.requests.length = 0;
    await showAdmin(real.backend, '/admin/vehicles');
    const cards = await cardsOf('Vehicles');
    await within(cards[0]!).findByText(/^Export file( complete$|:)/);
    const reads = real.network.requests.filter((url) => url.includes('/vehicle_export_files'));
    expect(reads).toHaveLength(1);
    expect(
      decodeURIComponent(reads[0]!)
        .match(/vehicle_id=in\.\(([^)]*)\)/)![1]!
        .split(','),
    ).toHaveLength(cards.length);
  });
});
