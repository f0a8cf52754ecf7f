import { tableKeys, type PortalClient } from '@export-portal/shared-auth';

/** A client's quote requests become inbound messages of their own customer, so their dashboard's latest messages reload after one. */
export const quoteRequestKeys = tableKeys('communications');

export interface QuoteRequest {
  vehicleId: string;
  /** The client's own words; empty sends the database's default sentence. */
  message: string;
}

/**
 * Request Quote: the database checks that the vehicle is for sale and the caller a client with a
 * customer record, and files the request as an unread message in Customer Support.
 */
export async function requestQuote(client: PortalClient, { vehicleId, message }: QuoteRequest): Promise<void> {
  const { error } = await client.rpc('request_quote', { p_vehicle_id: vehicleId, p_message: message });
  if (error) throw error;
}
