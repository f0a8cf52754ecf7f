import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalClient, renderSection, setupRealBackend, signedInDemoClient } from '@export-portal/shared-auth/testing';
import StaffApp from '../../App';

const real = setupRealBackend();

describe("a vehicle page's documents", () => {
  it('uploads a document filed under the vehicle and its owner, then lists it with View and Download', async () => {
    const reader = await signedInDemoClient(real.backend, 'staff');
    const { data: vehicle } = await reader
      .from('vehicles')
      .select('id,year,make,model,vin,customer_id')
      .not('customer_id', 'is', null)
      .limit(1)
      .single();
    const store = await renderSection('staff_app', StaffApp, `/staff/vehicles/${vehicle!.id}`, { backend: real.backend, role: 'staff' });
    const client = portalClient(store);

    const section = await screen.findByRole('region', { name: 'Documents' }, { timeout: 10_000 });
    const typing = userEvent.setup({ applyAccept: false });
    await typing.click(within(section).getByRole('button', { name: 'Upload Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    expect(within(dialog).getByText(`${vehicle!.year} ${vehicle!.make} ${vehicle!.model} · ${vehicle!.vin}`)).toBeInTheDocument();
    const bytes = new TextEncoder().encode(`%PDF-1.4\n% vehicle ${Date.now()}\n%%EOF\n`);
    await typing.upload(within(dialog).getByLabelText('Choose a file'), new File([bytes], 'inspection-report.png', { type: 'image/png' }));
    const number = `INSP-${Date.now()}`;
    await typing.type(within(dialog).getByLabelText('Document number'), number);
    await typing.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload Document' })).not.toBeInTheDocument(), { timeout: 15_000 });

    const { data } = await client.from('documents').select('vehicle_id,customer_id,mime_type,file_size').eq('document_number', number).single();
    expect(data).toEqual({ vehicle_id: vehicle!.id, customer_id: vehicle!.customer_id, mime_type: 'image/png', file_size: bytes.length });
    const rows = within(section).getByRole('list', { name: 'Documents' });
    expect(await within(rows).findByRole('button', { name: 'View inspection-report' })).toBeEnabled();
    expect(within(rows).getByRole('button', { name: 'Download inspection-report' })).toBeEnabled();
  });
});
