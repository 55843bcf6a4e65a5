import type { AdsStore, KeyStore } from '../../src/service/ads-store';
import { createServiceApp, type ServiceAppOptions } from '../../src/service/http/create-service-app';
import { listen } from '../../src/service/http/listen';
import type { Db } from '../../src/service/storage/db';
import { createPgAdsStore } from '../../src/service/storage/pg-ads-store';
import { createPgExtensionStores } from '../../src/service/storage/pg-extension-stores';
import { createPgKeyStore } from '../../src/service/storage/pg-key-store';
import { createPgRateCounter } from '../../src/service/storage/pg-rate-counter';
import { openTestDatabase } from './test-database';
import type { ApiVersion } from '../../src/contract/versions';

/** The real service on a loopback port over an in-memory database with a small demo catalogue. */
export interface TestService {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `<origin>/api/<version>` — the interface doc's `{base_url}`. */
  baseUrl(version: ApiVersion): string;
  /** The service's own handler: answers a request in this process, without the network. */
  handle(request: Request): Response | Promise<Response>;
  db: Db;
  store: AdsStore;
  keys: KeyStore;
  close(): Promise<void>;
}

export interface TestServiceOptions {
  /** Ads in the demo catalogue; default 1,500. */
  ads?: number;
  /** Serve the v2 extensions (DESIGN §8); default true. */
  extensions?: boolean;
  /** Unix milliseconds the service cuts snapshots and stamps per-key records with; default the system clock. */
  clock?: () => number;
  /** Overrides of the app options (rate limit window, body limit, demo keys). */
  app?: Omit<Partial<ServiceAppOptions>, 'store' | 'keys' | 'rates'>;
  /** What the service reads and writes through, given its test database; default that database. */
  database?: (db: Db) => Db;
}

/** Starts the service; call `close()` in `afterAll`. */
export async function startTestService(options: TestServiceOptions = {}): Promise<TestService> {
  const db = await openTestDatabase({ ads: options.ads ?? 1500 }).then(options.database ?? ((opened) => opened));
  const store = createPgAdsStore(db, { clock: options.clock });
  const keys = createPgKeyStore(db);
  const extensions = options.extensions === false ? undefined : createPgExtensionStores(db, options.clock);
  const app = createServiceApp({ store, keys, rates: createPgRateCounter(db), extensions, ...options.app });
  const server = await listen(app.fetch, 0, '127.0.0.1');
  const origin = `http://127.0.0.1:${server.port}`;
  return {
    origin,
    baseUrl: (version) => `${origin}/api/${version}`,
    handle: app.fetch,
    db,
    store,
    keys,
    async close() {
      await server.close();
      await db.close();
    },
  };
}

/** An answer read as JSON, with its status and headers. */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Sends a request and reads the answer as JSON (every API answer is an envelope). */
export async function request(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** A JSON POST with the key in the `x-api-key` header (omit `key` to send none). */
export function postJson(url: string, body: unknown, key?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key) headers['x-api-key'] = key;
  return request(url, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** A GET with the key in the `x-api-key` header (omit `key` to send none). */
export function getJson(url: string, key?: string): Promise<Answer> {
  return request(url, key ? { headers: { 'x-api-key': key } } : {});
}
