import { historyFieldChanges } from '@export-portal/shared-domain/history';
import { describeFieldChange } from '@export-portal/shared-ui/changes';

const lines = (table: string, action: string, changes: object) => historyFieldChanges(table, action, changes).map(describeFieldChange);

describe('history lines', () => {
  it('writes money in CAD, days in en-CA, codes in words and switches as Yes or No', () => {
    expect(
      lines('shipments', 'update', {
        status: { old: 'booked', new: 'in_transit' },
        estimated_arrival: { old: '2026-03-05', new: '2026-03-12' },
        shipping_cost: { old: 2500, new: 2750.5 },
      }),
    ).toEqual(['Status: Booked → In Transit', 'Estimated arrival: Mar 5, 2026 → Mar 12, 2026', 'Shipping cost: $2,500.00 → $2,750.50']);
    expect(lines('settings', 'update', { maintenance_mode: { old: false, new: true } })).toEqual(['Maintenance mode: No → Yes']);
  });

  it('shows an emptied value as a dash, and a creation by its values alone', () => {
    expect(lines('vehicles', 'update', { color: { old: 'Red', new: null } })).toEqual(['Color: Red → —']);
    expect(lines('vehicles', 'insert', { mileage: { new: 12000 }, make: { new: 'Toyota' } })).toEqual(['Make: Toyota', 'Mileage: 12,000 km']);
  });

  it('says a link to another record changed without showing its key', () => {
    expect(lines('vehicles', 'update', { customer_id: { old: null, new: 'c0000000-0000-4000-8000-000000000001' } })).toEqual(['Owner: set']);
    expect(lines('vehicles', 'update', { customer_id: { old: 'c0000000-0000-4000-8000-000000000001', new: null } })).toEqual(['Owner: removed']);
    expect(lines('vehicles', 'update', { customer_id: { old: 'a', new: 'b' } })).toEqual(['Owner: changed']);
  });
});
