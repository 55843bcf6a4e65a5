import type { DeliveryAttempt, DeliveryStatus } from '../contract/extensions/webhooks';
import type { SavedSearchRecord } from './saved-search-store';

/** A webhook as stored; `origin` is the address its key created it at, which its ads' links use. */
export interface WebhookRecord {
  id: number;
  keyId: number;
  searchId: number;
  url: string;
  origin: string;
  /** Kept usable: every body is signed with it. */
  secret: string;
  createdAt: string;
}

/** One delivery as its log shows it. Instants are unix milliseconds. */
export interface DeliveryRecord {
  id: string;
  webhookId: number;
  kind: 'batch' | 'test';
  ads: number;
  status: DeliveryStatus;
  attempts: DeliveryAttempt[];
  nextAttemptAt: number | null;
  createdAt: number;
}

/** A delivery to make, with its body as it was signed the first time. */
export interface NewDelivery {
  id: string;
  webhookId: number;
  kind: 'batch' | 'test';
  body: string;
  ads: number;
}

/** A webhook the sender may cut a batch for, alone until `leaseUntil`. */
export interface PlanningClaim {
  webhook: WebhookRecord;
  search: SavedSearchRecord;
  /** The snapshot the last batch was cut at (unix ms): new matches were first seen after it. */
  matchedUntil: number;
  leaseUntil: number;
}

/** A delivery the sender holds until `leaseUntil`: nobody else sends it meanwhile. */
export interface DeliveryClaim {
  id: string;
  url: string;
  secret: string;
  body: string;
  /** Attempts made before this one. */
  tried: number;
  leaseUntil: number;
}

/** How an attempt ended: delivered, to be tried again at `retryAt`, or given up (`retryAt` null). */
export type AttemptOutcome = { delivered: true } | { delivered: false; retryAt: number | null };

/**
 * Webhooks of the `webhooks` extension (DESIGN §9), per key, and their deliveries. The sender's
 * claims are leases taken with row locks that skip locked rows, so processes sharing the database
 * never work on one webhook's batch, or send one delivery, at the same time.
 */
export interface WebhookStore {
  /** Undefined when the key has no such saved search. New matches count from `now` (unix ms). */
  create(
    keyId: number,
    input: Pick<WebhookRecord, 'searchId' | 'url' | 'origin' | 'secret'>,
    now: number,
  ): Promise<WebhookRecord | undefined>;
  /** Oldest first. */
  list(keyId: number): Promise<WebhookRecord[]>;
  get(keyId: number, id: number): Promise<WebhookRecord | undefined>;
  /** Revokes the webhook and its log; false when the key has no such webhook. */
  remove(keyId: number, id: number): Promise<boolean>;
  /** The newest `limit` deliveries, newest first; undefined when the key has no such webhook. */
  deliveries(keyId: number, id: number, limit: number): Promise<DeliveryRecord[] | undefined>;
  /** Queues a delivery for its first attempt at `now`. */
  enqueue(delivery: NewDelivery, now: number): Promise<void>;
  /** Up to `limit` webhooks with no batch on its way, each claimed for `leaseMs`. */
  claimPlanning(now: number, leaseMs: number, limit: number): Promise<PlanningClaim[]>;
  /**
   * Queues a batch cut at `matchedUntil` and moves the webhook's cursor there, or (without
   * `batch`) only gives the claim back; false when the claim was lost meanwhile.
   */
  finishPlanning(
    claim: PlanningClaim,
    outcome: { batch: NewDelivery; matchedUntil: number } | undefined,
    now: number,
  ): Promise<boolean>;
  /** Up to `limit` deliveries due at `now` (or whose sender's lease ran out), each claimed for `leaseMs`. */
  claimDue(now: number, leaseMs: number, limit: number): Promise<DeliveryClaim[]>;
  /** Records an attempt of a claimed delivery and where that leaves it. */
  recordAttempt(claim: DeliveryClaim, attempt: DeliveryAttempt, outcome: AttemptOutcome): Promise<void>;
}
