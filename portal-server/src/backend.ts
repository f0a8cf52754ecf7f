import { startLocalSupabase } from '@export-portal/local-supabase';
import { fileDemoDocuments } from './demoDocuments';
import { mailFunctionEnv, mailSettingsFrom, startMailCatcherIfWanted, startPortalMailWorker } from './mail';
import type { Backend } from './portalConfig';

export interface RunningBackend extends Backend {
  close(): Promise<void>;
  embedded: boolean;
  /** Where e-mail goes, and the local mail catcher's inbox when it runs. */
  mail: { smtpUrl: string; inboxUrl: string | null } | null;
}

/**
 * The backend the portal talks to: a hosted Supabase project when
 * SUPABASE_URL and SUPABASE_ANON_KEY are set, otherwise the embedded
 * local-supabase with the demo business.
 */
/**
 * How many vehicles the demo business is grown to: `--scale 100000` on the command line, or
 * LOCAL_SUPABASE_SCALE; undefined for the demo business as seeded.
 */
export function scaleFrom(argv: readonly string[], env: NodeJS.ProcessEnv): number | undefined {
  const flag = argv.indexOf('--scale');
  const text = flag >= 0 ? argv[flag + 1] : env.LOCAL_SUPABASE_SCALE;
  if (text === undefined || text === '') return undefined;
  const scale = Number(text);
  if (!Number.isInteger(scale) || scale < 0) throw new Error(`--scale takes a whole number of vehicles, not "${text}"`);
  return scale;
}

export async function startBackend(env: NodeJS.ProcessEnv = process.env): Promise<RunningBackend> {
  if (env.SUPABASE_URL && env.SUPABASE_ANON_KEY) {
    return { url: env.SUPABASE_URL, anonKey: env.SUPABASE_ANON_KEY, embedded: false, mail: null, close: async () => undefined };
  }
  const dataDir = env.LOCAL_SUPABASE_DATA_DIR;
  const mail = mailSettingsFrom(env);
  const catcher = await startMailCatcherIfWanted(mail);
  const local = await startLocalSupabase({
    port: Number(env.LOCAL_SUPABASE_PORT ?? 54321),
    // `memory` gives a fresh, throw-away demo database (the end-to-end suite uses it).
    ...(dataDir ? { dataDir: dataDir === 'memory' ? null : dataDir } : {}),
    reset: process.argv.includes('--reset'),
    scale: scaleFrom(process.argv, env),
    log: false,
    // The embedded backend is the demo, so its "Create Demo Users" button works; a hosted
    // project enables it only with `supabase secrets set DEMO_USERS_ENABLED=true`.
    functionEnv: { DEMO_USERS_ENABLED: env.DEMO_USERS_ENABLED ?? 'true', ...mailFunctionEnv(mail) },
  }).catch(async (error: unknown) => {
    await catcher?.close();
    throw error;
  });
  try {
    await fileDemoDocuments(local.url, local.serviceRoleKey);
  } catch (error) {
    await local.close();
    await catcher?.close();
    throw error;
  }
  const worker = startPortalMailWorker(local, mail);
  return {
    url: local.url,
    anonKey: local.anonKey,
    embedded: true,
    mail: { smtpUrl: mail.smtpUrl, inboxUrl: catcher?.inboxUrl ?? null },
    async close() {
      await worker.stop();
      await local.close();
      await catcher?.close();
    },
  };
}
