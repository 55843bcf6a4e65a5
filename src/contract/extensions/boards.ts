import { z } from '../zod';
import { v2AdSummarySchema } from './seen-at';
import { withoutNul } from '../bounded-values';
import { builtOnFirstUse } from '../built-on-first-use';

/** Characters in a board or saved-search name, after trimming. */
export const MAX_NAME_LENGTH = 100;
/** Characters in the note on a saved ad. */
export const MAX_NOTE_LENGTH = 2_000;

/** A name given by the user: trimmed, 1–100 characters. */
export const nameSchema = builtOnFirstUse(() =>
  withoutNul(z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_NAME_LENGTH))),
);

/** A board as its owner sees it; `shared` says whether a read-only link to it works. */
export const boardSchema = builtOnFirstUse(() =>
  z.looseObject({
    id: z.int(),
    name: z.string(),
    ads_count: z.int(),
    shared: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type Board = z.infer<typeof boardSchema>;

export const boardListSchema = builtOnFirstUse(() => z.looseObject({ boards: z.array(boardSchema) }));
export type BoardList = z.infer<typeof boardListSchema>;

/** `POST /boards` and `PATCH /boards/{board}`; any other field is refused. */
export const boardInputSchema = builtOnFirstUse(() => z.strictObject({ name: nameSchema }));
export type BoardInput = z.infer<typeof boardInputSchema>;

/**
 * `PUT /boards/{board}/ads/{platform}/{ad}`: the note, empty when omitted; saving again replaces
 * it. Any other field is refused.
 */
export const boardAdInputSchema = builtOnFirstUse(() =>
  z.strictObject({
    note: z._default(withoutNul(z.string().check(z.maxLength(MAX_NOTE_LENGTH))), ''),
  }),
);
export type BoardAdInput = z.infer<typeof boardAdInputSchema>;

/** An ad on a board: its summary, the note and when it was saved. */
export const boardAdSchema = builtOnFirstUse(() =>
  z.looseObject({ ad: v2AdSummarySchema, note: z.string(), saved_at: z.string() }),
);
export type BoardAd = z.infer<typeof boardAdSchema>;

/** One page of a board's ads, 18 a page, last saved first. */
export const boardAdsPageSchema = builtOnFirstUse(() =>
  z.looseObject({
    ads: z.array(boardAdSchema),
    current_page: z.int(),
    has_next_page: z.boolean(),
  }),
);
export type BoardAdsPage = z.infer<typeof boardAdsPageSchema>;

/** `POST /boards/{board}/share`: a new read-only token; earlier tokens of the board stop working. */
export const boardShareSchema = builtOnFirstUse(() => z.looseObject({ token: z.string() }));
export type BoardShare = z.infer<typeof boardShareSchema>;

/** `GET /shared/boards/{token}`: what a link's reader sees of the board. */
export const sharedBoardSchema = builtOnFirstUse(() =>
  z.looseObject({
    name: z.string(),
    ads_count: z.int(),
    updated_at: z.string(),
  }),
);
export type SharedBoard = z.infer<typeof sharedBoardSchema>;
