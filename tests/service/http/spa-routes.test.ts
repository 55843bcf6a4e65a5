import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/precompress';
import { COLOR_SCHEME_SCRIPT_HASH, EXPLORER_CSP } from '../../../src/service/http/explorer-csp';
import { PAGE_SCRIPTS_LOADER_HASH } from '../../../src/service/http/page-scripts-after-paint';
import { spaRoutes } from '../../../src/service/http/spa-routes';
import { BROWSER_RENDERS_COOKIE } from '../../../src/contract/page-rendering';

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'dist-'));
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('the built explorer', () => {
  it('shows a plain status page before the explorer is built', async () => {
    const response = await spaRoutes(dist).request('/platform_a?gender=1');
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/service is running[\s\S]*npm run build/);
  });

  it('serves built files and index.html for any other non-API path', async () => {
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Explorer</title>');
    await writeFile(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    const app = spaRoutes(dist);

    const asset = await app.request('/assets/main-abc123.js');
    expect(await asset.text()).toBe('console.log(1)');
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);

    for (const path of ['/', '/platform_a?gender=1&ad=7', '/mega/deep/link']) {
      const page = await app.request(path);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Explorer</title>');
      expect(page.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('leaves API and media paths to the service', async () => {
    const app = spaRoutes(dist);
    for (const path of ['/api/v2/unknown', '/api', '/media/none.svg']) {
      expect((await app.request(path)).status).toBe(404);
    }
  });
});

describe('a page rendered on the server', () => {
  const INDEX =
    '<!doctype html><head><title>Explorer</title><script type="module" crossorigin src="/assets/main-abc123.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/assets/react-abc123.js">\n' +
    '<link rel="stylesheet" crossorigin href="/assets/main-abc123.css"></head><body><div id="root"></div></body>';
  /** A build with a server entry that renders `path` into the root, or fails for `/fail`. */
  async function renderingDist(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'dist-'));
    await mkdir(join(dir, 'server'));
    await writeFile(join(dir, 'index.html'), INDEX);
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets', 'main-abc123.css'), 'body{margin:0}');
    const entry = `export async function renderPage({ path, origin, fetch }) {
      if (path === '/fail') throw new Error('render failed');
      const answer = await (await fetch(origin + '/api/v2/echo')).text();
      return { root: '<p>' + path + ' ' + answer + '</p>', state: '<script type="application/json" id="server-page-state">{}</script>' };
    }`;
    await writeFile(join(dir, 'server', 'render-page.js'), entry);
    return dir;
  }

  it('streams the head, then the markup and its state, with the scripts after them', async () => {
    const dir = await renderingDist();
    const reported: unknown[] = [];
    const app = spaRoutes(dir, { api: () => new Response('from the api'), report: (error) => reported.push(error) });
    const page = await app.request('/platform_a?gender=1', { headers: { 'Accept-Encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString();
    expect(html).toContain(
      '<div id="root"><p>/platform_a?gender=1 from the api</p></div><script type="application/json"',
    );
    expect(html.indexOf('<script type="module"')).toBeGreaterThan(html.indexOf('id="server-page-state"'));
    expect(html.indexOf('rel="modulepreload"')).toBeGreaterThan(html.indexOf('id="server-page-state"'));
    expect(html.split('<script type="module"')).toHaveLength(2);
    // The scripts wait, inert, for the page's one inline script, which the CSP allows by its hash.
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    expect(EXPLORER_CSP).toContain(`'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
    expect(html.indexOf('<template id="page-scripts">')).toBeLessThan(html.indexOf('<script type="module"'));
    // The stylesheet's rules come with the head; its link stays, disabled, for the lazy parts' loader.
    expect(html).toContain(
      '<style>body{margin:0}</style><link disabled rel="stylesheet" crossorigin href="/assets/main-abc123.css">',
    );

    // Read once: its name changes with its content, so a page never needs it read again.
    await rm(join(dir, 'assets', 'main-abc123.css'));
    const failed = await (await app.request('/fail')).text();
    expect(failed).toContain('<style>body{margin:0}</style>');
    expect(failed).toContain('<div id="root"></div><template id="page-scripts"><script type="module"');
    expect(String(reported[0])).toContain('render failed');
    expect((await app.request('/server/render-page.js')).status).toBe(404);
    await rm(dir, { recursive: true, force: true });
  });

  it("carries the styles of the lazy parts the first screen draws, the build's manifest says which", async () => {
    const dir = await renderingDist();
    await writeFile(join(dir, 'assets', 'FilterPanel-x1.css'), '.panel{gap:4px}');
    await writeFile(join(dir, 'assets', 'registry-x2.css'), '.pair{display:flex}');
    await writeFile(join(dir, 'assets', 'drawer-x3.css'), '.drawer{width:40rem}');
    await mkdir(join(dir, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/main.js', css: ['assets/main-abc123.css'] },
      'src/filters/FilterPanel.tsx': { imports: ['index.html', '_registry.js'], css: ['assets/FilterPanel-x1.css'] },
      'src/filters/filter-widget.tsx': { imports: ['_registry.js'] },
      '_registry.js': { css: ['assets/registry-x2.css'] },
      'src/ads/drawer.tsx': { css: ['assets/drawer-x3.css'] },
    };
    await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const app = spaRoutes(dir, { api: () => new Response('from the api'), report: () => {} });
    const html = await (await app.request('/platform_a')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<style>.pair{display:flex}</style><link disabled rel="stylesheet" crossorigin href="/assets/registry-x2.css">',
    );
    expect(head).toContain('<style>.panel{gap:4px}</style>');
    // The page's own stylesheet once; a part the first screen does not draw keeps its styles to itself.
    expect(head.split('body{margin:0}')).toHaveLength(2);
    expect(html).not.toContain('drawer-x3');
    expect((await app.request('/.vite/manifest.json')).status).toBe(404);
    await rm(dir, { recursive: true, force: true });
  });

  it("preloads the code of the lazy parts the first screen draws beside the page's scripts, once each", async () => {
    const dir = await renderingDist();
    await mkdir(join(dir, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/main-abc123.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-abc123.js' },
      'src/filters/FilterPanel.tsx': { file: 'assets/FilterPanel-x1.js', imports: ['index.html', '_registry.js'] },
      'src/filters/filter-widget.tsx': { file: 'assets/filter-widget-x4.js', imports: ['_registry.js', '_react.js'] },
      '_registry.js': { file: 'assets/registry-x2.js', imports: ['_react.js'] },
      'src/ads/drawer.tsx': { file: 'assets/drawer-x3.js' },
    };
    await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const app = spaRoutes(dir, { api: () => new Response('from the api'), report: () => {} });
    const html = await (await app.request('/platform_a')).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    // The page's own preload, then each part after what it imports; what the page loads anyway
    // and parts the first screen does not draw are left out.
    expect(preloads).toEqual([
      '/assets/react-abc123.js',
      '/assets/registry-x2.js',
      '/assets/FilterPanel-x1.js',
      '/assets/filter-widget-x4.js',
    ]);
    expect(html.indexOf('FilterPanel-x1.js')).toBeGreaterThan(html.indexOf('id="server-page-state"'));
    await rm(dir, { recursive: true, force: true });
  });

  it('loads the server entry as the service starts, so the first page does not wait for it', async () => {
    const dir = await renderingDist();
    const loaded = join(dir, 'loaded');
    await writeFile(
      join(dir, 'server', 'render-page.js'),
      `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(loaded)}, 'yes');\n` +
        'export async function renderPage() { return undefined; }',
    );
    spaRoutes(dir, { api: () => new Response('x'), report: () => {} });
    // No page has been asked for.
    await expect.poll(() => readdir(dir)).toContain('loaded');
    await rm(dir, { recursive: true, force: true });
  });

  it('renders a page as the service starts, so the first page asked for finds its code warm', async () => {
    const dir = await renderingDist();
    const rendered = join(dir, 'rendered');
    await writeFile(
      join(dir, 'server', 'render-page.js'),
      `import { writeFileSync } from 'node:fs';\n` +
        `export async function renderPage({ path, fetch }) {\n` +
        `  const answer = await (await fetch('http://localhost/api/v2/echo')).text();\n` +
        `  writeFileSync(${JSON.stringify(rendered)}, path + ' ' + answer);\n` +
        `  return undefined;\n}`,
    );
    spaRoutes(dir, { api: () => new Response('from the api'), report: () => {} });
    // No page has been asked for: the render asked the service in this process.
    await expect.poll(() => readdir(dir)).toContain('rendered');
    expect(await readFile(rendered, 'utf8')).toBe('/ from the api');
    await rm(dir, { recursive: true, force: true });
  });

  it('leaves the page to a browser with settings of its own, and renders nothing without rendering', async () => {
    const dir = await renderingDist();
    const app = spaRoutes(dir, { api: () => new Response('x'), report: () => {} });
    const own = await app.request('/platform_a', { headers: { Cookie: `${BROWSER_RENDERS_COOKIE}=browser` } });
    expect(await own.text()).toBe(INDEX);
    expect(await (await spaRoutes(dir).request('/platform_a')).text()).toBe(INDEX);
    await rm(dir, { recursive: true, force: true });
  });
});

describe('served like a product', () => {
  const script = `console.log(${JSON.stringify('ads '.repeat(2000))});`;

  /** A build folder with a page and a 8 KB script, precompressed by the build plugin. */
  async function builtDist(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'dist-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), `<!doctype html><title>Explorer</title>${'<!-- padding -->'.repeat(80)}`);
    await writeFile(join(dir, 'assets', 'main-abc123.js'), script);
    await writeFile(join(dir, 'assets', 'tiny-abc123.js'), 'console.log(1)');
    const plugin = precompress() as { configResolved(c: unknown): void; closeBundle(): Promise<void> };
    plugin.configResolved({ build: { outDir: dir } });
    await plugin.closeBundle();
    return dir;
  }

  it('the build writes brotli and gzip copies of files of 1 KB and more, and only of those', async () => {
    const dir = await builtDist();
    try {
      expect((await readdir(join(dir, 'assets'))).sort()).toEqual([
        'main-abc123.js',
        'main-abc123.js.br',
        'main-abc123.js.gz',
        'tiny-abc123.js',
      ]);
      expect((await readdir(dir)).filter((name) => name.startsWith('index.html')).sort()).toEqual([
        'index.html',
        'index.html.br',
        'index.html.gz',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('sends the precompressed copy the client accepts, with Vary, and the plain file otherwise', async () => {
    const dir = await builtDist();
    try {
      const app = spaRoutes(dir);
      const get = (path: string, encodings?: string) =>
        app.request(path, { headers: encodings ? { 'accept-encoding': encodings } : {} });

      const br = await get('/assets/main-abc123.js', 'gzip, deflate, br, zstd');
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toBe('Accept-Encoding');
      const brBytes = Buffer.from(await br.arrayBuffer());
      expect(brBytes.length).toBeLessThan(script.length / 10);
      expect(brotliDecompressSync(brBytes).toString()).toBe(script);

      const gzip = await get('/assets/main-abc123.js', 'gzip');
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

      const plain = await get('/assets/main-abc123.js');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      expect(await plain.text()).toBe(script);

      for (const path of ['/', '/platform_a?gender=1']) {
        const page = await get(path, 'br');
        expect(page.headers.get('content-encoding')).toBe('br');
        expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toContain(
          '<title>Explorer</title>',
        );
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('every explorer answer carries the CSP, and no other site may frame it', async () => {
    const app = spaRoutes(dist);
    for (const path of ['/', '/platform_a?gender=1', '/assets/main-abc123.js']) {
      const response = await app.request(path);
      expect(response.headers.get('content-security-policy')).toBe(EXPLORER_CSP);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
    const directives = EXPLORER_CSP.split('; ');
    expect(directives).toContain("default-src 'self'");
    expect(directives).toContain(`script-src 'self' ${COLOR_SCHEME_SCRIPT_HASH} ${PAGE_SCRIPTS_LOADER_HASH}`);
    expect(directives).toContain("frame-ancestors 'none'");
    expect(EXPLORER_CSP).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
