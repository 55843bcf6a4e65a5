import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { BROWSER_RENDERS_COOKIE } from '../../contract/page-rendering';
import { EXPLORER_CSP } from './explorer-csp';
import { DEFAULT_RENDER_LIMITS, type RenderLimits } from './render-limits';
import type { RendersInFlight } from './renders-in-flight';
import { serverRenderedPage } from './server-rendered-page';

/** Paths that belong to the service; the explorer never answers for them. */
const SERVICE_PATHS = /^\/(?:api|media)(?:\/|$)/;

const STATUS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Ads search service</title></head>
<body>
<h1>The ads search service is running</h1>
<p>The explorer has not been built yet: run <code>npm run build</code>, or <code>npm start</code>.</p>
<p>API: <code>/api/v1</code> and <code>/api/v2</code>. Reference: <a href="/api/v2/docs">v2</a>, <a href="/api/v1/docs">v1</a>.</p>
</body></html>`;

/** A path of the explorer's pages rather than of a file: its last segment has no extension. */
const PAGE_PATH = /\/[^/.]*$/;

/** Where the explorer's pages are rendered. */
export interface PageRendering {
  /** Answers the service's requests in this process (the service app's `fetch`). */
  api: (request: Request) => Response | Promise<Response>;
  /** Hears why a page could not be rendered on the server. */
  report: (error: unknown) => void;
  /** What the renders may take; each limit left out is `DEFAULT_RENDER_LIMITS`'. */
  limits?: Partial<RenderLimits>;
  /** Where the renders running are kept, for a shutdown to wait for them (`pageRendering` gives one). */
  running?: RendersInFlight;
}

/**
 * The built explorer from `distDir`: its files, and its page for every other path such as
 * `/platform_a?gender=1` so saved links open the app, with the link's first screen rendered on
 * the server when `rendering` is given, the build has a server entry and the browser has no
 * settings of its own (`BROWSER_RENDERS_COOKIE`). Without a build, a
 * plain status page. Files the build precompressed (`.br`, `.gz` beside them) are sent that way
 * to clients that accept it; the server entry is never sent; every answer carries the explorer's
 * CSP and may not be framed.
 */
export function spaRoutes(distDir: string, rendering?: PageRendering) {
  const indexFile = join(distDir, 'index.html');
  const root = relative(process.cwd(), distDir) || '.';
  const renderedPage =
    rendering &&
    serverRenderedPage(
      distDir,
      rendering.api,
      rendering.report,
      { ...DEFAULT_RENDER_LIMITS, ...rendering.limits },
      rendering.running,
    );
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
      // The server entry and the build's manifest are the service's, not the page's.
      if (c.req.path.startsWith('/server/') || c.req.path.startsWith('/.vite/')) return c.notFound();
      if (
        renderedPage &&
        c.req.method === 'GET' &&
        PAGE_PATH.test(c.req.path) &&
        !getCookie(c, BROWSER_RENDERS_COOKIE)
      ) {
        const page = await renderedPage(c);
        if (page) return page;
      }
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
