import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clientAs,
  fileExportDocuments,
  isoDateIn,
  makeCustomer,
  makeShipment,
  makeVehicles,
  setupRealBackend,
} from '@export-portal/shared-auth/testing';
import { searchFor, showAdmin } from '../../testing/renderAdmin';

const real = setupRealBackend();

/** A booked shipment of a new customer carrying one vehicle with only its title filed, leaving in `days` days. */
async function bookedShipment(days: number) {
  const admin = await clientAs(real.backend, 'admin');
  const customer = await makeCustomer(admin);
  const [vehicle] = await makeVehicles(admin, customer.id, 1);
  await fileExportDocuments(admin, vehicle!.id, ['title']);
  const shipment = await makeShipment(admin, customer.id, [vehicle!.id]);
  const { error } = await admin
    .from('shipments')
    .update({ status: 'booked', estimated_departure: isoDateIn(days) })
    .eq('id', shipment.id);
  if (error) throw error;
  return { admin, vehicle: vehicle!, shipment };
}

async function cardOf(shipmentNumber: string) {
  await searchFor(/Search shipments/, shipmentNumber, '1 shipment');
  return screen.findByRole('article', { name: shipmentNumber });
}

describe("export files on the admin's Shipment Tracking", () => {
  it('flags a shipment leaving within the customs lead time with an incomplete file, with its deadline and count', async () => {
    const { shipment } = await bookedShipment(1);
    await showAdmin(real.backend, '/admin/shipments');
    const card = await cardOf(shipment.shipment_number);
    const flag = await within(card).findByText('Customs deadline: export file incomplete');
    expect(flag).toHaveAttribute('data-tone', 'danger');
    expect(within(card).getByText(/^Deadline .* · 1 vehicle with an incomplete export file$/)).toBeInTheDocument();
  });

  it('does not flag a shipment whose departure is further off than the lead time, but counts its incomplete files', async () => {
    const { shipment } = await bookedShipment(30);
    await showAdmin(real.backend, '/admin/shipments');
    const card = await cardOf(shipment.shipment_number);
    expect(await within(card).findByText('1 vehicle with an incomplete export file')).toBeInTheDocument();
    expect(within(card).queryByText('Customs deadline: export file incomplete')).not.toBeInTheDocument();
  });

  it("shows the database's refusal to move it In Transit, naming the vehicle and the missing documents", async () => {
    const { admin, vehicle, shipment } = await bookedShipment(1);
    await showAdmin(real.backend, '/admin/shipments');
    await cardOf(shipment.shipment_number);
    await userEvent.click(screen.getByRole('button', { name: `Edit ${shipment.shipment_number}` }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Shipment' });
    await userEvent.click(await within(edit).findByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'In Transit' }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Save Shipment' }));
    const message = `${shipment.shipment_number} cannot depart: ${vehicle.year} ${vehicle.make} ${vehicle.model} (VIN ${vehicle.vin}) is missing Bill of sale or invoice; Export permit or customs declaration`;
    expect(await within(edit).findByText(message)).toBeInTheDocument();
    const { data } = await admin.from('shipments').select('status').eq('id', shipment.id).single();
    expect(data!.status).toBe('booked');
  }, 40_000);
});
