import { screen, within } from '@testing-library/react';
import { clientAs, fileExportDocuments, isoDateIn, makeVehicles, setupRealBackend } from '@export-portal/shared-auth/testing';
import { renderClient } from '../../testing/renderClient';

const real = setupRealBackend();

async function ownVehicle() {
  const admin = await clientAs(real.backend, 'admin');
  const { data: own } = await admin.from('customers').select('id').eq('email', 'client1@demo.test').single();
  const [vehicle] = await makeVehicles(admin, own!.id, 1);
  return { admin, vehicle: vehicle! };
}

describe("the export file of a client's own vehicles", () => {
  it('shows on My Vehicles what is missing from one file, and that another is complete', async () => {
    const { vehicle: bare } = await ownVehicle();
    const { admin, vehicle: filed } = await ownVehicle();
    await fileExportDocuments(admin, filed.id);
    await renderClient('/client/my-vehicles', real.backend, 'client1');
    const cardOf = async (vin: string) => (await screen.findByText(vin)).closest('article')!;
    expect(
      await within(await cardOf(bare.vin)).findByText('Export file: missing Title, Bill of sale or invoice, Export permit or customs declaration'),
    ).toBeInTheDocument();
    expect(await within(await cardOf(filed.vin)).findByText('Export file complete')).toHaveAttribute('data-tone', 'success');
  });

  it('lists each requirement on the vehicle page with its state and the document meeting it', async () => {
    const { admin, vehicle } = await ownVehicle();
    await fileExportDocuments(admin, vehicle.id, ['title']);
    await fileExportDocuments(admin, vehicle.id, ['invoice'], isoDateIn(-1));
    await renderClient(`/client/my-vehicles/${vehicle.id}`, real.backend, 'client1');
    const requirements = await screen.findByRole('list', { name: 'Export file requirements' });
    const rows = within(requirements).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TitleMet by Test title',
      expect.stringMatching(/^Bill of sale or invoiceExpired: Test invoice \(.+\)$/),
      'Export permit or customs declarationMissing',
    ]);
    expect(screen.getByText('Export file: missing Export permit or customs declaration; expired: Bill of sale or invoice')).toBeInTheDocument();
  });
});
