import { waitFor } from '@testing-library/react';
import type { PortalClient } from '../config/backendClient';

/**
 * Waits until the page's live updates on `table` have joined. A screen joins them once its first
 * screen is shown, in idle time, so a change a test makes before then shows only with the next
 * one; a change made after this arrives live.
 */
export async function liveUpdatesJoined(client: PortalClient, table: string): Promise<void> {
  const realtime = await client.realtime();
  await waitFor(
    () => {
      const joined = realtime.getChannels().some((channel) => channel.topic.split(':')[2]?.split(',').includes(table) && channel.state === 'joined');
      if (!joined) throw new Error(`the page's live updates on ${table} have not joined`);
    },
    { timeout: 10_000 },
  );
}
