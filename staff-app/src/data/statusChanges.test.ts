import { ChangedElsewhereError } from '@export-portal/shared-domain';
import { signedInDemoClient, setupRealBackend } from '@export-portal/shared-auth/testing';
import { shipmentList } from '@export-portal/shared-records/lists';
import { applyShipmentAction, setVehicleStatus } from './statusChanges';

const real = setupRealBackend();

const signedInAs = (role: 'admin' | 'staff') => signedInDemoClient(real.backend, role);

describe('status changes never overwrite a colleague’s change', () => {
  it('a vehicle update made from a stale view is refused and changes nothing', async () => {
    const staff = await signedInAs('staff');
    const { data } = await staff.from('vehicles').select('id,status,updated_at').eq('status', 'available').limit(1).single();
    const seen = data!;
    await setVehicleStatus(staff, { vehicle: seen, status: 'inspection' });
    await expect(setVehicleStatus(staff, { vehicle: seen, status: 'shipped' })).rejects.toBeInstanceOf(ChangedElsewhereError);
    const { data: after } = await staff.from('vehicles').select('status').eq('id', seen.id).single();
    expect(after!.status).toBe('inspection');
  });

  it('of two staff moving one booked shipment from the same view, one wins and the other is told', async () => {
    const [first, second] = await Promise.all([signedInAs('staff'), signedInAs('staff')]);
    // A shipment whose vehicles have all their papers, so only the race decides the outcome.
    const { data: ready } = await first.from('shipment_export_readiness').select('shipment_id').eq('incomplete_vehicles', 0);
    const { data } = await first
      .from('shipments')
      .select('id,status,updated_at')
      .eq('status', 'booked')
      .in(
        'id',
        ready!.map((row) => row.shipment_id!),
      )
      .limit(1)
      .single();
    const seen = data!;
    const outcomes = await Promise.allSettled([
      applyShipmentAction(first, { shipment: seen, action: 'mark-in-transit' }),
      applyShipmentAction(second, { shipment: seen, action: 'mark-in-transit' }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ChangedElsewhereError);
    const page = await shipmentList.queryOptions(first, { search: '', filters: {}, page: 1 }).queryFn!({} as never);
    expect(page.rows.find((row) => row.id === seen.id)?.status ?? 'in_transit').toBe('in_transit');
  });
});
