import { canStaffSetVehicleStatus, STAFF_VEHICLE_STATUS_TARGETS, VEHICLE_STATUSES } from './vehicles';
import { inventoryVehicleMatchesSearch, vehicleMatchesSearch } from './testing';

describe('vehicle operations status buttons', () => {
  it('staff can set inspection, available or shipped', () => {
    expect(STAFF_VEHICLE_STATUS_TARGETS).toEqual(['inspection', 'available', 'shipped']);
    expect(canStaffSetVehicleStatus('sold', 'inspection')).toBe(true);
    expect(canStaffSetVehicleStatus('reserved', 'shipped')).toBe(true);
  });

  it('the button for the current status is disabled', () => {
    expect(canStaffSetVehicleStatus('available', 'available')).toBe(false);
  });

  it('sold and reserved cannot be set by staff', () => {
    expect(canStaffSetVehicleStatus('available', 'sold')).toBe(false);
    expect(canStaffSetVehicleStatus('available', 'reserved')).toBe(false);
  });
});

describe('vehicle search', () => {
  const vehicle = { make: 'Toyota', model: 'RAV4', vin: '2T3W1RFV7MC123456', year: 2021 };

  it('matches make, model, VIN and year case-insensitively', () => {
    expect(vehicleMatchesSearch(vehicle, 'toy')).toBe(true);
    expect(vehicleMatchesSearch(vehicle, 'rav')).toBe(true);
    expect(vehicleMatchesSearch(vehicle, 'mc1234')).toBe(true);
    expect(vehicleMatchesSearch(vehicle, '2021')).toBe(true);
    expect(vehicleMatchesSearch(vehicle, 'honda')).toBe(false);
  });

  it('browse inventory searches make, model and year but not the VIN', () => {
    expect(inventoryVehicleMatchesSearch(vehicle, '2021')).toBe(true);
    expect(inventoryVehicleMatchesSearch(vehicle, 'mc1234')).toBe(false);
  });
});

describe('every vehicle status against every button', () => {
  const enabledButtons = {
    available: ['inspection', 'shipped'],
    sold: ['inspection', 'available', 'shipped'],
    reserved: ['inspection', 'available', 'shipped'],
    shipped: ['inspection', 'available'],
    inspection: ['available', 'shipped'],
  };

  it.each(VEHICLE_STATUSES)('%s', (status) => {
    expect(STAFF_VEHICLE_STATUS_TARGETS.filter((target) => canStaffSetVehicleStatus(status, target))).toEqual(enabledButtons[status]);
  });
});
