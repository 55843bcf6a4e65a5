import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import type { ApiVersion } from '../../contract/versions';
import { openApiDocument } from '../openapi/openapi-document';
import { jsonAnswer } from './json-answer';

/** Files of swagger-ui-dist the reference page loads; served from node_modules, never a CDN. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

function page(version: ApiVersion): string {
  const base = `/api/${version}/docs`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Ads search service ${version} — reference</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${base}/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="${base}/swagger-ui-bundle.js"></script>
<script src="${base}/init.js"></script>
</body>
</html>`;
}

/** Starts the reference page on this layout's document; a file, so the page needs no inline script. */
function initScript(version: ApiVersion): string {
  return `window.ui = SwaggerUIBundle({ url: '/api/${version}/openapi.json', dom_id: '#reference', deepLinking: true });\n`;
}

/** `/openapi.json` and the `/docs` reference page of one layout; neither needs a key. */
export function docsRoutes(version: ApiVersion) {
  const document = openApiDocument(version);
  return new Hono()
    .get('/openapi.json', (c) => jsonAnswer(c, document, 200))
    .get('/docs', (c) => {
      c.header('Content-Security-Policy', "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'");
      return c.html(page(version));
    })
    .get('/docs/init.js', (c) => c.body(initScript(version), 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
    .get('/docs/:asset', async (c) => {
      const asset = c.req.param('asset');
      if (!Object.hasOwn(ASSETS, asset)) return c.notFound();
      const body = await readFile(join(swaggerDir, asset));
      const type = ASSETS[asset]!;
      return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
    });
}
