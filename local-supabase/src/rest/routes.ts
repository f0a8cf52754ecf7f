import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { handleRead } from './read-handler';
import { handleRpc } from './rpc-handler';
import { handleWrite } from './write-handler';
import { sendRestError } from './handler-support';
import { appliedPreferences } from './request-settings';
import { MAX_URL_BYTES, urlTooLong } from './work-limits';

export function registerRestRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.register(
    async (rest) => {
      rest.setErrorHandler((error, request, reply) => sendRestError(error, request, reply));
      rest.addHook('onRequest', async (request) => {
        if (Buffer.byteLength(request.url) > MAX_URL_BYTES) throw urlTooLong();
      });
      // What was honoured of `Prefer`, on every answer that is not an error, as PostgREST says it.
      rest.addHook('onSend', async (request, reply) => {
        if (reply.statusCode >= 400) return;
        const applied = appliedPreferences(request);
        if (applied.length > 0) reply.header('preference-applied', applied.join(', '));
      });
      rest.route({
        method: ['GET', 'HEAD', 'POST'],
        url: '/rpc/:fn',
        handler: (request, reply) => handleRpc(request, reply, ctx, (request.params as { fn: string }).fn),
      });
      rest.route({
        method: ['GET', 'HEAD'],
        url: '/:table',
        handler: (request, reply) => handleRead(request, reply, ctx, (request.params as { table: string }).table),
      });
      rest.route({
        method: ['POST', 'PATCH', 'DELETE'],
        url: '/:table',
        handler: (request, reply) => handleWrite(request, reply, ctx, (request.params as { table: string }).table),
      });
    },
    { prefix: '/rest/v1' },
  );
}
