import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cors from '@fastify/cors';
import type { ServerContext } from './context';
import { registerAuthRoutes } from './auth/routes';
import { registerRestRoutes } from './rest/routes';
import { registerFunctionRoutes } from './edge-functions';
import { storagePlugin } from './storage/routes';

export const BODY_LIMIT_BYTES = 1024 * 1024;

function badRequestBeforeRouting(message: string, url: string, reply: FastifyReply) {
  reply.code(400);
  if (url.startsWith('/rest/v1/')) return reply.send({ code: 'PGRST100', message, details: null, hint: null });
  if (url.startsWith('/auth/v1/')) return reply.send({ code: 400, error_code: 'validation_failed', msg: message });
  if (url.startsWith('/storage/v1/')) return reply.send({ statusCode: '400', code: 'InvalidRequest', error: 'Invalid Input', message });
  return reply.send({ code: 400, message });
}

export async function buildServer(ctx: ServerContext, log: boolean): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT_BYTES,
    exposeHeadRoutes: false,
    // Closing does not wait for clients still sending a body (an upload can take minutes, or be
    // abandoned half-way by a client that keeps its socket open).
    forceCloseConnections: true,
    // A URL Fastify cannot even route (bad percent-encoding) still gets its API's error shape.
    frameworkErrors: (error, request, reply) => badRequestBeforeRouting(error.message, request.url, reply as FastifyReply),
  });
  await app.register(cors, {
    origin: true,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: [
      'Content-Range',
      'Content-Profile',
      'X-Total-Count',
      'Link',
      'X-Supabase-Api-Version',
      'Content-Disposition',
      'Content-Length',
      'ETag',
      'Last-Modified',
    ],
    maxAge: 86400,
  });
  // Bodies stay raw text: auth and rest each report malformed JSON in their own error format.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  if (log) {
    app.addHook('onResponse', async (request, reply) => {
      process.stdout.write(`${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms\n`);
    });
  }
  app.setErrorHandler((error, _request, reply) => {
    const status = (error as { statusCode?: number }).statusCode;
    const code = status && status >= 400 && status < 500 ? status : 500;
    return reply.code(code).send({ code, message: code === 500 ? 'Unexpected failure' : (error as Error).message });
  });
  app.setNotFoundHandler((request, reply) => {
    const route = `${request.method} ${request.url.split('?')[0]}`;
    if (request.url.startsWith('/rest/v1/')) {
      return reply.code(405).send({ code: 'PGRST117', message: `Unsupported HTTP method: ${route}`, details: null, hint: null });
    }
    if (request.url.startsWith('/auth/v1/')) return reply.code(404).send({ code: 404, error_code: 'not_found', msg: `No route for ${route}` });
    return reply.code(404).send({ code: 404, message: `No route for ${route}` });
  });

  registerAuthRoutes(app, ctx);
  registerRestRoutes(app, ctx);
  registerFunctionRoutes(app, ctx);
  await app.register(storagePlugin(ctx, ctx.storage), { prefix: '/storage/v1' });
  return app;
}
