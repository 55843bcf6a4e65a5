import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { DemoAccount } from '../../../../contract/extensions/demo-accounts';
import { emptyInputSchema } from '../../../../contract/extensions/empty-input';
import { EXTENSION_ROUTES as R } from '../../../../contract/extensions/extension-paths';
import type { KeyStore } from '../../../ads-store';
import { isDemoKey } from '../../../keys/demo-keys';
import { issueKey } from '../../../keys/key-commands';
import { okResponse } from '../../envelope';
import { parseInput } from '../../extension-input';
import type { ServiceExtension } from '../../extensions/service-extension';
import { methodNotAllowed } from '../../method-not-allowed';
import { ServiceError } from '../../service-error';
import type { ServiceEnv } from '../../service-env';

/**
 * The `demo_accounts` extension: a visitor of a public demo trades the shared demo key for a key
 * of their own, so what they hide and save is theirs alone. Only a demo key may mint (a real key
 * is one account already: 1003); `limitMinting` answers 1009 once an address minted too many.
 * The secret goes out in this answer and nowhere else: only its hash is stored.
 */
export function demoAccountsExtension(
  keys: KeyStore,
  guard: MiddlewareHandler<ServiceEnv>,
  limitMinting: (c: Context) => Promise<void>,
): ServiceExtension {
  const mint = async (c: Context<ServiceEnv>) => {
    const demo = c.var.apiKey;
    if (!isDemoKey(demo)) {
      throw new ServiceError(
        'plan_forbidden',
        'Only a demo key can create a demo account; this key is an account of its own already.',
      );
    }
    parseInput(emptyInputSchema, c.var.body);
    await limitMinting(c);
    const { record, secret } = await issueKey(keys, {
      plan: demo.plan,
      rateLimit: demo.rateLimit,
      label: `${demo.label} account`,
    });
    const data: DemoAccount = { api_key: secret, plan: record.plan, rate_limit: record.rateLimit };
    return okResponse(c, data);
  };
  const routes = new Hono<ServiceEnv>().post(R.demoAccounts, guard, mint).all(R.demoAccounts, methodNotAllowed('POST'));
  return { name: 'demo_accounts', routes };
}
