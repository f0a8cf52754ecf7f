import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clientAs,
  fileExportDocuments,
  isoDateIn,
  makeCustomer,
  makeVehicles,
  renderSection,
  setupRealBackend,
} from '@export-portal/shared-auth/testing';
import StaffApp from '../../App';

const real = setupRealBackend();

describe('export files on Vehicle Operations', () => {
  it("shows on a vehicle's card what has expired, then that the file is complete once it is renewed", async () => {
    const admin = await clientAs(real.backend, 'admin');
    const customer = await makeCustomer(admin);
    const [vehicle] = await makeVehicles(admin, customer.id, 1);
    await fileExportDocuments(admin, vehicle!.id, ['title', 'invoice']);
    await fileExportDocuments(admin, vehicle!.id, ['customs'], isoDateIn(-2));
    await renderSection('staff_app', StaffApp, '/staff/vehicles', { backend: real.backend, role: 'staff' });
    await userEvent.type(screen.getByRole('searchbox', { name: /Search vehicles/ }), vehicle!.vin);
    await screen.findByText('1 vehicle');
    const card = await screen.findByRole('article', { name: `${vehicle!.year} ${vehicle!.make} ${vehicle!.model}` });
    expect(await within(card).findByText('Export file: expired: Export permit or customs declaration')).toHaveAttribute('data-tone', 'danger');

    await fileExportDocuments(admin, vehicle!.id, ['export_permit'], isoDateIn(200));
    expect(await within(card).findByText('Export file complete', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
