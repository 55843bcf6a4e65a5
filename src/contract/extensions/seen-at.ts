import { z } from '../zod';
import { adDetailSchema, adSummarySchema } from '../ads';
import { builtOnFirstUse } from '../built-on-first-use';

const EXTENSION_FIELD = { 'x-extension': 'seen_at' } as const;

/**
 * What the `seen_at` extension (DESIGN §9) adds to every v2 ad summary and detail: the instants
 * the ad was first and last seen, ISO 8601 UTC. The interface's `last_seen` (relative text) stays.
 */
export const seenInstantsSchema = builtOnFirstUse(() =>
  z.object({
    first_seen_at: z
      .optional(z.string())
      .check(
        z.meta({ ...EXTENSION_FIELD, description: 'Extension `seen_at`: when the ad was first seen, ISO 8601 UTC.' }),
      ),
    last_seen_at: z
      .optional(z.string())
      .check(
        z.meta({ ...EXTENSION_FIELD, description: 'Extension `seen_at`: when the ad was last seen, ISO 8601 UTC.' }),
      ),
  }),
);
export type SeenInstants = z.infer<typeof seenInstantsSchema>;

/** A v2 ad summary as the OpenAPI document describes it: the interface's summary and `seen_at`'s fields. */
export const v2AdSummarySchema = builtOnFirstUse(() => z.extend(adSummarySchema, seenInstantsSchema.shape));

/** A v2 ad detail as the OpenAPI document describes it. */
export const v2AdDetailSchema = builtOnFirstUse(() => z.extend(adDetailSchema, seenInstantsSchema.shape));
