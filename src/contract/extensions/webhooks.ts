import { z } from '../zod';
import { withoutNul } from '../bounded-values';
import { adSummarySchema } from '../ads';
import { totalSchema } from './totals';
import { builtOnFirstUse } from '../built-on-first-use';

/** Characters in a webhook's target URL. */
export const MAX_WEBHOOK_URL_LENGTH = 2_000;

/** Deliveries a webhook's log lists, newest first. */
export const DELIVERY_LOG_SIZE = 50;

/** A webhook as its key sees it; the signing secret is never shown again after `POST /webhooks`. */
export const webhookSchema = builtOnFirstUse(() =>
  z.looseObject({
    id: z.int(),
    url: z.string(),
    saved_search_id: z.int(),
    created_at: z.string(),
  }),
);
export type Webhook = z.infer<typeof webhookSchema>;

/** `POST /webhooks`: the webhook and its signing secret, answered this once. */
export const createdWebhookSchema = builtOnFirstUse(() => z.extend(webhookSchema, { secret: z.string() }));
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookListSchema = builtOnFirstUse(() => z.looseObject({ webhooks: z.array(webhookSchema) }));
export type WebhookList = z.infer<typeof webhookListSchema>;

/** `POST /webhooks`: an `http(s)` URL and the key's saved search whose new matches it receives. */
export const webhookInputSchema = builtOnFirstUse(() =>
  z.strictObject({
    url: withoutNul(z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_WEBHOOK_URL_LENGTH))).check(
      z.regex(/^https?:\/\//i, 'must be an http or https URL'),
    ),
    saved_search_id: z.int().check(z.positive()),
  }),
);
export type WebhookInput = z.infer<typeof webhookInputSchema>;

/**
 * Where a delivery stands: `pending` waits for its (next) attempt, `sending` is being sent now,
 * `delivered` got a 2xx answer, `failed` used up its attempts.
 */
export const DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export const deliveryStatusSchema = builtOnFirstUse(() => z.enum(DELIVERY_STATUSES));
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

/** One attempt to send a delivery: the receiver's HTTP status, or why there was none. */
export const deliveryAttemptSchema = builtOnFirstUse(() =>
  z.looseObject({
    at: z.string(),
    status_code: z.nullable(z.int()),
    error: z.nullable(z.string()),
  }),
);
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

/**
 * One batch (`kind: batch`, new matches) or test delivery; `id` is the `X-Delivery-Id` every
 * attempt of it carries.
 */
export const deliverySchema = builtOnFirstUse(() =>
  z.looseObject({
    id: z.string(),
    kind: z.enum(['batch', 'test']),
    status: deliveryStatusSchema,
    ads: z.int(),
    created_at: z.string(),
    next_attempt_at: z.nullable(z.string()),
    attempts: z.array(deliveryAttemptSchema),
  }),
);
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryListSchema = builtOnFirstUse(() => z.looseObject({ deliveries: z.array(deliverySchema) }));
export type DeliveryList = z.infer<typeof deliveryListSchema>;

/** The header carrying `sha256=<hex HMAC-SHA256 of the raw body>` keyed with the webhook's secret. */
export const SIGNATURE_HEADER = 'X-Signature';
/** The header naming the delivery; the same on every retry of it. */
export const DELIVERY_ID_HEADER = 'X-Delivery-Id';

/**
 * The JSON body a webhook receives. A batch lists the newest of the ads first seen after the
 * previous batch's snapshot and up to `snapshot` (at most `FEED_SIZE`; `new_matches` counts them
 * all); a test delivery lists none.
 */
export const webhookPayloadSchema = builtOnFirstUse(() =>
  z.looseObject({
    delivery_id: z.string(),
    kind: z.enum(['batch', 'test']),
    webhook_id: z.int(),
    saved_search: z.looseObject({ id: z.int(), name: z.string(), link: z.string() }),
    snapshot: z.string(),
    new_matches: totalSchema,
    ads: z.array(adSummarySchema),
  }),
);
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
