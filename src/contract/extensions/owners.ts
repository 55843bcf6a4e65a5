import { z } from 'zod';
import { idTextSchema, withoutNul } from '../bounded-values';
import { platformKeySchema } from '../platforms';
import { MAX_TEXT_LENGTH } from '../request-limits';

/** `GET /owners/{id}`: an advertiser with its category, first and last seen and ad counts by platform. */
export const ownerProfileSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string(),
  is_verified: z.boolean(),
  category: z.string().nullable(),
  /** When its first ad was first seen and its ads were last seen; null while it has no ads. */
  first_seen: z.string().nullable(),
  last_seen: z.string().nullable(),
  ads_count: z.number().int(),
  ads_by_platform: z.partialRecord(platformKeySchema, z.number().int()),
});
export type OwnerProfile = z.infer<typeof ownerProfileSchema>;

/** `search_field` kinds of the `owners` extension (v2 only): one advertiser, or one display domain exactly. */
export const OWNER_TERM_TYPES = ['owner_id', 'domain'] as const;

export const ownerIdTermSchema = z.object({
  type: z.literal('owner_id'),
  text: z.string().pipe(idTextSchema.transform(String)),
});
export const domainTermSchema = z.object({
  type: z.literal('domain'),
  text: withoutNul(z.string().trim().min(1).max(MAX_TEXT_LENGTH)),
});
export type OwnerTerm = z.infer<typeof ownerIdTermSchema> | z.infer<typeof domainTermSchema>;
