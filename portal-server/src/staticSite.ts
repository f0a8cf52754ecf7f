import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { cacheControlFor, serveBuildFiles } from './buildFiles';

export interface StaticSiteOptions {
  root: string;
  port: number;
  host?: string;
  /** Unknown paths that want HTML get index.html (the shell's client-side routes). */
  spaFallback?: boolean;
  /** Served from disk on every request, so editing the file takes effect on reload. */
  portalConfigFile?: string;
  /** A finished page in `root` served at `/` instead of index.html, when the build made one. */
  landingPage?: string;
  log?: boolean;
}

export async function serveStaticSite(options: StaticSiteOptions): Promise<FastifyInstance> {
  const { root, port, host = 'localhost', spaFallback = false, portalConfigFile, landingPage, log = false } = options;
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root} has no build: run "npm run build" first`);
  }
  const app = Fastify({ logger: log });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  app.addHook('onSend', async (_request, reply) => {
    // Remotes are loaded by a shell on another origin.
    reply.header('Access-Control-Allow-Origin', '*');
  });
  if (portalConfigFile) {
    app.get('/portal-config.json', async (_request, reply) => {
      if (!existsSync(portalConfigFile)) return reply.code(404).send({ error: 'portal-config.json not found' });
      return reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(createReadStream(portalConfigFile));
    });
  }
  if (landingPage && existsSync(path.join(root, landingPage))) {
    app.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile(landingPage));
  }
  // The build's scripts and pages from memory; whatever else it holds (source maps, images) is
  // read from disk by the static plugin.
  serveBuildFiles(app, root);
  await app.register(fastifyStatic, {
    root,
    // The builds write .br and .gz copies of their assets: sent as they are, never compressed per request.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (spaFallback && wantsPage && !path.extname(request.url.split('?')[0] ?? '')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ error: 'Not Found', path: request.url });
  });
  await app.listen({ port, host });
  return app;
}
