import { z } from './zod';
import { platformKeySchema } from './platforms';
import { builtOnFirstUse } from './built-on-first-use';

export const ownerSchema = builtOnFirstUse(() =>
  z.looseObject({
    id: z.int(),
    name: z.string(),
    avatar_url: z.string(),
    is_verified: z.boolean(),
  }),
);
export type Owner = z.infer<typeof ownerSchema>;

/** A media item; `type` is `image`, `video`, or `platform_g` for platform_g's own videos. */
export const mediaSchema = builtOnFirstUse(() =>
  z.looseObject({
    id: z.int(),
    type: z.string(),
    url: z.string(),
    thumbnail: z.optional(z.string()),
    subtitle: z.optional(z.string()),
    duration: z.optional(z.int()),
    platform_g_id: z.optional(z.string()),
  }),
);
export type Media = z.infer<typeof mediaSchema>;

export const STAT_TOOLTIPS = ['View', 'Like', 'Repost', 'Comment', 'Upvote'] as const;
export const statSchema = builtOnFirstUse(() =>
  z.looseObject({ tooltip: z.string(), value: z.number(), icon: z.string() }),
);
export type Stat = z.infer<typeof statSchema>;

export const metadataSchema = builtOnFirstUse(() =>
  z.looseObject({
    tooltip: z.string(),
    value: z.union([z.array(z.string()), z.number(), z.string()]),
  }),
);
export type Metadata = z.infer<typeof metadataSchema>;

export const adSummarySchema = builtOnFirstUse(() =>
  z.looseObject({
    id: z.int(),
    is_bookmarked: z.boolean(),
    platform: platformKeySchema,
    title: z.optional(z.string()),
    display_url: z.optional(z.string()),
    traffic_estimate: z.optional(z.int()),
    last_seen: z.optional(z.string()),
    post_url: z.optional(z.string()),
    owner: ownerSchema,
    media: z.array(mediaSchema),
    stats: z.array(statSchema),
    metadata: z.array(metadataSchema),
  }),
);
export type AdSummary = z.infer<typeof adSummarySchema>;

export const searchPageSchema = builtOnFirstUse(() =>
  z.looseObject({
    ads: z.array(adSummarySchema),
    current_page: z.int(),
    has_next_page: z.boolean(),
    last_hit: z.int(),
  }),
);
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
function firstIssue(error: z.core.$ZodError): string {
  const [issue] = error.issues;
  return issue ? `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}` : 'unreadable';
}

/**
 * A search page read ad by ad, as the explorer reads it: ads that match `adSummarySchema` are kept,
 * the others are listed in `unreadable`, so one malformed ad does not cost the whole page.
 */
export const lenientSearchPageSchema = builtOnFirstUse(() =>
  z.pipe(
    z.extend(searchPageSchema, { ads: z.array(z.unknown()) }),
    z.transform(({ ads, ...page }) => {
      const read: AdSummary[] = [];
      const unreadable: UnreadableAd[] = [];
      ads.forEach((raw, position) => {
        const ad = adSummarySchema.safeParse(raw);
        if (ad.success) read.push(ad.data);
        else {
          const id = z.object({ id: z.int() }).safeParse(raw);
          unreadable.push({
            page: page.current_page,
            position,
            ...(id.success ? { id: id.data.id } : {}),
            problem: firstIssue(ad.error),
          });
        }
      });
      return { ...page, ads: read, unreadable };
    }),
  ),
);
/** A search page as the explorer reads it (`lenientSearchPageSchema`). */
export type ReadSearchPage = z.output<typeof lenientSearchPageSchema>;

export const historyPointSchema = builtOnFirstUse(() =>
  z.looseObject({
    date: z.string(),
    impressions: z.number(),
    likes: z.number(),
  }),
);
export type HistoryPoint = z.infer<typeof historyPointSchema>;

/** The detail record (DESIGN §3): every summary field and these. */
export const adDetailSchema = builtOnFirstUse(() =>
  z.extend(adSummarySchema, {
    owner: z.extend(ownerSchema, { category: z.optional(z.string()) }),
    description: z.optional(z.string()),
    call_to_action: z.optional(z.string()),
    landing_url: z.optional(z.string()),
    first_seen: z.optional(z.string()),
    last_seen_at: z.optional(z.string()),
    countries: z.optional(z.array(z.string())),
    language: z.optional(z.string()),
    history: z.optional(z.array(historyPointSchema)),
  }),
);
export type AdDetail = z.infer<typeof adDetailSchema>;

/** v1 wraps the detail record once more: `data.data`. */
export const v1AdDetailPayloadSchema = builtOnFirstUse(() => z.looseObject({ data: adDetailSchema }));
