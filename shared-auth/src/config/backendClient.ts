import { AuthClient, type AuthChangeEvent, type GoTrueClient, type Session } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { FunctionsClient } from '@supabase/functions-js';
import type { RealtimeClient } from '@supabase/realtime-js';
import type { StorageClient } from '@supabase/storage-js';
import { onlineManager } from '@tanstack/react-query';
import { OfflineError, REALTIME_HEARTBEAT_MS, realtimeReconnectDelay, type Database } from '@export-portal/shared-domain';

/** Auth refreshes a session this long before it expires (its own margin): such a session is asked of Auth. */
const SESSION_REFRESH_MARGIN_MS = 90_000;

/**
 * The portal's connection to Supabase: Auth and the REST API from the start,
 * Realtime only once a screen subscribes to changes, Storage only once a
 * screen reads or writes a file, Edge Functions only when one is called. It is
 * composed from the libraries supabase-js is made of because the sign-in page
 * must not download Realtime (with its socket library) and Storage, which
 * supabase-js creates with every client. Requests carry the project's key and
 * the signed-in user's token as supabase-js sends them.
 */
export class PortalClient {
  readonly auth: GoTrueClient;
  /** A table or view of the public schema. */
  readonly from: PostgrestClient<Database>['from'];
  /** A database function of the public schema. */
  readonly rpc: PostgrestClient<Database>['rpc'];
  private readonly base: URL;
  private readonly anonKey: string;
  private realtimeClient: Promise<RealtimeClient> | undefined;
  private storageClient: Promise<StorageClient> | undefined;
  private functionsClient: Promise<FunctionsClient> | undefined;
  /** The token Realtime was last given, so an event that changes nothing is not passed on. */
  private realtimeToken: string | undefined;
  /** The session Auth last reported (signed in, refreshed, signed out, or from another tab); undefined until it has. */
  private reportedSession: Session | null | undefined;

  constructor(supabaseUrl: string, anonKey: string) {
    this.base = new URL(supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`);
    this.anonKey = anonKey;
    this.auth = new AuthClient({
      url: this.service('auth/v1'),
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      // The key supabase-js uses, so a session kept by either is found by the other.
      storageKey: `sb-${this.base.hostname.split('.')[0]}-auth-token`,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
    });
    // A read's retries are its query's, which the screen shows as they happen; the library's own
    // would hold a failure back from the screen for seconds.
    const rest = new PostgrestClient<Database>(this.service('rest/v1'), { fetch: this.signedFetch, retry: false });
    this.from = rest.from.bind(rest) as PostgrestClient<Database>['from'];
    this.rpc = rest.rpc.bind(rest) as PostgrestClient<Database>['rpc'];
    this.auth.onAuthStateChange((event, session) => {
      this.reportedSession = session;
      this.passTokenToRealtime(event, session);
    });
  }

  /**
   * The signed-in user's session, or null. Auth reads the stored session under a lock, one caller
   * at a time, and every wait for it lasts until the page's current task ends: on a first visit,
   * where each task is long, the first screen's reads waited in turn. A session Auth has reported
   * and that is not about to expire is the answer without that wait; any other is asked of Auth,
   * which refreshes one that is about to expire.
   */
  async session(): Promise<Session | null> {
    const reported = this.reportedSession;
    if (reported?.expires_at !== undefined && reported.expires_at * 1000 - Date.now() > SESSION_REFRESH_MARGIN_MS) return reported;
    const { data } = await this.auth.getSession();
    return data.session;
  }

  /** Realtime, downloaded and connected on the first call. */
  realtime(): Promise<RealtimeClient> {
    this.realtimeClient ??= import('@supabase/realtime-js').then(async ({ RealtimeClient: Client }) => {
      const realtime = new Client(this.service('realtime/v1').replace(/^http/, 'ws'), {
        params: { apikey: this.anonKey },
        heartbeatIntervalMs: REALTIME_HEARTBEAT_MS,
        reconnectAfterMs: realtimeReconnectDelay,
        accessToken: () => this.accessToken(),
      });
      // A channel joins with the token Realtime holds then: it must be the user's before the first join.
      await realtime.setAuth();
      return realtime;
    });
    return this.realtimeClient;
  }

  /** Storage, downloaded on the first call. */
  storage(): Promise<StorageClient> {
    this.storageClient ??= import('@supabase/storage-js').then(
      ({ StorageClient: Client }) => new Client(this.service('storage/v1'), { apikey: this.anonKey }, this.signedFetch),
    );
    return this.storageClient;
  }

  /** Edge Functions, downloaded on the first call. */
  functions(): Promise<FunctionsClient> {
    this.functionsClient ??= import('@supabase/functions-js').then(
      ({ FunctionsClient: Client }) => new Client(this.service('functions/v1'), { customFetch: this.signedFetch }),
    );
    return this.functionsClient;
  }

  /** The URL of a path of the backend, such as `storage/v1/...`, for a request the libraries cannot make (an upload that reports its progress). */
  serviceUrl(path: string): string {
    return this.service(path);
  }

  /** The headers every request carries: the project's key and the signed-in user's token. */
  async authHeaders(): Promise<Record<string, string>> {
    if (!onlineManager.isOnline()) throw new OfflineError();
    return { apikey: this.anonKey, Authorization: `Bearer ${await this.accessToken()}` };
  }

  private service(path: string): string {
    return new URL(path, this.base).href;
  }

  /** The signed-in user's token, else the project's key: what every request is authorised with. */
  private async accessToken(): Promise<string> {
    return (await this.session())?.access_token ?? this.anonKey;
  }

  /**
   * Nothing is sent while the portal knows it is offline: a request the network held back could
   * be applied after its person saw it fail. The refusal reaches the caller as a failed request.
   */
  private readonly signedFetch: typeof fetch = async (input, init) => {
    if (!onlineManager.isOnline()) throw new OfflineError();
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', this.anonKey);
    if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${await this.accessToken()}`);
    const response = await fetch(input, { ...init, headers });
    // A count asked with HEAD is answered by its headers, and postgrest-js never reads its (empty) body:
    // left unread, the browser cancels the request once the response is dropped. Read on a copy, the
    // original can still be read by the library, as it is when the answer is an error.
    if (init?.method === 'HEAD') await response.clone().arrayBuffer();
    return response;
  };

  private passTokenToRealtime(event: AuthChangeEvent, session: Session | null) {
    if (!this.realtimeClient) return;
    const signedIn = event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED' || event === 'INITIAL_SESSION';
    const token = signedIn ? session?.access_token : undefined;
    if (token === this.realtimeToken) return;
    this.realtimeToken = token;
    // Given no token, Realtime asks accessToken(), which answers with the project's key once signed out.
    void this.realtimeClient.then((realtime) => realtime.setAuth(token ?? null));
  }
}
