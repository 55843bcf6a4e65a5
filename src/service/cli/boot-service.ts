import { DEFAULT_WEBHOOK_INTERVAL_MS, DEFAULT_WEBHOOK_RETRY_MS, type ServiceConfig } from '../config';
import { DEMO_KEYS } from '../keys/demo-keys';
import { startIngestion } from '../demo/ingestion';
import { ingestionLog } from '../demo/ingestion-log';
import { seedDemo } from '../demo/seed-demo';
import { createServiceApp } from '../http/create-service-app';
import { createPgAdsStore } from '../storage/pg-ads-store';
import { createPgExtensionStores } from '../storage/pg-extension-stores';
import { createPgKeyStore } from '../storage/pg-key-store';
import type { Db } from '../storage/db';
import type { ReplicaSet } from '../storage/replica-set';
import { createPgRateCounter } from '../storage/pg-rate-counter';
import { createPgAdCounter } from '../storage/pg-ad-counter';
import { createPgWebhookStore } from '../storage/pg-webhook-store';
import { startDeliveryLoop } from '../webhooks/delivery-loop';
import { logReplicas, openConfiguredDatabase, openReplicas } from './open-configured-database';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Opens (or creates) the database, seeds the demo catalogue once, starts ingestion when asked and
 * the webhook deliveries: the part of booting that one process of a deployment does.
 */
export async function bootData(config: ServiceConfig, log: (line: string) => void) {
  const db = await openConfiguredDatabase(config, log);
  let lastShown = 0;
  const outcome = await seedDemo(db, {
    ads: config.demoAds,
    onProgress: (done, total) => {
      if (done === total || Date.now() - lastShown > 1000) {
        lastShown = Date.now();
        log(`Seeding the demo catalogue: ${count(done)} of ${count(total)} ads`);
      }
    },
  });
  if (outcome.kind === 'seeded') log(`Seeded ${count(outcome.ads)} demo ads in ${(outcome.ms / 1000).toFixed(1)} s`);
  const ingestion = config.ingest && startIngestion(db, { ...config.ingest, ...ingestionLog(log) });
  if (config.ingest) {
    const bound = config.ingest.maxAds === undefined ? 'no bound' : `at most ${count(config.ingest.maxAds)} live`;
    log(`Ingesting ${config.ingest.batch} ads every ${config.ingest.intervalMs} ms (${bound})`);
  }
  const deliveries = startDeliveryLoop({
    store: createPgAdsStore(db),
    counter: createPgAdCounter(db),
    webhooks: createPgWebhookStore(db),
    targets: { allowHosts: config.webhookAllowHosts ?? [] },
    intervalMs: config.webhookIntervalMs ?? DEFAULT_WEBHOOK_INTERVAL_MS,
    retryMs: config.webhookRetryMs ?? DEFAULT_WEBHOOK_RETRY_MS,
    log,
  });
  return {
    db,
    async stop() {
      await deliveries.stop();
      await ingestion?.stop();
      await db.close();
    },
  };
}

/** The service's HTTP app over an open database; searches go to `replicas` where they hold the snapshot. */
export function serviceApp(db: Db, config: ServiceConfig, replicas: ReplicaSet | undefined) {
  return createServiceApp({
    store: createPgAdsStore(db, { replicas }),
    keys: createPgKeyStore(db),
    rates: createPgRateCounter(db),
    extensions: createPgExtensionStores(db),
    demoKeys: config.demoKeys,
    rateLimit: { demoAccountLimit: config.demoAccountsPerMinute },
    webhookAllowHosts: config.webhookAllowHosts,
  });
}

/** Everything one process serving alone needs: the data booted and the app over it. */
export async function bootService(config: ServiceConfig, log: (line: string) => void) {
  const data = await bootData(config, log);
  logReplicas(config, log);
  const replicas = openReplicas(config, data.db, log);
  return {
    app: serviceApp(data.db, config, replicas),
    async stop() {
      await replicas?.close();
      await data.stop();
    },
  };
}

/** The lines that tell a new user where everything is. */
export function welcome(config: ServiceConfig, url: string): string[] {
  const lines = [`Ads Explorer: ${url}/`, `API: ${url}/api/v1 and ${url}/api/v2 — reference at ${url}/api/v2/docs`];
  if (config.demoKeys) {
    const keys = Object.entries(DEMO_KEYS).map(([secret, record]) => `${secret} (${record.plan})`);
    lines.push(`Demo keys: ${keys.join(', ')} — turn them off with DEMO_KEYS=0`);
  }
  return lines;
}
