/**
 * One reading of every way a read or write can fail, so each screen shows
 * the spec's message for its action plus a reason a person can act on.
 */
export type DataFailureKind =
  | 'permission'
  | 'workflow'
  | 'invalid'
  | 'duplicate'
  | 'changed-elsewhere'
  | 'too-many'
  | 'offline'
  | 'network'
  | 'unknown';

/** The shape supabase-js gives a PostgREST error; a thrown fetch failure has only a message. */
export interface DataErrorLike {
  code?: string | null;
  message?: string | null;
  name?: string;
}

/** Raised by a conditional write that matched no row: someone else changed the record first. */
export class ChangedElsewhereError extends Error {
  override readonly name = 'ChangedElsewhereError';
  readonly code = 'changed-elsewhere';

  constructor(what: string) {
    super(`The ${what} was changed by someone else.`);
  }
}

/** The code of a request the portal refused to send because it is offline. */
export const OFFLINE_CODE = 'PORTAL_OFFLINE';

/**
 * Raised instead of sending a request while the portal knows it is offline: a write
 * sent then could be held by the network and applied after its person saw it fail.
 */
export class OfflineError extends Error {
  override readonly name = 'OfflineError';
  readonly code = OFFLINE_CODE;

  constructor() {
    super('You are offline.');
  }
}

/** The SQLSTATE the status functions raise for a stale version; PostgREST answers it with 409. */
export const CHANGED_ELSEWHERE_CODE = 'PT409';

/** The SQLSTATE of a write past its writer's hourly limit; PostgREST answers it with 429. */
export const TOO_MANY_CODE = 'PT429';

/** How many quote requests and messages a client may send in an hour unless the business sets another number. */
export const CLIENT_MESSAGES_PER_HOUR = 20;

const NETWORK_MESSAGE = /failed to fetch|networkerror|network request failed|fetch failed|load failed|ECONNREFUSED/i;

export function dataFailureKind(error: unknown): DataFailureKind {
  if (error instanceof ChangedElsewhereError) return 'changed-elsewhere';
  const { code, message, name } = (error ?? {}) as DataErrorLike;
  // The database's own refusal of a write made from a version someone has changed since.
  if (code === CHANGED_ELSEWHERE_CODE) return 'changed-elsewhere';
  if (code === '42501' || code === 'PGRST301' || code === 'PGRST302') return 'permission';
  if (code === 'P0001') return 'workflow';
  // A value the database's own rules refuse (check_violation), in words a trigger wrote for people.
  if (code === '23514') return 'invalid';
  if (code === '23505') return 'duplicate';
  if (code === TOO_MANY_CODE) return 'too-many';
  // postgrest-js hands back a fetch that threw as a message naming the error; the code is lost.
  if (code === OFFLINE_CODE || name === 'OfflineError' || (typeof message === 'string' && message.startsWith('OfflineError:'))) return 'offline';
  if (name === 'TypeError' || name === 'AbortError' || (typeof message === 'string' && NETWORK_MESSAGE.test(message))) {
    return 'network';
  }
  return 'unknown';
}

/** Why it failed, in words for the person who tried. */
export function dataFailureReason(error: unknown): string {
  switch (dataFailureKind(error)) {
    case 'permission':
      return 'You do not have permission to make this change.';
    case 'workflow':
      return (error as DataErrorLike).message?.trim() || 'This change is not allowed in the current status.';
    case 'invalid': {
      // A table's own check constraint names itself, which means nothing to a person; a trigger's refusal says what is wrong.
      const message = (error as DataErrorLike).message?.trim() ?? '';
      return message === '' || /violates check constraint/i.test(message) ? 'One of the values is not allowed.' : message;
    }
    case 'duplicate':
      return 'A record with the same details already exists.';
    case 'changed-elsewhere':
      return 'This record was changed by someone else. The list now shows the latest version.';
    case 'too-many':
      // The database says how many are allowed and when the next one will be.
      return (error as DataErrorLike).message?.trim() || 'Too many requests. Please wait a few minutes and try again.';
    case 'offline':
      return 'You are offline: nothing was changed. Try again once the connection is back.';
    case 'network':
      return 'The server could not be reached. Check your connection and try again.';
    case 'unknown':
      return 'The server could not complete the request. Please try again.';
  }
}

/** The spec's texts for each action's outcome, shown verbatim; an action the spec does not name (Edit Details, Schedule, a task's Done) has its own. */
export const ACTION_MESSAGES = {
  vehicleStatus: { success: 'Vehicle status updated successfully!', failure: 'Failed to update vehicle status.' },
  vehicleDetails: { success: 'Vehicle details updated', failure: 'Failed to update vehicle details.' },
  scheduleTask: { success: 'Task scheduled', failure: 'Failed to schedule task.' },
  completeTask: { success: 'Task marked done', failure: 'Failed to mark task done.' },
  shipmentStatus: { success: 'Shipment status updated successfully!', failure: 'Failed to update shipment status.' },
  reply: { success: 'Reply sent successfully!', failure: 'Failed to send reply.' },
  newMessage: { success: 'Message sent successfully!', failure: 'Failed to send message.' },
  logCall: { success: 'Call logged successfully!', failure: 'Failed to log call.' },
  requestQuote: { success: 'Quote request sent successfully!', failure: 'Failed to send quote request.' },
  notificationSettings: { success: 'Notification settings saved', failure: 'Failed to save notification settings.' },
  settings: { success: 'Settings saved successfully!', failure: 'Failed to save settings.' },
  connectBank: { success: 'Bank account connected', failure: 'Failed to connect bank account.' },
  disconnectBank: { success: 'Bank account disconnected', failure: 'Failed to disconnect bank account.' },
  deleteUser: { success: 'User deleted successfully.', failure: 'Failed to delete user.' },
  saveCustomer: { success: 'Customer saved successfully!', failure: 'Failed to save customer.' },
  deleteCustomer: { success: 'Customer deleted successfully.', failure: 'Failed to delete customer.' },
  addContainer: { success: 'Container added successfully!', failure: 'Failed to add container.' },
  containerStatus: { success: 'Container status updated successfully!', failure: 'Failed to update container status.' },
  addVehicle: { success: 'Vehicle added successfully!', failure: 'Failed to add vehicle.' },
  updateVehicle: { success: 'Vehicle updated successfully!', failure: 'Failed to update vehicle.' },
  deleteVehicle: { success: 'Vehicle deleted successfully.', failure: 'Failed to delete vehicle.' },
  importVehicles: { success: 'Vehicles imported successfully!', failure: 'Failed to import vehicles.' },
  uploadDocument: { success: 'Document uploaded successfully!', failure: 'Failed to upload document.' },
  renewDocument: { success: 'Document renewed successfully!', failure: 'Failed to renew document.' },
  scheduleRenewal: { success: 'Renewal reminder saved', failure: 'Failed to save the renewal reminder.' },
  downloadDocument: { success: 'Download started', failure: 'Failed to download document.' },
  demoUsers: {
    success: 'Demo users created successfully! You can now use the demo credentials to log in.',
    failure: 'Failed to create demo users. Please try again.',
  },
} as const;

export type DataAction = keyof typeof ACTION_MESSAGES;

export interface FailureNotice {
  title: string;
  reason: string;
  kind: DataFailureKind;
}

/** The spec's failure text for the action, and the reason this attempt failed. */
export function failureNotice(action: DataAction, error: unknown): FailureNotice {
  return { title: ACTION_MESSAGES[action].failure, reason: dataFailureReason(error), kind: dataFailureKind(error) };
}

/** What a list shows when it cannot be loaded. */
export function loadFailureMessage(error: unknown): string {
  const kind = dataFailureKind(error);
  if (kind === 'permission') return 'You do not have permission to see this list.';
  if (kind === 'offline') return 'The list could not be loaded: you are offline. It loads again once the connection is back.';
  if (kind === 'network') return 'The list could not be loaded: the server could not be reached.';
  return 'The list could not be loaded.';
}
