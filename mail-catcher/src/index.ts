import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { detailPage, inboxPage } from './pages';

/** The ports Supabase's CLI gives its own mail catcher: the web inbox, and SMTP beside it. */
export const DEFAULT_WEB_PORT = 54324;
export const DEFAULT_SMTP_PORT = 54325;

/** An e-mail as the catcher received it. */
export interface CaughtMessage {
  id: string;
  /** The Message-ID header, with its angle brackets; null when the sender gave none. */
  messageId: string | null;
  from: string;
  /** The envelope's recipients (RCPT TO), which is where the message was delivered. */
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** The raw message's size in bytes. */
  size: number;
  receivedAt: string;
}

export interface MailCatcherOptions {
  host?: string;
  /** 0 picks a free port. */
  smtpPort?: number;
  /** 0 picks a free port. */
  webPort?: number;
  /** The oldest messages are forgotten past this many. */
  maxMessages?: number;
  /** Largest message accepted, in bytes. */
  maxMessageBytes?: number;
  /** Recipients refused as a mail server refuses an unknown mailbox (550), for tests of bounces. */
  refuseRecipient?(address: string): boolean;
}

export interface MailCatcher {
  smtpUrl: string;
  inboxUrl: string;
  /** Newest first; `to` keeps those delivered to that address (any case). */
  messages(filter?: { to?: string }): CaughtMessage[];
  clear(): number;
  close(): Promise<void>;
}

const addressesOf = (value: AddressObject | AddressObject[] | undefined): string =>
  (Array.isArray(value) ? value : value ? [value] : []).map((address) => address.text).join(', ');

function listen(server: Server | SMTPServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = server instanceof SMTPServer ? server.server : server;
    target.once('error', reject);
    server.listen(port, host, () => {
      target.off('error', reject);
      resolve((target.address() as AddressInfo).port);
    });
  });
}

function send(response: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    ...headers,
  });
  response.end(body);
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body));

/** The inbox's own pages run no script and frame only themselves. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; base-uri 'none'; form-action 'none'";
/**
 * A received e-mail's HTML is shown in a frame, and served with a sandboxing policy: it runs no
 * script and has no origin of its own, so it can never act as the inbox, even opened directly.
 */
const MAIL_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/**
 * A real SMTP server that keeps what it receives in memory, with a web inbox to read it and a JSON
 * API for tests: `GET /api/messages[?to=address]`, `GET /api/messages/<id>`, `DELETE /api/messages`.
 */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const maxMessages = options.maxMessages ?? 1000;
  const maxBytes = options.maxMessageBytes ?? 25 * 1024 * 1024;
  let received: CaughtMessage[] = [];

  const smtp = new SMTPServer({
    banner: 'Export Portal mail catcher',
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: maxBytes,
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'catcher' });
    },
    onRcptTo(address, _session, callback) {
      if (options.refuseRecipient?.(address.address)) {
        callback(Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxBytes) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('552 Message exceeds the size limit'), { responseCode: 552 }));
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            received.push({
              id: randomUUID(),
              messageId: parsed.messageId ?? null,
              from: addressesOf(parsed.from),
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
              size: raw.length,
              receivedAt: new Date().toISOString(),
            });
            if (received.length > maxMessages) received = received.slice(received.length - maxMessages);
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });

  const messages = (filter: { to?: string } = {}): CaughtMessage[] => {
    const wanted = filter.to?.trim().toLowerCase();
    return received.filter((message) => !wanted || message.to.some((address) => address.toLowerCase() === wanted)).reverse();
  };
  const clear = (): number => {
    const count = received.length;
    received = [];
    return count;
  };
  const byId = (id: string) => received.find((message) => message.id === id);

  const web = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://inbox');
    const parts = url.pathname.split('/').filter(Boolean);
    if (request.method === 'GET' && parts.length === 0) {
      send(response, 200, 'text/html; charset=utf-8', inboxPage(messages()), { 'Content-Security-Policy': PAGE_POLICY });
    } else if (request.method === 'GET' && parts[0] === 'messages' && parts.length === 2 && byId(parts[1]!)) {
      send(response, 200, 'text/html; charset=utf-8', detailPage(byId(parts[1]!)!), { 'Content-Security-Policy': PAGE_POLICY });
    } else if (request.method === 'GET' && parts[0] === 'messages' && parts[2] === 'html' && parts.length === 3 && byId(parts[1]!)) {
      send(response, 200, 'text/html; charset=utf-8', byId(parts[1]!)!.html ?? '', { 'Content-Security-Policy': MAIL_POLICY });
    } else if (parts[0] === 'api' && parts[1] === 'messages' && parts.length === 2 && request.method === 'GET') {
      json(response, 200, { messages: messages({ to: url.searchParams.get('to') ?? undefined }) });
    } else if (parts[0] === 'api' && parts[1] === 'messages' && parts.length === 2 && request.method === 'DELETE') {
      json(response, 200, { deleted: clear() });
    } else if (parts[0] === 'api' && parts[1] === 'messages' && parts.length === 3 && request.method === 'GET' && byId(parts[2]!)) {
      json(response, 200, byId(parts[2]!));
    } else if (['GET', 'DELETE'].includes(request.method ?? '')) {
      send(response, 404, 'text/plain; charset=utf-8', 'Not found');
    } else {
      send(response, 405, 'text/plain; charset=utf-8', 'Method not allowed', { Allow: 'GET, DELETE' });
    }
  });

  const smtpPort = await listen(smtp, options.smtpPort ?? DEFAULT_SMTP_PORT, host);
  let webPort: number;
  try {
    webPort = await listen(web, options.webPort ?? DEFAULT_WEB_PORT, host);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  const reachable = host.includes(':') ? `[${host}]` : host;
  return {
    smtpUrl: `smtp://${reachable}:${smtpPort}`,
    inboxUrl: `http://${reachable}:${webPort}`,
    messages,
    clear,
    async close() {
      web.closeAllConnections();
      await Promise.all([new Promise<void>((resolve) => smtp.close(() => resolve())), new Promise<void>((resolve) => web.close(() => resolve()))]);
    },
  };
}
