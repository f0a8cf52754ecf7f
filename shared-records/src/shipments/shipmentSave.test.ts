import { refusalOf } from './shipmentSave';

const refused = (message: string, code = 'P0001') => ({ code, message, details: null, hint: null });

describe('where a refused shipment save is shown', () => {
  it.each([
    ["Vehicle 1HGCM82633A004352 does not belong to this shipment's customer", 'vehicles'],
    ['Vehicle 1HGCM82633A004352 is already in active shipment SHP-1001', 'vehicles'],
    ['Container MSCU3104129 carries at most 2 vehicles', 'vehicles'],
    ['The vehicles of shipment SHP-1001 can no longer change', 'vehicles'],
    ['Container MSCU3104129 is already in active shipment SHP-1001', 'containerId'],
    ['Container MSCU3104129 follows shipment SHP-1001; change the shipment instead', 'containerId'],
  ])('“%s” beside the %s', (message, field) => {
    expect(refusalOf(refused(message))).toEqual({ kind: 'field', field, message });
  });

  it('the date check beside the arrival, in words', () => {
    const error = refused('new row for relation "shipments" violates check constraint "shipments_arrival_not_before_departure"', '23514');
    expect(refusalOf(error)).toEqual({ kind: 'field', field: 'estimatedArrival', message: 'Arrival cannot be before departure' });
  });

  it('a stale version as changed elsewhere, anything else in the form', () => {
    expect(refusalOf(refused('The shipment was changed by someone else', 'PT409'))).toEqual({ kind: 'changed-elsewhere' });
    expect(refusalOf(refused('permission denied for table shipments', '42501'))).toEqual({
      kind: 'form',
      message: 'You do not have permission to make this change.',
    });
  });
});
