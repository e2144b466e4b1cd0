// The built web apps: the POS at /bo, the manager's reports at /bo/reports, the kitchen display
// at /kds, the customer site at /.
// Files are served as built; any other GET of an app's page answers its index.html, so deep
// links work (SPA fallback). An app not built yet answers a page saying how to build it.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notBuiltPage } from '../messages.ts';

export interface WebApp {
  readonly name: string;
  readonly prefix: string;
  readonly dist: string;
}

export const webAppsIn = (webDir: string): WebApp[] => [
  // Before the POS: /bo/reports is under /bo, and the first app whose prefix matches serves a path.
  { name: 'reports', prefix: '/bo/reports', dist: resolve(webDir, 'web/reports/dist') },
  { name: 'pos', prefix: '/bo', dist: resolve(webDir, 'web/pos/dist') },
  { name: 'kds', prefix: '/kds', dist: resolve(webDir, 'web/kds/dist') },
  { name: 'site', prefix: '', dist: resolve(webDir, 'web/site/dist') },
];

/** Paths that belong to the API, never to an app page. */
const isApiPath = (path: string) => /^\/(api(-[a-z]+)?|docs|live)(\/|$)/i.test(path);

const appOf = (apps: readonly WebApp[], path: string) =>
  apps.find((app) => path === app.prefix || path.startsWith(`${app.prefix}/`));

export async function registerWebApps(app: FastifyInstance, apps: readonly WebApp[]) {
  let decorateReply = true;
  for (const web of apps) {
    if (!existsSync(join(web.dist, 'index.html'))) {
      app.log.warn(`web app ${web.name} is not built (${web.dist}): run npm run build:web`);
      continue;
    }
    await app.register(fastifyStatic, {
      root: web.dist,
      prefix: `${web.prefix}/`,
      decorateReply,
      index: ['index.html'],
      // Hashed asset names may be cached for good; index.html never is (see below).
      setHeaders: (res, path) => {
        if (path.includes(`${join(web.dist, 'assets')}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    decorateReply = false;
  }
}

/** Answers an app page for a GET that matched no file and no route; false when it is not one. */
export function spaFallback(apps: readonly WebApp[]) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const path = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(path)) return false;
    const web = appOf(apps, path);
    if (!web) return false;
    // A missing asset (a file name with an extension) stays a 404.
    if (/\.[a-z0-9]+$/i.test(path) && path !== `${web.prefix}/index.html`) return false;
    const index = join(web.dist, 'index.html');
    reply.header('cache-control', 'no-cache');
    if (!existsSync(index)) {
      reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage(web.name, web.dist));
      return true;
    }
    reply.type('text/html; charset=utf-8').send(await readFile(index));
    return true;
  };
}
