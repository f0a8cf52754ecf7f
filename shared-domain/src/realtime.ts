/** The realtime client's timing: a heartbeat every 25 seconds; reconnect after 1, 2, 5, then every 10 seconds. */
export const REALTIME_HEARTBEAT_MS = 25_000;

export const REALTIME_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** The wait before reconnect attempt `tries` (1 for the first); the last delay repeats. */
export function realtimeReconnectDelay(tries: number): number {
  const index = Math.min(Math.max(tries, 1), REALTIME_RECONNECT_DELAYS_MS.length) - 1;
  return REALTIME_RECONNECT_DELAYS_MS[index] ?? 10_000;
}
