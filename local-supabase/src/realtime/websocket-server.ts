import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { principalFrom, PrincipalError } from '../principal';
import type { ChangeFeed } from './change-feed';
import { RealtimeConnection, type RealtimeLimits } from './connection';
import { serializerVersion } from './frames';

export const REALTIME_PATH = '/realtime/v1/websocket';

/** Inbound frames are small (joins, heartbeats, tokens); anything larger is not a client of ours. */
const MAX_INBOUND_FRAME_BYTES = 256 * 1024;

function refuse(socket: Duplex, status: number, text: string): void {
  const body = JSON.stringify({ message: text });
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Answers WebSocket upgrades on `realtime/v1/websocket`: Phoenix channels as Supabase Realtime speaks them. */
export class RealtimeServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_INBOUND_FRAME_BYTES });
  private readonly connections = new Set<RealtimeConnection>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly jwtSecret: string,
    private readonly limits: RealtimeLimits,
  ) {}

  get connectionCount(): number {
    return this.connections.size;
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_PATH) {
      refuse(socket, 404, 'Not Found');
      return;
    }
    const version = serializerVersion(url.searchParams.get('vsn'));
    if (!version) {
      refuse(socket, 400, 'Bad Request');
      return;
    }
    const header = request.headers.apikey;
    const apiKey = url.searchParams.get('apikey') ?? (Array.isArray(header) ? header[0] : header) ?? '';
    try {
      principalFrom({ apikey: apiKey }, this.jwtSecret);
    } catch (error) {
      refuse(socket, error instanceof PrincipalError ? 403 : 500, 'Forbidden');
      return;
    }
    if (this.connections.size >= this.limits.maxConnections) {
      refuse(socket, 503, 'Service Unavailable');
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = new RealtimeConnection(ws, version, apiKey, this.jwtSecret, this.feed, this.limits);
      this.connections.add(connection);
      ws.on('close', () => this.connections.delete(connection));
    });
  }

  /** Drops every socket: clients reconnect on their own once a server answers again. */
  close(): void {
    for (const connection of this.connections) connection.drop();
    this.connections.clear();
    this.wss.close();
  }
}
