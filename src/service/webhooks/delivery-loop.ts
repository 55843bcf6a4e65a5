import { randomUUID } from 'node:crypto';
import type { AdCounter } from '../ad-counter';
import type { AdsStore } from '../ads-store';
import { fieldsFirstSeenAfter } from '../http/operations/saved-searches/saved-search-body';
import { newestMatches } from '../http/operations/saved-searches/newest-matches';
import type { PlanningClaim, WebhookStore } from '../webhook-store';
import { postDelivery } from './post-delivery';
import { nextAttemptAt } from './retry-backoff';
import { webhookPayload } from './webhook-payload';
import type { WebhookTargets } from './webhook-targets';

/** What the delivery loop works with; the defaults are `npm start`'s. */
export interface DeliveryLoopOptions {
  store: AdsStore;
  counter: AdCounter;
  webhooks: WebhookStore;
  targets: WebhookTargets;
  /** Pause between two rounds (cut batches, send what is due), ms. */
  intervalMs: number;
  /** Wait before the first retry of a failed delivery, doubling after each failure; default 30 s. */
  retryMs?: number;
  /** How long one attempt may take before its connection is dropped; default 10 s. */
  timeoutMs?: number;
  /** Unix ms; default the system clock. */
  clock?: () => number;
  log: (line: string) => void;
}

/** Webhooks cut and deliveries sent per round, at most. */
const PER_ROUND = 20;
/**
 * A claim outlives the work it covers by this much, so it never lapses while its holder still
 * works (and another process cannot start the same delivery); a holder that died frees it after.
 */
const LEASE_MARGIN_MS = 30_000;

/** The running loop. */
export interface DeliveryLoop {
  /** One round now (cut due batches, then send due deliveries); rounds never overlap. */
  round(): Promise<void>;
  /** Stops after the round in progress, whose attempts are recorded first. */
  stop(): Promise<void>;
}

/**
 * Delivers webhooks (DESIGN §9) from inside the service process. Each round cuts a batch for
 * every webhook with no batch on its way whose saved search has new matches (ads first seen
 * after the last batch's snapshot, counted as `new_since_visit` is), then sends every delivery
 * due, each under a lease from the store, so processes sharing a database never send one
 * delivery twice at once. Deliveries live in the database: a restart resumes them.
 */
export function startDeliveryLoop(options: DeliveryLoopOptions): DeliveryLoop {
  const { store, counter, webhooks, targets, log } = options;
  const clock = options.clock ?? Date.now;
  const retryMs = options.retryMs ?? 30_000;
  const timeoutMs = options.timeoutMs ?? 10_000;

  const cutBatch = async (claim: PlanningClaim) => {
    const { webhook, search, matchedUntil } = claim;
    const lastHit = await store.newestSnapshot();
    const total = await counter.count({
      platform: search.platform,
      version: 'v2',
      lastHit,
      fields: fieldsFirstSeenAfter(search.body, matchedUntil),
      hiddenFor: webhook.keyId,
    });
    if (total.value === 0) return webhooks.finishPlanning(claim, undefined, clock());
    const ads = await newestMatches(store, {
      search,
      keyId: webhook.keyId,
      lastHit,
      origin: webhook.origin,
      firstSeenAfter: matchedUntil,
    });
    const id = randomUUID();
    const snapshot = lastHit * 1000;
    const body = webhookPayload({ id, kind: 'batch' }, webhook, search, snapshot, { total, ads });
    const batch = { id, webhookId: webhook.id, kind: 'batch' as const, body, ads: total.value };
    return webhooks.finishPlanning(claim, { batch, matchedUntil: snapshot }, clock());
  };

  const sendDue = async () => {
    const due = await webhooks.claimDue(clock(), timeoutMs + LEASE_MARGIN_MS, PER_ROUND);
    await Promise.all(
      due.map(async (claim) => {
        const { delivered, ...attempt } = await postDelivery(
          { url: claim.url, secret: claim.secret, deliveryId: claim.id, body: claim.body },
          targets,
          timeoutMs,
          clock(),
        );
        const retryAt = delivered ? null : nextAttemptAt(claim.tried + 1, clock(), retryMs);
        await webhooks.recordAttempt(claim, attempt, delivered ? { delivered } : { delivered, retryAt });
      }),
    );
  };

  const runRound = async () => {
    const claims = await webhooks.claimPlanning(clock(), LEASE_MARGIN_MS * 2, PER_ROUND);
    for (const claim of claims) {
      try {
        await cutBatch(claim);
      } catch (error) {
        await webhooks.finishPlanning(claim, undefined, clock()).catch(() => false);
        throw error;
      }
    }
    await sendDue();
  };

  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const round = () => {
    running = running.then(runRound).catch((error: unknown) => {
      if (!stopped) log(`Webhook deliveries: a round failed: ${(error as Error).message}`);
    });
    return running;
  };
  const schedule = () => {
    timer = setTimeout(() => {
      void round().then(() => {
        if (!stopped) schedule();
      });
    }, options.intervalMs);
    timer.unref();
  };
  schedule();
  return {
    round,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
