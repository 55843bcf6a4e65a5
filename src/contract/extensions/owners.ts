import { z } from '../zod';
import { idTextSchema, withoutNul } from '../bounded-values';
import { ownerSchema } from '../ads';
import { platformKeySchema } from '../platforms';
import { MAX_TEXT_LENGTH } from '../request-limits';
import { builtOnFirstUse } from '../built-on-first-use';

/** `GET /owners/{id}`: an advertiser with its category, first and last seen and ad counts by platform. */
export const ownerProfileSchema = builtOnFirstUse(() =>
  z.extend(ownerSchema, {
    category: z.nullable(z.string()),
    /** When its first ad was first seen and its ads were last seen; null while it has no ads. */
    first_seen: z.nullable(z.string()),
    last_seen: z.nullable(z.string()),
    ads_count: z.int(),
    ads_by_platform: z.partialRecord(platformKeySchema, z.int()),
  }),
);
export type OwnerProfile = z.infer<typeof ownerProfileSchema>;

/** `search_field` kinds of the `owners` extension (v2 only): one advertiser, or one display domain exactly. */
export const OWNER_TERM_TYPES = ['owner_id', 'domain'] as const;

export const ownerIdTermSchema = builtOnFirstUse(() =>
  z.object({
    type: z.literal('owner_id'),
    text: z.pipe(z.string(), z.pipe(idTextSchema, z.transform(String))),
  }),
);
export const domainTermSchema = builtOnFirstUse(() =>
  z.object({
    type: z.literal('domain'),
    text: withoutNul(z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_TEXT_LENGTH))),
  }),
);
export type OwnerTerm = z.infer<typeof ownerIdTermSchema> | z.infer<typeof domainTermSchema>;
