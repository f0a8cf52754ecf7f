/** A customer's conversation: New Message, Call Log and the thread of everything said, for the admin's and staff's screens that show them. */
export * from './NewMessageDialog';
export * from './CallLogDialog';
export * from './CustomerThread';
export { readCustomerThreadAhead, type DeliveryOutcome } from './conversationData';
export { useMarkCommunicationRead } from './useMarkCommunicationRead';
export { DeliveryStatus } from './DeliveryStatus';
