import { startBackend } from './backend';
import { portalConfigFromEnv, writePortalConfig } from './portalConfig';

/**
 * `npm run backend`: only the embedded backend, and the portal-config.json
 * that `npm run dev -w <remote>` serves to a remote running alone.
 */
async function main() {
  const backend = await startBackend();
  const file = writePortalConfig(portalConfigFromEnv(backend));
  console.log(`Backend ${backend.url}; configuration written to ${file}. Press Ctrl+C to stop.`);
  if (backend.mail?.inboxUrl) console.log(`E-mails the portal sends arrive in ${backend.mail.inboxUrl}`);
  const stop = () => void backend.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
