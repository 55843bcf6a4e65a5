import { demoAccountSchema } from './demo-accounts';
import { operationTable, type OperationSummaries } from './extension-operation';

/** The operation of the `demo_accounts` extension: a demo visitor's own key, minted with a demo key. */
export const DEMO_ACCOUNT_OPERATIONS = operationTable('demo_accounts', {
  mint: {
    method: 'post',
    path: '/demo-accounts',
    data: demoAccountSchema,
    forbidden: '1003 only a demo key can create a demo account',
  },
});

/** The OpenAPI summary of each operation, kept beside the table so the explorer's bundle leaves the text out. */
export const DEMO_ACCOUNT_SUMMARIES = {
  mint:
    'A key of its own for one visitor of the demo, with the demo key’s plan and rate limit; the ' +
    'secret is in this answer only. Only a demo key may ask (1003 otherwise); a few a minute per ' +
    'client address (1009 past that).',
} satisfies OperationSummaries<typeof DEMO_ACCOUNT_OPERATIONS>;
