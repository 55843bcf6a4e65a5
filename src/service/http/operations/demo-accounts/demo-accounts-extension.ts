import type { Context, MiddlewareHandler } from 'hono';
import { DEMO_ACCOUNT_OPERATIONS } from '../../../../contract/extensions/demo-account-operations';
import type { KeyStore } from '../../../ads-store';
import { isDemoKey } from '../../../keys/demo-keys';
import { issueKey } from '../../../keys/key-commands';
import { operationRoutes } from '../../extensions/operation-routes';
import type { ServiceExtension } from '../../extensions/service-extension';
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
  return operationRoutes(
    DEMO_ACCOUNT_OPERATIONS,
    { guard },
    {
      mint: async (c, io) => {
        const demo = c.var.apiKey;
        if (!isDemoKey(demo)) {
          throw new ServiceError(
            'plan_forbidden',
            'Only a demo key can create a demo account; this key is an account of its own already.',
          );
        }
        io.body();
        await limitMinting(c);
        const { record, secret } = await issueKey(keys, {
          plan: demo.plan,
          rateLimit: demo.rateLimit,
          label: `${demo.label} account`,
        });
        return io.ok({ api_key: secret, plan: record.plan, rate_limit: record.rateLimit });
      },
    },
  );
}
