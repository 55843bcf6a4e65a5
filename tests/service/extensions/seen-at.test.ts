import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../src/contract/paths';
import { getJson, postJson, startTestService, type TestService } from '../../utils/service';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 40 });
});
afterAll(() => service.close());

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

interface Ad {
  id: number;
  platform: string;
  first_seen?: string;
  first_seen_at?: string;
  last_seen_at?: string;
}

async function firstAd(version: 'v1' | 'v2'): Promise<Ad> {
  const answer = await postJson(
    `${service.baseUrl(version)}${PATHS[version].search('platform_a')}`,
    { page: 1 },
    'demo-pro',
  );
  const ads = (answer.body as { data: { ads: Ad[] } }).data.ads;
  expect(ads.length).toBeGreaterThan(0);
  return ads[0]!;
}

describe('seen_at extension', () => {
  it('gives every v2 summary and detail its first and last seen instants in ISO 8601 UTC', async () => {
    const summary = await firstAd('v2');
    expect(summary.first_seen_at).toMatch(ISO_UTC);
    expect(summary.last_seen_at).toMatch(ISO_UTC);
    expect(Date.parse(summary.first_seen_at!)).toBeLessThanOrEqual(Date.parse(summary.last_seen_at!));
    const detail = await getJson(`${service.baseUrl('v2')}${PATHS.v2.adDetail('platform_a', summary.id)}`, 'demo-pro');
    const record = (detail.body as { data: Ad }).data;
    expect(record.first_seen_at).toBe(summary.first_seen_at);
    expect(record.last_seen_at).toBe(summary.last_seen_at);
    // The interface's own detail field stays and agrees.
    expect(record.first_seen).toBe(record.first_seen_at);
  });

  it('leaves v1 as the interface has it', async () => {
    const summary = await firstAd('v1');
    expect(summary).not.toHaveProperty('first_seen_at');
    expect(summary).not.toHaveProperty('last_seen_at');
    const detail = await getJson(`${service.baseUrl('v1')}${PATHS.v1.adDetail('platform_a', summary.id)}`, 'demo-pro');
    expect((detail.body as { data: { data: Ad } }).data.data).not.toHaveProperty('first_seen_at');
  });

  it('is listed in capabilities', async () => {
    const answer = await getJson(`${service.baseUrl('v2')}/capabilities`, 'demo-pro');
    expect((answer.body as { data: { extensions: string[] } }).data.extensions).toContain('seen_at');
  });

  it('is described in the v2 OpenAPI document only, on summaries and details', async () => {
    const marked = async (version: 'v1' | 'v2') => {
      const text = await (await fetch(`${service.baseUrl(version)}/openapi.json`)).text();
      return text.match(/"x-extension":"seen_at"/g)?.length ?? 0;
    };
    expect(await marked('v1')).toBe(0);
    const document = (await (await fetch(`${service.baseUrl('v2')}/openapi.json`)).json()) as {
      components: { schemas: Record<string, { properties?: Record<string, { 'x-extension'?: string }> }> };
    };
    const detail = document.components.schemas.AdDetail!.properties!;
    expect(detail.first_seen_at?.['x-extension']).toBe('seen_at');
    expect(detail.last_seen_at?.['x-extension']).toBe('seen_at');
    expect(JSON.stringify(document.components.schemas.SearchPage)).toContain('"x-extension":"seen_at"');
  });
});
