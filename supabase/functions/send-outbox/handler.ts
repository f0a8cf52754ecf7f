import nodemailer, { type Transporter } from 'nodemailer';

/**
 * Delivers the outbox: each round first queues the document expiry notices that have come due,
 * then claims small batches of due e-mails for a lease and sends each over SMTP, recording sent,
 * to be tried again (with exponential backoff) or failed, with the reason. The same code runs as
 * the hosted `send-outbox` Edge Function and inside the mail worker of `npm start`.
 *
 * An e-mail is marked sent only after the mail server accepted it, so a sender that dies in
 * between leaves it claimed; when the lease runs out it is sent again with the same Message-ID.
 * Each e-mail therefore arrives at least once, and twice at most when a sender died once.
 */

/** A row of `public.outbox`, as `claim_outbox` returns it. */
export interface OutboxEmail {
  id: string;
  kind: string;
  recipient: string;
  recipient_name: string;
  subject: string;
  body_text: string;
  body_html: string;
  link: string | null;
  sender_name: string;
  reply_to: string | null;
  message_id: string;
  attempts: number;
  claim: string;
}

export interface DrainConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** `smtp://[user:password@]host:port` or `smtps://…` for TLS from the start. */
  smtpUrl: string;
  /** The sender's address; the business's name from Settings is its display name. */
  mailFrom: string;
  /** Where the portal is served, for the link at the end of each e-mail. */
  portalUrl: string;
}

export interface DrainOptions {
  /** E-mails claimed per batch; small, so no request waits long behind a claim. */
  batchSize: number;
  /** How long a claimed e-mail is held before another sender may take it. */
  leaseSeconds: number;
  /** A round claims no new batch after this long. */
  maxMillis: number;
  /** Delay before the second attempt; each further one waits twice as long, up to `retryMaxSeconds`. */
  retryBaseSeconds: number;
  retryMaxSeconds: number;
  /** Attempts after which an e-mail that could not be sent is given up as failed. */
  maxAttempts: number;
}

export const DRAIN_DEFAULTS: DrainOptions = {
  batchSize: 20,
  leaseSeconds: 120,
  maxMillis: 20_000,
  retryBaseSeconds: 30,
  retryMaxSeconds: 3600,
  maxAttempts: 12,
};

export interface DrainReport {
  /** Document expiry notices queued this round. */
  notices: number;
  claimed: number;
  sent: number;
  /** Not sent this time, to be tried again. */
  retrying: number;
  failed: number;
}

/** Seconds to wait after the given failed attempt (1 for the first). */
export function retryDelaySeconds(attempt: number, options: Pick<DrainOptions, 'retryBaseSeconds' | 'retryMaxSeconds'>): number {
  return Math.min(options.retryBaseSeconds * 2 ** Math.max(attempt - 1, 0), options.retryMaxSeconds);
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** What nodemailer sends for an outbox row: both bodies end with the link into the portal. */
export function mailOf(row: OutboxEmail, config: Pick<DrainConfig, 'mailFrom' | 'portalUrl'>) {
  const url = row.link ? new URL(row.link, config.portalUrl).toString() : null;
  return {
    from: { name: row.sender_name, address: config.mailFrom },
    to: { name: row.recipient_name, address: row.recipient },
    ...(row.reply_to ? { replyTo: row.reply_to } : {}),
    subject: row.subject,
    text: url ? `${row.body_text}\n\nOpen it in the portal: ${url}` : row.body_text,
    html: url
      ? row.body_html.replace(/<\/body><\/html>$/, `<p><a href="${escapeHtml(url)}">Open it in the portal</a></p></body></html>`)
      : row.body_html,
    messageId: row.message_id,
    // Notices are written by the system; a message is a person's and may be answered as usual.
    ...(row.kind === 'message' ? {} : { headers: { 'Auto-Submitted': 'auto-generated' } }),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** nodemailer's transport options for an SMTP URL; one pooled connection is reused for a round. */
export function transportOptions(smtpUrl: string) {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error(`SMTP_URL is not a URL: ${smtpUrl}`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

interface SendFailure {
  reason: string;
  /** The server refused this e-mail for good (5xx, a bad address); anything else may pass later. */
  permanent: boolean;
  /** The server could not be reached: the rest of the batch would fail the same way. */
  unreachable: boolean;
}

const UNREACHABLE = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'ETLS']);

function failureOf(error: unknown): SendFailure {
  const failure = error as { responseCode?: number; response?: string; code?: string; message?: string };
  if (typeof failure.responseCode === 'number') {
    const reason = (failure.response ?? failure.message ?? `${failure.responseCode}`).replace(/\s+/g, ' ').trim();
    return { reason, permanent: failure.responseCode >= 500, unreachable: false };
  }
  if (failure.code === 'EENVELOPE' || failure.code === 'EMESSAGE') {
    return { reason: failure.message ?? 'The e-mail could not be sent as written', permanent: true, unreachable: false };
  }
  return {
    reason: `The mail server could not be reached (${failure.message ?? String(error)})`,
    permanent: false,
    unreachable: UNREACHABLE.has(failure.code ?? '') || failure.code === undefined,
  };
}

async function rpc<T>(config: DrainConfig, name: string, args: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${config.supabaseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: config.serviceRoleKey, Authorization: `Bearer ${config.serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${name} failed with ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function settle(config: DrainConfig, row: OutboxEmail, outcome: { sent: true } | { sent: false; reason: string; retryIn: number | null }) {
  await rpc(config, 'settle_outbox', {
    p_id: row.id,
    p_claim: row.claim,
    p_sent: outcome.sent,
    p_error: outcome.sent ? null : outcome.reason,
    p_retry_in_seconds: outcome.sent ? null : outcome.retryIn,
  });
}

/** One round: due notices, then batches of due e-mails until none is left or the time is up. */
export async function drainOutbox(config: DrainConfig, overrides: Partial<DrainOptions> = {}): Promise<DrainReport> {
  const options = { ...DRAIN_DEFAULTS, ...overrides };
  const started = Date.now();
  const report: DrainReport = { notices: 0, claimed: 0, sent: 0, retrying: 0, failed: 0 };
  report.notices = await rpc<number>(config, 'queue_document_expiry_notices', {});
  const transport: Transporter = nodemailer.createTransport(transportOptions(config.smtpUrl));
  const giveUp = async (row: OutboxEmail, failure: SendFailure) => {
    const last = failure.permanent || row.attempts >= options.maxAttempts;
    const reason = !failure.permanent && last ? `Gave up after ${row.attempts} attempts: ${failure.reason}` : failure.reason;
    await settle(config, row, { sent: false, reason, retryIn: last ? null : retryDelaySeconds(row.attempts, options) });
    if (last) report.failed += 1;
    else report.retrying += 1;
  };
  try {
    while (Date.now() - started < options.maxMillis) {
      const batch = await rpc<OutboxEmail[]>(config, 'claim_outbox', { p_limit: options.batchSize, p_lease_seconds: options.leaseSeconds });
      if (batch.length === 0) break;
      report.claimed += batch.length;
      let unreachable: SendFailure | null = null;
      for (const row of batch) {
        if (unreachable) {
          await giveUp(row, unreachable);
          continue;
        }
        try {
          await transport.sendMail(mailOf(row, config));
        } catch (error) {
          const failure = failureOf(error);
          if (failure.unreachable) unreachable = failure;
          await giveUp(row, failure);
          continue;
        }
        await settle(config, row, { sent: true });
        report.sent += 1;
      }
      // A server that cannot be reached is not tried again this round; the rows wait their turn.
      if (unreachable) break;
    }
  } finally {
    transport.close();
  }
  return report;
}

export interface SendOutboxEnv {
  SUPABASE_URL: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
  SMTP_URL?: string;
  MAIL_FROM?: string;
  PORTAL_URL?: string;
}

const DEFAULT_MAIL_FROM = 'no-reply@export-portal.local';
const DEFAULT_PORTAL_URL = 'http://localhost:3000';

/** The drain's settings from the function's environment (hosted: `supabase secrets set`). */
export function drainConfigFrom(env: SendOutboxEnv): DrainConfig {
  return {
    supabaseUrl: env.SUPABASE_URL,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
    smtpUrl: env.SMTP_URL ?? '',
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    portalUrl: env.PORTAL_URL || DEFAULT_PORTAL_URL,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * `POST /functions/v1/send-outbox` with the service role key as bearer: one round of delivery,
 * answered with its counts. Anyone else is refused, as a round sends e-mail.
 */
export function createHandler(env: SendOutboxEnv): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method !== 'POST') return json(405, { error: `Method ${req.method} not allowed` });
    if (req.headers.get('authorization') !== `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}`) {
      return json(401, { error: 'service_role_required', message: 'Only the service role may send the outbox.' });
    }
    if (!env.SMTP_URL) return json(503, { error: 'smtp_not_configured', message: 'Set the SMTP_URL secret to send e-mail.' });
    try {
      return json(200, await drainOutbox(drainConfigFrom(env)));
    } catch (error) {
      console.error('send-outbox failed', error);
      return json(500, { error: 'send_outbox_failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
}
