import type { Browser, Request } from 'playwright-core';
import { BROWSER_RENDERS_COOKIE } from '../../src/contract/page-rendering';
/** A request the explorer sent, to be sent again unchanged by the vanilla page. */
export interface ReplayedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Script for a vanilla page: `appendAds(ads)` adds each ad to the feed as a plain article (its
 * lead picture, loaded lazily as the explorer's are, its title and its advertiser).
 */
const APPEND_ADS = `
  const appendAds = (ads) => {
    const feed = document.getElementById('feed');
    for (const ad of ads) {
      const article = document.createElement('article');
      article.setAttribute('aria-label', ad.title || String(ad.id));
      const lead = (ad.media && ad.media[0]) || {};
      const image = document.createElement('img');
      image.src = lead.thumbnail || lead.url || '';
      image.loading = 'lazy';
      image.width = 240;
      image.height = 240;
      image.alt = '';
      const title = document.createElement('h3');
      title.textContent = ad.title || '';
      const owner = document.createElement('p');
      owner.textContent = (ad.owner && ad.owner.name) || '';
      article.append(image, title, owner);
      feed.append(article);
    }
  };`;

/** A page with no framework: the feed `script` fills, with `appendAds` defined before it. */
function vanillaDocument(script: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vanilla</title>
<style>#feed{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:16px}</style></head>
<body><main><div id="feed" role="feed" aria-label="Ads"></div></main><script>${APPEND_ADS}${script}</script></body></html>`;
}

/**
 * The baseline of the first-paint bench: a page with no framework that sends `requests` at once
 * and renders the ads of the search answer as plain articles, as little as a page can do to show
 * the same first ads.
 */
export function vanillaPage(requests: readonly ReplayedRequest[]): string {
  return vanillaDocument(`
    const requests = ${JSON.stringify(requests)};
    const answers = requests.map((r) => fetch(r.url, { method: r.method, headers: r.headers, body: r.body }).then((a) => a.json()));
    Promise.all(answers).then((bodies) => appendAds(bodies.find((body) => body.data && Array.isArray(body.data.ads)).data.ads));`);
}

/**
 * The baseline of the scroll bench: a page with no framework that asks for every page of the
 * search `request` sends (a v2 search), one after another in one snapshot (page 1's `last_hit`),
 * and shows all their ads at once as plain articles, then says "End of results · N ads".
 */
export function vanillaFeedPage(request: ReplayedRequest): string {
  return vanillaDocument(`
    const request = ${JSON.stringify(request)};
    (async () => {
      const body = JSON.parse(request.body);
      let lastHit;
      let count = 0;
      for (let page = 1; ; page += 1) {
        const asked = { ...body, page, ...(lastHit === undefined ? {} : { last_hit: lastHit }) };
        const answer = await fetch(request.url, { method: request.method, headers: request.headers, body: JSON.stringify(asked) }).then((a) => a.json());
        lastHit ??= answer.data.last_hit;
        appendAds(answer.data.ads);
        count += answer.data.ads.length;
        if (!answer.data.has_next_page) break;
      }
      const end = document.createElement('p');
      end.textContent = 'End of results · ' + count + ' ads';
      document.querySelector('main').append(end);
    })();`);
}

/**
 * The explorer's first filters and search requests on `link`, as the vanilla page replays them:
 * recorded from a page the browser renders (the cookie of a browser with settings of its own).
 */
export async function recordFirstRequests(browser: Browser, origin: string, link: string): Promise<ReplayedRequest[]> {
  const context = await browser.newContext();
  await context.addCookies([{ name: BROWSER_RENDERS_COOKIE, value: 'browser', url: origin }]);
  const page = await context.newPage();
  const recorded: Request[] = [];
  page.on('request', (request) => {
    if (/\/api\/v2\/ads\/[^/]+\/(filters|search)$/.test(new URL(request.url()).pathname)) recorded.push(request);
  });
  await page.goto(`${origin}${link}`);
  await page.getByRole('feed', { name: 'Ads' }).getByRole('article').first().waitFor({ timeout: 60_000 });
  const replayed = await Promise.all(
    recorded.slice(0, 2).map(async (request) => {
      const headers = await request.allHeaders();
      return {
        method: request.method(),
        url: request.url(),
        headers: Object.fromEntries(
          Object.entries(headers).filter(([name]) => name === 'x-api-key' || name === 'content-type'),
        ),
        body: request.postData() ?? undefined,
      };
    }),
  );
  await context.close();
  return replayed;
}
