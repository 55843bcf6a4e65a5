import { z } from 'zod';
import { platformKeySchema } from './platforms';

export const ownerSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string(),
  is_verified: z.boolean(),
});
export type Owner = z.infer<typeof ownerSchema>;

/** A media item; `type` is `image`, `video`, or `platform_g` for platform_g's own videos. */
export const mediaSchema = z.looseObject({
  id: z.number().int(),
  type: z.string(),
  url: z.string(),
  thumbnail: z.string().optional(),
  subtitle: z.string().optional(),
  duration: z.number().int().optional(),
  platform_g_id: z.string().optional(),
});
export type Media = z.infer<typeof mediaSchema>;

export const STAT_TOOLTIPS = ['View', 'Like', 'Repost', 'Comment', 'Upvote'] as const;
export const statSchema = z.looseObject({ tooltip: z.string(), value: z.number(), icon: z.string() });
export type Stat = z.infer<typeof statSchema>;

export const metadataSchema = z.looseObject({
  tooltip: z.string(),
  value: z.union([z.array(z.string()), z.number(), z.string()]),
});
export type Metadata = z.infer<typeof metadataSchema>;

export const adSummarySchema = z.looseObject({
  id: z.number().int(),
  is_bookmarked: z.boolean(),
  platform: platformKeySchema,
  title: z.string().optional(),
  display_url: z.string().optional(),
  traffic_estimate: z.number().int().optional(),
  last_seen: z.string().optional(),
  post_url: z.string().optional(),
  owner: ownerSchema,
  media: z.array(mediaSchema),
  stats: z.array(statSchema),
  metadata: z.array(metadataSchema),
});
export type AdSummary = z.infer<typeof adSummarySchema>;

export const searchPageSchema = z.looseObject({
  ads: z.array(adSummarySchema),
  current_page: z.number().int(),
  has_next_page: z.boolean(),
  last_hit: z.number().int(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

/** An ad of a search page that does not match `adSummarySchema`: where it was, its id if any, and why. */
export interface UnreadableAd {
  /** The page it was on, and its 0-based position there. */
  page: number;
  position: number;
  id?: number;
  problem: string;
}

/** The first issue of a failed parse, as `path: message`. */
function firstIssue(error: z.ZodError): string {
  const [issue] = error.issues;
  return issue ? `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}` : 'unreadable';
}

/**
 * A search page read ad by ad, as the explorer reads it: ads that match `adSummarySchema` are kept,
 * the others are listed in `unreadable`, so one malformed ad does not cost the whole page.
 */
export const lenientSearchPageSchema = searchPageSchema
  .extend({ ads: z.array(z.unknown()) })
  .transform(({ ads, ...page }) => {
    const read: AdSummary[] = [];
    const unreadable: UnreadableAd[] = [];
    ads.forEach((raw, position) => {
      const ad = adSummarySchema.safeParse(raw);
      if (ad.success) read.push(ad.data);
      else {
        const id = z.object({ id: z.number().int() }).safeParse(raw);
        unreadable.push({
          page: page.current_page,
          position,
          ...(id.success ? { id: id.data.id } : {}),
          problem: firstIssue(ad.error),
        });
      }
    });
    return { ...page, ads: read, unreadable };
  });
/** A search page as the explorer reads it (`lenientSearchPageSchema`). */
export type ReadSearchPage = z.output<typeof lenientSearchPageSchema>;

export const historyPointSchema = z.looseObject({
  date: z.string(),
  impressions: z.number(),
  likes: z.number(),
});
export type HistoryPoint = z.infer<typeof historyPointSchema>;

/** The detail record (DESIGN §3): every summary field and these. */
export const adDetailSchema = adSummarySchema.extend({
  owner: ownerSchema.extend({ category: z.string().optional() }),
  description: z.string().optional(),
  call_to_action: z.string().optional(),
  landing_url: z.string().optional(),
  first_seen: z.string().optional(),
  last_seen_at: z.string().optional(),
  countries: z.array(z.string()).optional(),
  language: z.string().optional(),
  history: z.array(historyPointSchema).optional(),
});
export type AdDetail = z.infer<typeof adDetailSchema>;

/** v1 wraps the detail record once more: `data.data`. */
export const v1AdDetailPayloadSchema = z.looseObject({ data: adDetailSchema });
