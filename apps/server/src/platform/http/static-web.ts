import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@portaria/shared';
import type { FastifyInstance } from 'fastify';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
/** A file name in the last segment (`/robots.txt`, `/favicon.ico`, `/assets/x.js`): not a page of the app. */
const isFilePath = (url: string) => /\.[a-z0-9]{1,8}$/i.test(url.split('?')[0]!.split('/').pop() ?? '');

/**
 * Serves the built SPA when present. Hashed files under /assets are cached for a year; index.html
 * is revalidated every time so a deploy is picked up at once. Unknown non-API GETs of a page get index.html
 * (the client router shows the login page for paths it does not know); a missing file is a plain 404.
 */
export const registerWeb = async (app: FastifyInstance, webDist: string) => {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // apps/web's build writes .br/.gz next to each asset; browsers that accept them get those.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        const isAsset = path.includes(`${join(webDist, 'assets')}`);
        res.header('cache-control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWeb && isPage && !isApi(request.url) && !isFilePath(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    // A missing file is a real 404 (a crawler or a stale tab asking for /favicon.ico gets no HTML page).
    if (isPage && !isApi(request.url))
      return reply.code(404).type('text/plain; charset=utf-8').send(MESSAGES.notFoundRoute);
    return reply.code(404).send({ message: MESSAGES.notFoundRoute });
  });
};
