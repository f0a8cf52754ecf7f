import { startBackend } from './backend';
import { portalConfigFromEnv, writePortalConfig } from './portalConfig';
import { serveSites, shellSite, sites } from './sites';
import { demoLogins } from './demoLogins';

/**
 * `npm start`: the embedded backend with demo data, then the shell and the
 * three remotes, each on its own origin.
 */
async function main() {
  const started = Date.now();
  const backend = await startBackend();
  const configFile = process.env.PORTAL_CONFIG_FILE ?? writePortalConfig(portalConfigFromEnv(backend));
  const servers = await serveSites(configFile);

  console.log('');
  console.log(`Export Portal is ready in ${((Date.now() - started) / 1000).toFixed(1)} s: http://localhost:${shellSite.port}`);
  for (const site of sites.filter((site) => site !== shellSite)) console.log(`  ${site.name.padEnd(10)} http://localhost:${site.port}`);
  console.log(`  backend    ${backend.url}${backend.embedded ? ' (embedded local-supabase)' : ''}`);
  console.log(`  config     ${configFile}`);
  if (backend.mail)
    console.log(
      `  e-mail     ${backend.mail.inboxUrl ? `${backend.mail.inboxUrl} (local mail catcher's inbox)` : backend.mail.smtpUrl.replace(/\/\/[^@/]*@/, '//')}`,
    );
  if (backend.embedded) {
    console.log('Demo logins:');
    for (const login of demoLogins) console.log(`  ${login.role.padEnd(7)} ${login.email.padEnd(20)} ${login.password}`);
    if (backend.mail?.inboxUrl) console.log(`E-mails the portal sends arrive in ${backend.mail.inboxUrl}`);
  }
  console.log('Press Ctrl+C to stop.');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await Promise.all(servers.map((server) => server.close()));
    await backend.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
