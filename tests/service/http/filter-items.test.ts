import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '../../../src/contract/zod';
import { okEnvelopeSchema } from '../../../src/contract/envelope';
import { optionRecordSchema } from '../../../src/contract/filters';
import { PATHS } from '../../../src/contract/paths';
import { getJson, startTestService, type TestService } from '../../utils/service';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 50 });
});
afterAll(() => service.close());

const options = okEnvelopeSchema(z.array(optionRecordSchema));
const v1 = () => service.baseUrl('v1') + PATHS.v1.filterItems('platform_a', 'interests');
const v2 = () => service.baseUrl('v2') + PATHS.v2.filterItems('platform_a', 'interests');

async function keysOf(url: string) {
  const answer = await getJson(url, 'demo-pro');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return options.parse(answer.body).data.map((o) => o.key);
}

/** A GET with a JSON body, which browsers cannot send but other clients do (DESIGN §3). */
function getWithBody(url: string, body: unknown): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = httpRequest(
      url,
      {
        method: 'GET',
        headers: {
          'x-api-key': 'demo-pro',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
        },
      },
      (res) => {
        let data = '';
        res.on('data', (chunk: Buffer) => (data += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(data) }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

describe('filter items', () => {
  it('finds options by case-insensitive text', async () => {
    const all = options.parse((await getJson(`${v1()}?search=`, 'demo-pro')).body).data;
    const label = all[0]!.label!;
    const found = options.parse(
      (await getJson(`${v1()}?search=${encodeURIComponent(label.toUpperCase())}`, 'demo-pro')).body,
    ).data;
    expect(found.map((o) => o.label)).toContain(label);
    expect(found.every((o) => o.label!.toLowerCase().includes(label.toLowerCase()))).toBe(true);
  });

  it('finds options by ids in every query form of each layout', async () => {
    const [a, b] = (await keysOf(`${v1()}?search=`)).slice(0, 2) as number[];
    const expected = [a, b].sort();
    expect((await keysOf(`${v1()}?ids=${a},${b}`)).sort()).toEqual(expected);
    expect((await keysOf(`${v2()}?id=${a}&id=${b}`)).sort()).toEqual(expected);
    expect((await keysOf(`${v2()}?id=${a},${b}`)).sort()).toEqual(expected);
  });

  it('reads search and id from a JSON body too', async () => {
    const [a, b] = (await keysOf(`${v1()}?search=`)).slice(0, 2) as number[];
    const byIds = await getWithBody(v2(), { id: [a, b] });
    expect(
      options
        .parse(byIds.body)
        .data.map((o) => o.key)
        .sort(),
    ).toEqual([a, b].sort());
    const byIdsV1 = await getWithBody(v1(), { ids: [a] });
    expect(options.parse(byIdsV1.body).data.map((o) => o.key)).toEqual([a]);
    const bySearch = await getWithBody(v2(), { search: 'zzzz-no-such-interest' });
    expect(options.parse(bySearch.body).data).toEqual([]);
  });

  it('answers 1004 naming ids that are not integers', async () => {
    const answer = await getJson(`${v1()}?ids=1,two`, 'demo-pro');
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ meta: { code: 1004, errors: [{ field: 'ids.1' }] } });
  });
});
