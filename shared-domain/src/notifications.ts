import type { Role } from './roles';

/** Who a kind of notice is for: a client (the customer's own login), or the business's staff and admins. */
export type NotificationAudience = 'client' | 'staff';

/**
 * Every kind of notice the portal makes, with what it reads as and who gets it. The database's
 * check on `notifications.kind` and `notification_preferences.kind` lists the same kinds, and
 * `private.notification_audience` gives each the same audience; a backend test holds them equal.
 */
export const NOTIFICATION_KINDS = {
  message: { label: 'Messages from us', audience: 'client' },
  shipment_booked: { label: 'Shipment booked', audience: 'client' },
  shipment_departed: { label: 'Shipment departed', audience: 'client' },
  shipment_delivered: { label: 'Shipment delivered', audience: 'client' },
  document_expiring: { label: 'Document expiring soon', audience: 'client' },
  document_expired: { label: 'Document expired', audience: 'client' },
  inbound_message: { label: 'New customer message', audience: 'staff' },
  quote_request: { label: 'Quote request', audience: 'staff' },
} as const satisfies Record<string, { label: string; audience: NotificationAudience }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const NOTIFICATION_KIND_CODES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

export const NOTIFICATION_KIND_LABELS = Object.fromEntries(NOTIFICATION_KIND_CODES.map((kind) => [kind, NOTIFICATION_KINDS[kind].label])) as Readonly<
  Record<NotificationKind, string>
>;

/** Clients get the client notices; staff and admins the business's. */
export function notificationAudienceOf(role: Role): NotificationAudience {
  return role === 'client' ? 'client' : 'staff';
}

/** The kinds a user of this role may be sent, in the table's order: what a preferences panel lists. */
export function notificationKindsFor(role: Role): NotificationKind[] {
  const audience = notificationAudienceOf(role);
  return NOTIFICATION_KIND_CODES.filter((kind) => NOTIFICATION_KINDS[kind].audience === audience);
}

/**
 * Whether a user is e-mailed notices of this kind: a missing preference means yes, as the
 * database reads it.
 */
export function wantsEmail(preferences: ReadonlyArray<{ kind: string; email: boolean }>, kind: NotificationKind): boolean {
  return preferences.find((preference) => preference.kind === kind)?.email ?? true;
}
