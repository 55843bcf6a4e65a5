import { z } from '../zod';
import { builtOnFirstUse } from '../built-on-first-use';

/**
 * The input of an action that takes no fields (sharing a board, marking a saved search visited,
 * hiding an ad or an advertiser): no body, or a JSON object with no field of its own (`api_key`,
 * the credential, aside).
 */
export const emptyInputSchema = builtOnFirstUse(() => z.strictObject({}));
