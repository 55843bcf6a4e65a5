import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaRoutes } from '../../../src/service/http/spa-routes';

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
