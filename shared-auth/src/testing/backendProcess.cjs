/**
 * Runs local-supabase from its TypeScript sources in a plain Node process, for
 * jsdom tests: Jest's jsdom sandbox can load neither PGlite nor a server, but it
 * can talk to one over HTTP. Prints `{ url, anonKey, serviceRoleKey }` as one JSON line once the
 * backend listens, and stops when its parent closes stdin (or dies). Demo users can be
 * created on it, as on the portal that `npm start` serves.
 */
require('@export-portal/build-config/register-typescript');

const { startTestBackend } = require('@export-portal/local-supabase/testing');

startTestBackend({ functionEnv: { DEMO_USERS_ENABLED: 'true' } }).then(
  (backend) => {
    process.stdout.write(`${JSON.stringify({ url: backend.url, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey })}\n`);
    process.stdin.on('end', () => backend.close().finally(() => process.exit(0)));
    process.stdin.resume();
  },
  (error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
