import {
  ACTIVE_SHIPMENT_STATUSES,
  canBook,
  canDeliver,
  canMarkInTransit,
  SHIPMENT_ACTION_ALLOWED,
  SHIPMENT_ACTION_LABELS,
  SHIPMENT_ACTION_TARGETS,
  SHIPMENT_STATUSES,
  type ShipmentAction,
  type ShipmentStatus,
} from './shipments';
import { shipmentMatchesSearch } from './testing';

const enabledFrom = (rule: (status: ShipmentStatus) => boolean) => SHIPMENT_STATUSES.filter(rule);

describe('shipment actions', () => {
  it('Book is enabled only from planning or cancelled', () => {
    expect(enabledFrom(canBook)).toEqual(['planning', 'cancelled']);
  });

  it('In Transit is enabled only from booked or cancelled', () => {
    expect(enabledFrom(canMarkInTransit)).toEqual(['booked', 'cancelled']);
  });

  it('Deliver is enabled only from in_transit', () => {
    expect(enabledFrom(canDeliver)).toEqual(['in_transit']);
  });
});

describe('active shipments', () => {
  it('the admin dashboard counts planning and in_transit', () => {
    expect(ACTIVE_SHIPMENT_STATUSES.admin).toEqual(['planning', 'in_transit']);
  });

  it('the staff and client dashboards also count booked', () => {
    expect(ACTIVE_SHIPMENT_STATUSES.staff).toEqual(['planning', 'booked', 'in_transit']);
    expect(ACTIVE_SHIPMENT_STATUSES.client).toEqual(['planning', 'booked', 'in_transit']);
  });
});

describe('shipment search', () => {
  const shipment = {
    shipment_number: 'SHP-1004',
    booking_number: 'BKG704148',
    vessel_name: 'Maersk Halifax',
    destination_port: 'Jebel Ali',
  };

  it.each(['shp-10', 'bkg704', 'HALIFAX', 'jebel'])('matches %s case-insensitively', (term) => {
    expect(shipmentMatchesSearch(shipment, term)).toBe(true);
  });

  it('does not match the origin port or other text', () => {
    expect(shipmentMatchesSearch(shipment, 'Lagos')).toBe(false);
  });
});

describe('every shipment status against every button', () => {
  const expected: Record<ShipmentStatus, { Book: boolean; 'In Transit': boolean; Deliver: boolean }> = {
    planning: { Book: true, 'In Transit': false, Deliver: false },
    booked: { Book: false, 'In Transit': true, Deliver: false },
    loading: { Book: false, 'In Transit': false, Deliver: false },
    in_transit: { Book: false, 'In Transit': false, Deliver: true },
    delivered: { Book: false, 'In Transit': false, Deliver: false },
    cancelled: { Book: true, 'In Transit': true, Deliver: false },
  };

  it.each(SHIPMENT_STATUSES)('%s', (status) => {
    const enabled = Object.fromEntries(
      (Object.keys(SHIPMENT_ACTION_LABELS) as ShipmentAction[]).map((action) => [
        SHIPMENT_ACTION_LABELS[action],
        SHIPMENT_ACTION_ALLOWED[action](status),
      ]),
    );
    expect(enabled).toEqual(expected[status]);
  });

  it('each button moves the shipment to the status it names', () => {
    expect(SHIPMENT_ACTION_TARGETS).toEqual({ book: 'booked', 'mark-in-transit': 'in_transit', deliver: 'delivered' });
  });
});
