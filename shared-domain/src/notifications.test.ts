import { NOTIFICATION_KINDS, NOTIFICATION_KIND_LABELS, notificationKindsFor, wantsEmail } from './notifications';

describe('notification kinds', () => {
  it('lists for a client only the client notices, and for staff and admins the business notices', () => {
    expect(notificationKindsFor('client')).toEqual([
      'message',
      'shipment_booked',
      'shipment_departed',
      'shipment_delivered',
      'document_expiring',
      'document_expired',
    ]);
    expect(notificationKindsFor('staff')).toEqual(['inbound_message', 'quote_request']);
    expect(notificationKindsFor('admin')).toEqual(notificationKindsFor('staff'));
  });

  it('reads each kind by its label', () => {
    expect(NOTIFICATION_KIND_LABELS.shipment_departed).toBe(NOTIFICATION_KINDS.shipment_departed.label);
    expect(NOTIFICATION_KIND_LABELS.quote_request).toBe('Quote request');
  });

  it('e-mails a kind unless the user turned it off', () => {
    expect(wantsEmail([], 'message')).toBe(true);
    expect(wantsEmail([{ kind: 'message', email: false }], 'message')).toBe(false);
    expect(wantsEmail([{ kind: 'message', email: false }], 'shipment_booked')).toBe(true);
  });
});
