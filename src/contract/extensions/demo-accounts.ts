import { z } from '../zod';
import { builtOnFirstUse } from '../built-on-first-use';

/**
 * `POST /demo-accounts` (extension `demo_accounts`): a key of its own for one visitor of a public
 * demo, with the plan and rate limit of the demo key that asked. The secret is in this answer only.
 */
export const demoAccountSchema = builtOnFirstUse(() =>
  z.looseObject({
    api_key: z.string().check(z.minLength(1)),
    plan: z.enum(['free', 'pro']),
    rate_limit: z.int(),
  }),
);
export type DemoAccount = z.infer<typeof demoAccountSchema>;
