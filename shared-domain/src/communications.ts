export const DIRECTIONS = ['inbound', 'outbound'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const COMMUNICATION_TYPES = ['email', 'phone', 'sms', 'meeting', 'note'] as const;
export type CommunicationType = (typeof COMMUNICATION_TYPES)[number];

/** Unread means an inbound message nobody has marked as read. */
export function isUnread(communication: { direction: Direction; read_status: boolean }): boolean {
  return communication.direction === 'inbound' && !communication.read_status;
}

/** Replies answer what customers sent: the desk's own sent messages are not replied to. */
export function canReplyTo(communication: { direction: Direction }): boolean {
  return communication.direction === 'inbound';
}

export const REPLY_SUBJECT = 'Re: Customer Inquiry';

/** A reply can be sent once it has some text other than whitespace. */
export function canSendReply(message: string): boolean {
  return message.trim() !== '';
}

/** The row Customer Support inserts for a reply: an outbound e-mail, already read. */
export function replyToCustomer(customerId: string, message: string) {
  return {
    customer_id: customerId,
    message,
    direction: 'outbound' as const,
    communication_type: 'email' as const,
    subject: REPLY_SUBJECT,
    read_status: true,
  };
}
