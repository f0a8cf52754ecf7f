/** A customer's conversation: New Message, Call Log and the thread of everything said, for the admin's and staff's screens that show them. */
export * from './NewMessageDialog';
export * from './CallLogDialog';
export * from './CustomerThread';
export { readCustomerThreadAhead, type DeliveryOutcome } from './conversationData';
export { MarkAsReadButton, type MarkAsReadButtonProps } from './MarkAsReadButton';
export { DeliveryStatus } from './DeliveryStatus';
