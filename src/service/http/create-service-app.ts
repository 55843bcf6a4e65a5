import { Hono } from 'hono';
import { every } from 'hono/combine';
import { API_VERSIONS } from '../../contract/versions';
import type { AdsStore, KeyStore, RateCounter } from '../ads-store';
import type { ExtensionStores } from '../extension-stores';
import { createKeyResolver } from '../keys/key-resolver';
import { apiCors } from './api-cors';
import { authenticate } from './authenticate';
import { limitBody } from './body-limit';
import { docsRoutes } from './docs-routes';
import { extensionRoutes } from './extensions/extension-routes';
import { serviceExtensions } from './extensions/service-extensions';
import { demoAccountsExtension } from './operations/demo-accounts/demo-accounts-extension';
import { failedResponse } from './envelope';
import { jsonBody } from './json-body';
import { layoutRoutes } from './layout-routes';
import { mediaRoutes } from './media-routes';
import { searchTotals } from './operations/totals/search-totals';
import { searchTotalsSchema } from '../../contract/extensions/totals';
import { storedPerSnapshot } from '../stored-per-snapshot';
import {
  ANONYMOUS_RATE_LIMIT,
  countPerAddress,
  DEMO_ACCOUNT_LIMIT,
  keyless,
  limitPerAddress,
  limitPerKey,
  type RateLimits,
} from './rate-limit';
import { databaseFailure } from './database-failure';
import { apiAnswerHeaders, securityHeaders } from './security-headers';
import { ServiceError } from './service-error';
import type { ServiceEnv } from './service-env';

/** What the service is built from; everything but the stores has a default. */
export interface ServiceAppOptions {
  store: AdsStore;
  keys: KeyStore;
  /** Rate-limit counters, shared by every process on the database. */
  rates: RateCounter;
  /** The per-key stores of the v2 extensions (DESIGN §8); without them the service offers none. */
  extensions?: ExtensionStores;
  /** Accept the public `demo-pro` and `demo-free` keys; default true. */
  demoKeys?: boolean;
  /**
   * Request limits per key, and per client address for missing and unknown keys, counted over
   * `windowMs` (default a minute), and demo accounts minted per client address
   * (`demoAccountLimit`); `false` turns limits off.
   */
  rateLimit?: { windowMs?: number; anonymousLimit?: number; demoAccountLimit?: number } | false;
  /** Largest request body in bytes; default 64 KiB. */
  bodyLimit?: number;
  /**
   * Receives one line per failure the service did not expect (1099), that the database's
   * statement timeout cut (1012) or that found the database out of reach (1013); never keys.
   * Default `console.error`.
   */
  logError?: (line: string) => void;
  /**
   * Private, loopback or link-local hosts webhooks may point at (`WEBHOOK_ALLOW_HOSTS`); default
   * none.
   */
  webhookAllowHosts?: readonly string[];
}

export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** The service's HTTP app: both path layouts under `/api/v1` and `/api/v2` with their docs, and `/media`. */
export function createServiceApp(options: ServiceAppOptions): Hono<ServiceEnv> {
  const { store, keys, demoKeys = true, logError = console.error } = options;
  const limits: RateLimits | undefined =
    options.rateLimit === false
      ? undefined
      : {
          counter: options.rates,
          windowMs: options.rateLimit?.windowMs ?? 60_000,
          anonymousLimit: options.rateLimit?.anonymousLimit ?? ANONYMOUS_RATE_LIMIT,
        };
  const maxBody = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const resolver = createKeyResolver(keys, demoKeys, limits);
  const guard = limits
    ? every(jsonBody(maxBody), authenticate(resolver, limitPerAddress(limits)), limitPerKey(limits))
    : every(jsonBody(maxBody), authenticate(resolver));
  const open = limits ? every(jsonBody(maxBody), keyless(limitPerAddress(limits))) : jsonBody(maxBody);
  const mintLimit = options.rateLimit === false ? undefined : options.rateLimit?.demoAccountLimit;
  const limitMinting = limits
    ? countPerAddress(limits, 'demo-account', mintLimit ?? DEMO_ACCOUNT_LIMIT)
    : async () => {};
  const extensions = options.extensions
    ? [
        ...serviceExtensions(
          store,
          options.extensions,
          { guard, open },
          { allowHosts: options.webhookAllowHosts ?? [] },
        ),
        // Demo accounts give each demo visitor a workspace: offered where the demo keys are.
        ...(demoKeys ? [demoAccountsExtension(keys, guard, limitMinting)] : []),
      ]
    : [];
  const app = new Hono<ServiceEnv>();
  app.use('*', securityHeaders);
  app.use('/api/*', apiAnswerHeaders, apiCors);
  app.use('/api/*', limitBody(maxBody));
  // Before the layouts: `/ads/{platform}/histogram` would otherwise read as an ad's detail.
  app.route('/api/v2', extensionRoutes(extensions, guard));
  for (const version of API_VERSIONS) {
    app.route(`/api/${version}`, docsRoutes(version));
    const extras =
      version === 'v2' && options.extensions
        ? {
            bookmarks: options.extensions.boards,
            hidden: true,
            totals: storedPerSnapshot(searchTotals(options.extensions.counter), options.extensions.answers, {
              kind: 'totals',
              schema: searchTotalsSchema,
            }),
            seenAt: true,
          }
        : {};
    app.route(`/api/${version}`, layoutRoutes(version, store, guard, extras));
  }
  app.route('/', mediaRoutes());
  app.notFound((c) => failedResponse(c, new ServiceError('not_found', 'There is nothing at this address.')));
  app.onError((error, c) => {
    if (error instanceof ServiceError) return failedResponse(c, error);
    const failure = databaseFailure(error);
    if (failure) {
      logError(`${c.req.method} ${c.req.path} ${failure.logged}`);
      return failedResponse(c, failure.answer);
    }
    logError(`${c.req.method} ${c.req.path} failed: ${error.message}`);
    return failedResponse(c, new ServiceError('internal', 'The service failed to answer; try again.'));
  });
  return app;
}
