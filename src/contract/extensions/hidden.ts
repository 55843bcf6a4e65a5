import { z } from '../zod';
import { platformKeySchema } from '../platforms';
import { builtOnFirstUse } from '../built-on-first-use';

/** An ad the key hid, with what it needs to be recognised in a list. */
export const hiddenAdSchema = builtOnFirstUse(() =>
  z.looseObject({
    id: z.int(),
    platform: platformKeySchema,
    title: z.string(),
    hidden_at: z.string(),
  }),
);
/** An advertiser the key hid; every ad of it is left out. */
export const hiddenOwnerSchema = builtOnFirstUse(() =>
  z.looseObject({ id: z.int(), name: z.string(), hidden_at: z.string() }),
);

/** `GET /hidden`: what the key hides now, last hidden first. */
export const hiddenListSchema = builtOnFirstUse(() =>
  z.looseObject({ ads: z.array(hiddenAdSchema), owners: z.array(hiddenOwnerSchema) }),
);
export type HiddenList = z.infer<typeof hiddenListSchema>;
