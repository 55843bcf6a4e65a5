import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedEnvelopeSchema, okEnvelopeSchema } from '../../../src/contract/envelope';
import { capabilitiesSchema } from '../../../src/contract/extensions/capabilities';
import { getJson, request, startTestService, type TestService } from '../../utils/service';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 20 });
});
afterAll(() => service.close());

/** Every extension the service implements, in the order it lists them. */
const OFFERED = [
  'totals',
  'owners',
  'boards',
  'saved_searches',
  'hidden',
  'seen_at',
  'similar',
  'feeds',
  'webhooks',
  'trends',
  'histogram',
  'demo_accounts',
];

const url = () => `${service.baseUrl('v2')}/capabilities`;

describe('GET /api/v2/capabilities', () => {
  it('lists the extensions this deployment offers', async () => {
    const answer = await getJson(url(), 'demo-free');
    expect(answer.status).toBe(200);
    expect(okEnvelopeSchema(capabilitiesSchema).parse(answer.body).data.extensions).toEqual(OFFERED);
  });

  it('lists none on a deployment without the extension stores', async () => {
    const bare = await startTestService({ ads: 20, extensions: false });
    try {
      const answer = await getJson(`${bare.baseUrl('v2')}/capabilities`, 'demo-pro');
      expect(okEnvelopeSchema(capabilitiesSchema).parse(answer.body).data.extensions).toEqual([]);
      expect((await getJson(`${bare.baseUrl('v2')}/boards`, 'demo-pro')).status).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('needs a key, answers GET only and is absent from v1', async () => {
    expect(failedEnvelopeSchema.parse((await getJson(url())).body).meta.code).toBe(1001);
    const post = await request(url(), { method: 'POST', headers: { 'x-api-key': 'demo-pro' } });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET']);
    expect((await getJson(`${service.baseUrl('v1')}/capabilities`, 'demo-pro')).status).toBe(404);
  });
});
