import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Context } from 'hono';
import { chooseEncoding } from './json-answer';
import { clientAddress } from './rate-limit';
import { firstScreenParts } from './first-screen-parts';
import { createRenderGate } from './render-gate';
import type { RenderLimits } from './render-limits';
import { reusedRenders } from './reused-renders';
import type { RendersInFlight } from './renders-in-flight';
import { pageScriptsAfterPaint } from './page-scripts-after-paint';

/** A search link rendered for a browser with no saved settings (the explorer's `RenderedPage`). */
interface RenderedPage {
  root: string;
  state: string;
}

/** What the built explorer's server entry, `dist/server/render-page.js`, exports. */
interface PageRenderer {
  renderPage(request: { path: string; origin: string; fetch: typeof fetch }): Promise<RenderedPage | undefined>;
}

/** The root element of the built `index.html`, which the rendered markup fills. */
const ROOT_ELEMENT = '<div id="root"></div>';

/** The built page's module script and its preloads. */
const SCRIPT_TAGS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/** The built page's stylesheet links, with the path of each under the build's folder. */
const STYLESHEET_LINKS = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/** Where the page rendered as the service starts is said to be served: its requests stay in this process. */
const WARM_UP_ORIGIN = 'http://localhost';

/** Brotli quality 4: fast enough to compress a page as it streams. */
const BROTLI_QUALITY = 4;

function compressorFor(encoding: 'br' | 'gzip' | undefined) {
  if (encoding === 'br') return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  if (encoding === 'gzip') return createGzip();
  return new PassThrough();
}

/** Resolves once what was written to `body` is compressed and handed on towards the socket. */
function headSent(body: ReturnType<typeof compressorFor>): Promise<void> {
  return new Promise((resolve) => {
    const handedOn = () => setImmediate(resolve);
    if ('flush' in body) body.flush(handedOn);
    else handedOn();
  });
}

/** The built page around its root element, as a rendered page is sent. */
interface PageParts {
  /** Everything before the root, its stylesheets inline and without its scripts. */
  head: string;
  /**
   * The module script, its preloads and those of the first screen's lazy parts, sent after the
   * markup and inserted after the first paint.
   */
  scripts: string;
  /** Everything after the root. */
  tail: string;
}

/**
 * The parts of the built `index` page, or undefined when it has no root element. The stylesheets'
 * rules are written into the head: the first paint needs them, and a request for them would wait
 * behind this process's render. Each link stays, disabled, so the browser does not fetch it, and
 * the loader of the build's lazy parts, which adds a part's stylesheets unless a link to them is
 * in the page, does not add it again.
 */
function pagePartsOf(index: string, distDir: string): PageParts | undefined {
  const [page, tail] = index.split(ROOT_ELEMENT);
  if (page === undefined || tail === undefined) return undefined;
  const inline = (link: string, path: string) => {
    const rules = readFileSync(join(distDir, path), 'utf8');
    if (rules.includes('</style')) return link;
    return `<style>${rules}</style>${link.replace('<link ', '<link disabled ')}`;
  };
  const linked = new Set([...page.matchAll(STYLESHEET_LINKS)].map((match) => match[1]));
  const firstScreen = firstScreenParts(distDir);
  // The styles of the lazy parts the first screen draws come with the page, as the page's own do.
  const firstScreenStyles = firstScreen.stylesheets
    .filter((path) => !linked.has(path))
    .map((path) => inline(`<link rel="stylesheet" crossorigin href="/${path}">`, path))
    .join('');
  // Their code is fetched beside the page's scripts: asked for only once React reached them, it
  // came a round of requests after the page's scripts had run, and the panel stayed inert.
  const firstScreenScripts = firstScreen.scripts
    .map((path) => `<link rel="modulepreload" crossorigin href="/${path}">`)
    .join('');
  const head = page
    .replace(SCRIPT_TAGS, '')
    .replace(STYLESHEET_LINKS, inline)
    .replace('</head>', `${firstScreenStyles}</head>`);
  const scripts = pageScriptsAfterPaint(`${(page.match(SCRIPT_TAGS) ?? []).join('')}${firstScreenScripts}`);
  return { head, scripts, tail };
}

/** `promise`'s value, or undefined when it fails or takes longer than `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

/**
 * The explorer's page with its first screen rendered on the server, when the build has a server
 * entry (`npm run build` makes one). The head, its stylesheet inline, is sent at once; the page's
 * catalogue and first search are then answered, by `api` in this process, and rendered, and the
 * markup and the answers it shows follow. A page that is not rendered (a workspace page, a
 * failing search, a failing render, a render past `limits.budgetMs` or beyond the renders
 * `limits` allow) is sent with an empty root, which the browser renders itself. The default page
 * (`/`) is rendered once and reused for `limits.defaultPageReuseMs`. `report` hears why a render
 * failed. Every render, also one that outlives its page, is added to `running` while it runs.
 */
export function serverRenderedPage(
  distDir: string,
  api: (request: Request) => Response | Promise<Response>,
  report: (error: unknown) => void,
  limits: RenderLimits,
  running?: RendersInFlight,
) {
  const entry = join(distDir, 'server', 'render-page.js');
  const indexFile = join(distDir, 'index.html');
  const load = () => import(pathToFileURL(entry).href) as Promise<PageRenderer>;
  const fetchInProcess = ((input: RequestInfo | URL, init?: RequestInit) =>
    api(new Request(input, init))) as typeof fetch;
  // Loaded, and a first page rendered, as the service starts, not by the first page asked for:
  // that page's render would wait behind the load and run cold (400-500 ms against 60-100 warm),
  // past its budget on a busy machine. A failed load is reported by each render.
  let renderer = existsSync(entry) ? load() : undefined;
  const gate = createRenderGate(limits);
  const defaultPages = reusedRenders<RenderedPage>(limits.defaultPageReuseMs);
  const warming = renderer;
  if (warming) {
    defaultPages.get(WARM_UP_ORIGIN, () => {
      const warmUp = warming
        .then((module) => module.renderPage({ path: '/', origin: WARM_UP_ORIGIN, fetch: fetchInProcess }))
        .catch(() => undefined);
      running?.add(warmUp);
      return warmUp;
    });
  }
  // Assembled once per build: the page is read on each request only to see whether it changed.
  let assembled: { index: string; parts: PageParts | undefined } | undefined;
  return async (c: Context): Promise<Response | undefined> => {
    if (!existsSync(entry)) return undefined;
    const loaded = (renderer ??= load());
    const index = readFileSync(indexFile, 'utf8');
    if (assembled?.index !== index) assembled = { index, parts: pagePartsOf(index, distDir) };
    if (!assembled.parts) return undefined;
    // The scripts are asked for after the first paint: the markup, which that paint needs, has the
    // connection and the main thread to itself; hydration follows it.
    const { head, scripts, tail } = assembled.parts;
    const url = new URL(c.req.url);
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    const body = compressorFor(encoding);
    body.write(`${head}<div id="root">`);
    // The head leaves before the render starts, which holds this process's event loop: the
    // browser parses the stylesheet meanwhile.
    const sent = headSent(body);
    const start = () => {
      const slot = gate.admit(clientAddress(c));
      if (!slot) return undefined;
      const rendering = sent.then(() =>
        loaded.then((module) =>
          module.renderPage({ path: `${url.pathname}${url.search}`, origin: url.origin, fetch: fetchInProcess }),
        ),
      );
      // The slot is held until the render ends, even when its page was sent without it.
      void rendering.catch(report).finally(() => slot.release());
      running?.add(rendering);
      return rendering;
    };
    const rendering = url.pathname === '/' && url.search === '' ? defaultPages.get(url.origin, start) : start();
    void sent
      .then(() => (rendering ? within(rendering, limits.budgetMs) : undefined))
      .then((rendered) =>
        body.end(`${rendered ? `${rendered.root}</div>${rendered.state}` : '</div>'}${scripts}${tail}`),
      );
    return c.body(Readable.toWeb(body) as ReadableStream, 200, {
      'Content-Type': 'text/html; charset=UTF-8',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
  };
}
