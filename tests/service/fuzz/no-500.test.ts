import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyEnvelopeSchema } from '../../../src/contract/envelope';
import { RESULT_CODES, resultNameOf } from '../../../src/contract/error-codes';
import { issueKey } from '../../../src/service/keys/key-commands';
import { startTestService, type TestService } from '../../utils/service';
import { testBackend } from '../../utils/test-database';
import { EXTENSION_OPERATIONS } from '../../../src/service/openapi/extension-specs';
import { extensionName, FUZZ_KEY, fuzzRequest, type FuzzRequest } from './fuzz-requests';

/** Requests per run, sent together; runs × batch is the number of requests per backend. */
const BATCH = 25;
const RUNS = 420;

/** Answers that are not envelopes: the OpenAPI documents, reference pages and media. */
const isDocument = (path: string) => /^\/(?:api\/v[12]\/(?:openapi\.json|docs)|media\/)/.test(path);

describe(`generated requests on ${testBackend()}`, () => {
  const logged: string[] = [];
  const histogram = new Map<string, number>();
  /** Answers of each extension operation that came from the operation, not from a route that missed. */
  const reached = new Map<string, number>();
  let service: TestService;
  let secret: string;

  beforeAll(async () => {
    service = await startTestService({ ads: 300, app: { logError: (line) => logged.push(line) } });
    ({ secret } = await issueKey(service.keys, { plan: 'pro', label: 'fuzz', rateLimit: 1_000_000 }));
  });
  afterAll(async () => {
    const total = [...histogram.values()].reduce((a, b) => a + b, 0);
    const lines = [...histogram].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `  ${k}: ${n}`);
    console.log(`${testBackend()}: ${total} generated requests, by HTTP status/code:\n${lines.join('\n')}`);
    await service?.close();
  });

  /**
   * Sends one request and checks its answer; throws with the request when the answer breaks the
   * contract. A request `overSocket` goes through the Node server every client meets; the others
   * reach the same app in this process, without the network's cost.
   */
  async function check(request: FuzzRequest, overSocket: boolean): Promise<void> {
    const headers = { ...request.headers };
    if (headers['x-api-key'] === FUZZ_KEY) headers['x-api-key'] = secret;
    const init = { method: request.method, headers, body: request.body };
    const url = service.origin + request.path;
    const response = overSocket ? await fetch(url, init) : await service.handle(new Request(url, init));
    const text = await response.text();
    if (request.extension && !text.includes('There is nothing at this address.')) {
      reached.set(request.extension, (reached.get(request.extension) ?? 0) + 1);
    }
    const where = `${request.method} ${request.path} ${JSON.stringify(request.body ?? '')} → ${response.status} ${text.slice(0, 300)}`;
    if (response.status >= 500) throw new Error(`5xx: ${where}`);
    const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false;
    if (response.status === 200 && (!isJson || isDocument(request.path))) {
      histogram.set('200/document', (histogram.get('200/document') ?? 0) + 1);
      return;
    }
    const envelope = anyEnvelopeSchema.safeParse(isJson ? JSON.parse(text) : undefined);
    if (!envelope.success) throw new Error(`not an envelope: ${where}`);
    const code = envelope.data.meta.code ?? -1;
    const name = resultNameOf(code);
    if (!name || RESULT_CODES[name].status !== response.status) throw new Error(`undocumented code: ${where}`);
    if (name === 'validation_failed' && !envelope.data.meta.errors?.length)
      throw new Error(`1004 without fields: ${where}`);
    histogram.set(`${response.status}/${code}`, (histogram.get(`${response.status}/${code}`) ?? 0) + 1);
  }

  it(`answers ${RUNS * BATCH} requests to every route with documented codes and no 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fuzzRequest, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        // One request of each batch, RUNS in all, goes over the socket.
        await Promise.all(batch.map((request, i) => check(request, i === 0)));
      }),
      // A failure names its request; shrinking batches of requests would only repeat them.
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(logged).toEqual([]);
    const total = [...histogram.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(10_000);
    // The premise: the requests reached the operations, not only the guards.
    expect(histogram.get('200/1000') ?? 0).toBeGreaterThan(500);
    expect(histogram.get('422/1004') ?? 0).toBeGreaterThan(500);
    // …and every extension operation the OpenAPI document lists, each many times.
    const fewest = Math.min(...EXTENSION_OPERATIONS.map((operation) => reached.get(extensionName(operation)) ?? 0));
    expect(fewest).toBeGreaterThan(50);
  }, 240_000);
});
