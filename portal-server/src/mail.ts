import { DEFAULT_SMTP_PORT, DEFAULT_WEB_PORT, startMailCatcher, type MailCatcher } from '@export-portal/mail-catcher';
import { startMailWorker, type DrainReport, type MailWorker } from '@export-portal/local-supabase';

/** Where e-mail goes: the SMTP server of `SMTP_URL`, else the local mail catcher (unless `MAIL_CATCHER=off`). */
export interface MailSettings {
  smtpUrl: string;
  /** Whether `npm start` runs the mail catcher itself. */
  catcher: boolean;
  mailFrom: string | undefined;
  portalUrl: string;
}

export function mailSettingsFrom(env: NodeJS.ProcessEnv): MailSettings {
  const smtpUrl = env.SMTP_URL?.trim() || `smtp://127.0.0.1:${DEFAULT_SMTP_PORT}`;
  return {
    smtpUrl,
    catcher: !env.SMTP_URL?.trim() && env.MAIL_CATCHER !== 'off',
    mailFrom: env.MAIL_FROM?.trim() || undefined,
    portalUrl: env.PORTAL_URL?.trim() || 'http://localhost:3000',
  };
}

/** The catcher is started before the backend, so the send-outbox function is told where it is. */
export async function startMailCatcherIfWanted(settings: MailSettings): Promise<MailCatcher | undefined> {
  if (!settings.catcher) return undefined;
  return startMailCatcher({ smtpPort: DEFAULT_SMTP_PORT, webPort: DEFAULT_WEB_PORT });
}

/** What the embedded backend's functions see of the mail settings (a hosted project's secrets). */
export function mailFunctionEnv(settings: MailSettings): Record<string, string> {
  return { SMTP_URL: settings.smtpUrl, PORTAL_URL: settings.portalUrl, ...(settings.mailFrom ? { MAIL_FROM: settings.mailFrom } : {}) };
}

function describe(report: DrainReport): string {
  const parts = [`${report.sent} sent`];
  if (report.retrying > 0) parts.push(`${report.retrying} to retry`);
  if (report.failed > 0) parts.push(`${report.failed} failed`);
  if (report.notices > 0) parts.push(`${report.notices} expiry notices queued`);
  return parts.join(', ');
}

/** The outbox's worker for the embedded backend: one line per round that did something. */
export function startPortalMailWorker(backend: { url: string; serviceRoleKey: string }, settings: MailSettings): MailWorker {
  let lastError = '';
  return startMailWorker({
    supabaseUrl: backend.url,
    serviceRoleKey: backend.serviceRoleKey,
    smtpUrl: settings.smtpUrl,
    mailFrom: settings.mailFrom,
    portalUrl: settings.portalUrl,
    onRound(outcome) {
      if (outcome instanceof Error) {
        if (outcome.message !== lastError) console.error(`mail       round failed: ${outcome.message}`);
        lastError = outcome.message;
        return;
      }
      lastError = '';
      console.log(`mail       ${describe(outcome)}`);
    },
  });
}
