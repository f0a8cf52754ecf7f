import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../context';
import { AuthError } from './auth-error';
import { changeOwnUser, logoutScope, passwordGrant, refreshGrant, signUp } from './account-actions';
import { registerAdminRoutes } from './admin-routes';
import { requireApiKey, requireUser } from './request';
import { endSessions } from './sessions';
import { userResponse } from './user-response';

export function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.register(
    async (auth) => {
      auth.addHook('onRequest', async (request) => {
        requireApiKey(request, ctx);
      });
      auth.setErrorHandler((error, _request, reply: FastifyReply) => {
        const failure =
          error instanceof AuthError
            ? error
            : (error as { statusCode?: number }).statusCode === 413
              ? new AuthError(413, 'request_too_large', 'Request body is too large')
              : new AuthError(500, 'unexpected_failure', 'Unexpected failure');
        if (failure.status === 500) reply.log.error(error);
        return reply.code(failure.status).send(failure.toBody());
      });

      auth.get('/health', async () => ({ name: 'GoTrue', description: 'local-supabase auth' }));
      auth.get('/settings', async () => ({
        external: { email: true, phone: false },
        disable_signup: false,
        mailer_autoconfirm: true,
        phone_autoconfirm: false,
      }));
      // Tokens are HS256, so there is no public key to publish; hosted projects answer the same.
      auth.get('/.well-known/jwks.json', async () => ({ keys: [] }));
      auth.post('/signup', async (request) => signUp(request, ctx));
      auth.post('/token', async (request) => {
        const grantType = (request.query as Record<string, unknown>).grant_type;
        if (grantType === 'password') return passwordGrant(request, ctx);
        if (grantType === 'refresh_token') return refreshGrant(request, ctx);
        throw new AuthError(400, 'validation_failed', 'Unsupported grant type');
      });
      auth.post('/logout', async (request, reply) => {
        const scope = logoutScope((request.query as Record<string, unknown>).scope);
        await ctx.db.transaction(async (tx) => {
          const { user, sessionId } = await requireUser(request, ctx, tx);
          await endSessions(tx, user.id, sessionId, scope);
        });
        return reply.code(204).send();
      });
      auth.get('/user', async (request) => userResponse(await ctx.db.transaction(async (tx) => (await requireUser(request, ctx, tx)).user)));
      auth.put('/user', async (request) => userResponse(await changeOwnUser(request, ctx)));
      registerAdminRoutes(auth, ctx);
    },
    { prefix: '/auth/v1' },
  );
}
