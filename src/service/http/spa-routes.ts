import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { EXPLORER_CSP } from './explorer-csp';

/** Paths that belong to the service; the explorer never answers for them. */
const SERVICE_PATHS = /^\/(?:api|media)(?:\/|$)/;

const STATUS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Ads search service</title></head>
<body>
<h1>The ads search service is running</h1>
<p>The explorer has not been built yet: run <code>npm run build</code>, or <code>npm start</code>.</p>
<p>API: <code>/api/v1</code> and <code>/api/v2</code>. Reference: <a href="/api/v2/docs">v2</a>, <a href="/api/v1/docs">v1</a>.</p>
</body></html>`;

/**
 * The built explorer from `distDir`: its files, and `index.html` for every other path such as
 * `/platform_a?gender=1` so saved links open the app. Without a build, a plain status page.
 * Files the build precompressed (`.br`, `.gz` beside them) are sent that way to clients that
 * accept it; every answer carries the explorer's CSP and may not be framed.
 */
export function spaRoutes(distDir: string) {
  const indexFile = join(distDir, 'index.html');
  const root = relative(process.cwd(), distDir) || '.';
  // Made on first use: serveStatic complains at creation when the folder is not built yet.
  let files: MiddlewareHandler | undefined;
  let index: MiddlewareHandler | undefined;
  return new Hono()
    .use('*', async (c, next) => {
      if (SERVICE_PATHS.test(c.req.path)) return next();
      await next();
      // Caches must key every answer by encoding, the identity ones too.
      if (!/accept-encoding/i.test(c.res.headers.get('Vary') ?? ''))
        c.header('Vary', 'Accept-Encoding', { append: true });
    })
    .use('*', async (c, next) => {
      if (SERVICE_PATHS.test(c.req.path)) return next();
      c.header('Content-Security-Policy', EXPLORER_CSP);
      c.header('X-Frame-Options', 'DENY');
      if (!existsSync(indexFile)) return next();
      // Vite puts content-hashed names under assets/; anything else may change between builds.
      c.header('Cache-Control', c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      files ??= serveStatic({ root, precompressed: true });
      return files(c, next);
    })
    .get('*', async (c, next) => {
      if (SERVICE_PATHS.test(c.req.path)) return next();
      c.header('Cache-Control', 'no-cache');
      if (!existsSync(indexFile)) return c.html(STATUS_PAGE);
      index ??= serveStatic({ root, path: 'index.html', precompressed: true });
      return index(c, next);
    });
}
