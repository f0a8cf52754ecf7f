import { realtimeReconnectDelay } from './realtime';

test('reconnects after 1, 2, 5, then every 10 seconds', () => {
  expect([1, 2, 3, 4, 5, 12].map(realtimeReconnectDelay)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000]);
});
