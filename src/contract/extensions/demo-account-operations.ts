import { demoAccountSchema } from './demo-accounts';
import { operationTable } from './extension-operation';

/** The operation of the `demo_accounts` extension: a demo visitor's own key, minted with a demo key. */
export const DEMO_ACCOUNT_OPERATIONS = operationTable('demo_accounts', {
  mint: {
    method: 'post',
    path: '/demo-accounts',
    summary:
      'A key of its own for one visitor of the demo, with the demo key’s plan and rate limit; the ' +
      'secret is in this answer only. Only a demo key may ask (1003 otherwise); a few a minute per ' +
      'client address (1009 past that).',
    data: demoAccountSchema,
    forbidden: '1003 only a demo key can create a demo account',
  },
});
