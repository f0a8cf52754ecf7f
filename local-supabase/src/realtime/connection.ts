import type { WebSocket } from 'ws';
import { principalFrom, PrincipalError, type Principal } from '../principal';
import type { ChangeData, ChangeFeed, Subscriber } from './change-feed';
import { encodeFrame, decodeFrame, type Frame, type SerializerVersion } from './frames';
import { BindingError, parseBindings, type Binding } from './postgres-changes';

export interface RealtimeLimits {
  /** A socket that sends nothing (not even a heartbeat) for this long is closed. */
  heartbeatTimeoutMs: number;
  /** A socket whose unsent output passes this is dropped; the client reconnects and refetches. */
  maxBufferedBytes: number;
  maxChannelsPerSocket: number;
  maxConnections: number;
}

/** realtime-js sends a heartbeat every 25 s; two missed ones and a half close the socket, as Phoenix's 60 s. */
export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  heartbeatTimeoutMs: 60_000,
  maxBufferedBytes: 4 * 1024 * 1024,
  maxChannelsPerSocket: 100,
  maxConnections: 1000,
};

interface Channel extends Subscriber {
  topic: string;
  joinRef: string | null;
  expiry: NodeJS.Timeout | undefined;
}

const MAX_TIMER_MS = 2_147_483_647;

/** Supabase Realtime's reasons, so a client sees the same words from either backend. */
function tokenRefusal(error: unknown): string {
  if (error instanceof PrincipalError && error.reason === 'expired') return 'InvalidJWTToken: Token has expired';
  if (error instanceof PrincipalError && /signature/.test(error.message)) return 'JwtSignatureError: Failed to validate JWT signature';
  if (error instanceof PrincipalError) return `MalformedJWT: ${error.message}`;
  return 'Unknown Error on Channel';
}

/** One client's WebSocket: its channels, its heartbeat deadline and its bounded output. */
export class RealtimeConnection {
  private readonly channels = new Map<string, Channel>();
  private idle: NodeJS.Timeout | undefined;

  constructor(
    private readonly ws: WebSocket,
    private readonly version: SerializerVersion,
    /** The key the socket connected with: the token of a join that names none. */
    private readonly apiKey: string,
    private readonly jwtSecret: string,
    private readonly feed: ChangeFeed,
    private readonly limits: RealtimeLimits,
  ) {
    ws.on('message', (data, isBinary) => {
      this.touch();
      // Binary frames carry broadcasts, which this server does not relay.
      if (isBinary) return;
      const frame = decodeFrame(data.toString(), version);
      if (frame) void this.handle(frame);
    });
    ws.on('close', () => this.dispose());
    ws.on('error', () => ws.terminate());
    this.touch();
  }

  /** Ends the socket at once; the client's reconnect loop takes over. */
  drop(): void {
    this.ws.terminate();
  }

  private touch(): void {
    clearTimeout(this.idle);
    this.idle = setTimeout(() => this.drop(), this.limits.heartbeatTimeoutMs);
  }

  private dispose(): void {
    clearTimeout(this.idle);
    for (const channel of this.channels.values()) this.forget(channel);
  }

  private forget(channel: Channel): void {
    clearTimeout(channel.expiry);
    this.feed.remove(channel);
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  private send(frame: Frame): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    // A client that does not read its socket would otherwise make this server hold every change
    // for it; past the limit it is dropped and, on reconnecting, refetches what it missed.
    if (this.ws.bufferedAmount > this.limits.maxBufferedBytes) {
      this.drop();
      return;
    }
    this.ws.send(encodeFrame(frame, this.version));
  }

  private reply(frame: Frame, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.send({ joinRef: frame.joinRef, ref: frame.ref, topic: frame.topic, event: 'phx_reply', payload: { status, response } });
  }

  private push(channel: Channel, event: string, payload: Record<string, unknown>): void {
    this.send({ joinRef: channel.joinRef, ref: null, topic: channel.topic, event, payload });
  }

  /** A system error on the channel, then its close, as Supabase Realtime ends a channel. */
  private shutDown(channel: Channel, message: string): void {
    this.push(channel, 'system', { extension: 'system', status: 'error', message, channel: subTopic(channel.topic) });
    this.send({ joinRef: channel.joinRef, ref: channel.joinRef, topic: channel.topic, event: 'phx_close', payload: {} });
    this.forget(channel);
  }

  private async handle(frame: Frame): Promise<void> {
    if (frame.topic === 'phoenix' && frame.event === 'heartbeat') return this.reply(frame, 'ok', {});
    if (frame.event === 'phx_join') return this.join(frame);
    const channel = this.channels.get(frame.topic);
    if (!channel) return this.reply(frame, 'error', { reason: 'unmatched topic' });
    switch (frame.event) {
      case 'phx_leave':
        this.forget(channel);
        return this.reply(frame, 'ok', {});
      case 'access_token':
        return this.refreshToken(channel, frame.payload.access_token);
      default:
        return this.reply(frame, 'error', { reason: `${frame.event} is not supported by this server` });
    }
  }

  private verify(token: string): Principal {
    const principal = principalFrom({ authorization: `Bearer ${token}` }, this.jwtSecret);
    if (typeof principal.claims.exp !== 'number') {
      throw new BindingError('InvalidJWTToken: Fields `role` and `exp` are required in JWT');
    }
    return principal;
  }

  private async join(frame: Frame): Promise<void> {
    const config = frame.payload.config;
    const settings = typeof config === 'object' && config !== null ? (config as Record<string, unknown>) : {};
    const token = typeof frame.payload.access_token === 'string' ? frame.payload.access_token : this.apiKey;
    let principal: Principal;
    let bindings: Binding[];
    try {
      if (!this.channels.has(frame.topic) && this.channels.size >= this.limits.maxChannelsPerSocket) {
        throw new BindingError('ChannelRateLimitReached: Too many channels');
      }
      if (settings.private === true) throw new BindingError('PrivateOnly: private channels are not supported by this server');
      principal = this.verify(token);
      bindings = parseBindings(settings.postgres_changes);
      await this.feed.check(bindings, principal);
    } catch (error) {
      const reason = error instanceof BindingError ? error.message : tokenRefusal(error);
      return this.reply(frame, 'error', { reason });
    }
    if (this.ws.readyState !== this.ws.OPEN) return;
    const previous = this.channels.get(frame.topic);
    if (previous) {
      this.send({ joinRef: previous.joinRef, ref: previous.joinRef, topic: previous.topic, event: 'phx_close', payload: {} });
      this.forget(previous);
    }
    const channel: Channel = {
      topic: frame.topic,
      joinRef: frame.joinRef ?? frame.ref,
      principal,
      bindings,
      expiry: undefined,
      deliver: (ids: number[], data: ChangeData) => this.push(channel, 'postgres_changes', { ids, data }),
    };
    this.channels.set(channel.topic, channel);
    this.feed.add(channel);
    this.scheduleExpiry(channel);
    this.reply(frame, 'ok', { postgres_changes: bindings.map((binding) => ({ ...binding.params, id: binding.id })) });
    if (bindings.length > 0) {
      this.push(channel, 'system', {
        extension: 'postgres_changes',
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
        channel: subTopic(channel.topic),
      });
    }
  }

  private refreshToken(channel: Channel, token: unknown): void {
    if (typeof token !== 'string' || token === '') return;
    try {
      channel.principal = this.verify(token);
    } catch (error) {
      this.shutDown(channel, error instanceof BindingError ? error.message : tokenRefusal(error));
      return;
    }
    this.scheduleExpiry(channel);
  }

  /** A channel lives no longer than its token, unless the client sends a new one in time. */
  private scheduleExpiry(channel: Channel): void {
    clearTimeout(channel.expiry);
    const exp = channel.principal.claims.exp;
    if (typeof exp !== 'number') return;
    const delay = Math.min(Math.max(exp * 1000 - Date.now(), 0), MAX_TIMER_MS);
    channel.expiry = setTimeout(() => this.shutDown(channel, 'InvalidJWTToken: Token has expired'), delay);
  }
}

const subTopic = (topic: string): string => topic.replace(/^realtime:/, '');
