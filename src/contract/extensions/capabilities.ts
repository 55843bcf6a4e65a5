import { z } from '../zod';
import { builtOnFirstUse } from '../built-on-first-use';

/** Extensions of the reference service beyond the interface doc (DESIGN §8 and §9), v2 only. */
export const EXTENSIONS = [
  'totals',
  'owners',
  'boards',
  'saved_searches',
  'hidden',
  'seen_at',
  'demo_accounts',
  'similar',
  'feeds',
  'webhooks',
  'trends',
  'histogram',
] as const;
export const extensionSchema = builtOnFirstUse(() => z.enum(EXTENSIONS));
export type Extension = z.infer<typeof extensionSchema>;

/**
 * `GET /api/v2/capabilities`: the extensions this deployment offers. Names a client does not know
 * are kept as text, so a newer service never fails an older explorer.
 */
export const capabilitiesSchema = builtOnFirstUse(() => z.looseObject({ extensions: z.array(z.string()) }));
export type Capabilities = z.infer<typeof capabilitiesSchema>;

/** Path of the capabilities operation, relative to a v2 base URL. */
export const CAPABILITIES_PATH = '/capabilities';
