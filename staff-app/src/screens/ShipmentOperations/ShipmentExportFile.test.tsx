import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clientAs,
  fileExportDocuments,
  isoDateIn,
  makeCustomer,
  makeShipment,
  makeVehicles,
  renderSection,
  setupRealBackend,
} from '@export-portal/shared-auth/testing';
import StaffApp from '../../App';

const real = setupRealBackend();

async function cardOf(shipmentNumber: string) {
  await renderSection('staff_app', StaffApp, '/staff/shipments', { backend: real.backend, role: 'staff' });
  await userEvent.type(screen.getByRole('searchbox', { name: /Search shipments/ }), shipmentNumber);
  await screen.findByText('1 shipment');
  return screen.findByRole('article', { name: shipmentNumber });
}

describe('export files on Shipment Operations', () => {
  it('flags a booked shipment leaving tomorrow with an incomplete file, and In Transit shows why the database refuses it', async () => {
    const admin = await clientAs(real.backend, 'admin');
    const customer = await makeCustomer(admin);
    const [vehicle] = await makeVehicles(admin, customer.id, 1);
    await fileExportDocuments(admin, vehicle!.id, ['invoice', 'export_permit']);
    const shipment = await makeShipment(admin, customer.id, [vehicle!.id]);
    await admin
      .from('shipments')
      .update({ status: 'booked', estimated_departure: isoDateIn(1) })
      .eq('id', shipment.id);

    const card = await cardOf(shipment.shipment_number);
    expect(await within(card).findByText('Customs deadline: export file incomplete')).toBeInTheDocument();
    expect(within(card).getByText(/1 vehicle with an incomplete export file$/)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'In Transit' }));
    expect(await screen.findByText('Failed to update shipment status.')).toBeInTheDocument();
    expect(
      screen.getByText(
        `${shipment.shipment_number} cannot depart: ${vehicle!.year} ${vehicle!.make} ${vehicle!.model} (VIN ${vehicle!.vin}) is missing Title`,
      ),
    ).toBeInTheDocument();
    const { data } = await admin.from('shipments').select('status').eq('id', shipment.id).single();
    expect(data!.status).toBe('booked');
  });

  it('moves the shipment In Transit once the file is complete', async () => {
    const admin = await clientAs(real.backend, 'admin');
    const customer = await makeCustomer(admin);
    const [vehicle] = await makeVehicles(admin, customer.id, 1);
    await fileExportDocuments(admin, vehicle!.id);
    const shipment = await makeShipment(admin, customer.id, [vehicle!.id]);
    await admin
      .from('shipments')
      .update({ status: 'booked', estimated_departure: isoDateIn(1) })
      .eq('id', shipment.id);

    const card = await cardOf(shipment.shipment_number);
    expect(await within(card).findByText('No incomplete export files')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'In Transit' }));
    expect(await screen.findByText('Shipment status updated successfully!')).toBeInTheDocument();
  });
});
