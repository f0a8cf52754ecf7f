import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from './context';
import { principalFrom, PrincipalError } from './principal';

export interface FunctionEnv extends Record<string, string> {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
}

export type FunctionHandler = (request: Request) => Promise<Response>;
type HandlerFactory = (env: FunctionEnv) => FunctionHandler;

const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** Where a function's handler is: built beside the server, else its source (which only Jest and the TypeScript loader read). */
export function handlerFile(dirs: string[], name: string): string | undefined {
  for (const dir of dirs) {
    for (const file of ['handler.js', 'handler.ts']) {
      const candidate = path.join(dir, name, file);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

function loadFactory(file: string): HandlerFactory {
  const loaded = require(file) as { default?: unknown; createHandler?: unknown };
  const factory = loaded.createHandler ?? loaded.default;
  if (typeof factory !== 'function') throw new Error(`${file} exports no createHandler(env)`);
  return factory as HandlerFactory;
}

function webRequest(request: FastifyRequest, url: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && typeof request.body === 'string';
  return new Request(url, { method: request.method, headers, body: hasBody ? (request.body as string) : undefined });
}

async function sendResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'content-length' && key !== 'transfer-encoding') reply.header(key, value);
  });
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/** Runs `supabase/functions/<name>/handler` as the hosted edge runtime would, JWT check included. */
export function registerFunctionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/functions/v1/:name',
    handler: async (request, reply) => {
      try {
        principalFrom(request.headers, ctx.jwtSecret);
      } catch (error) {
        if (error instanceof PrincipalError) return reply.code(401).send({ code: 401, message: 'Invalid JWT' });
        throw error;
      }
      const { name } = request.params as { name: string };
      let handler = ctx.functionHandlers.get(name);
      if (!handler) {
        const file = FUNCTION_NAME.test(name) ? handlerFile(ctx.functionsDirs, name) : undefined;
        if (!file) return reply.code(404).send({ code: 'NOT_FOUND', message: `Function "${name}" not found` });
        handler = loadFactory(file)({
          ...ctx.functionEnv,
          SUPABASE_URL: ctx.publicUrl(),
          SUPABASE_ANON_KEY: ctx.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: ctx.serviceRoleKey,
        });
        ctx.functionHandlers.set(name, handler);
      }
      return sendResponse(reply, await handler(webRequest(request, `${ctx.publicUrl()}${request.url}`)));
    },
  });
}
