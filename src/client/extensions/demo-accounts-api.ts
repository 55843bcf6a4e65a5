import type { DemoAccount } from '../../contract/extensions/demo-accounts';
import { DEMO_ACCOUNT_OPERATIONS as OP } from '../../contract/extensions/demo-account-operations';
import type { RequestOptions } from '../ads-client';
import { callOperation } from './call-operation';
import type { ExtensionSender } from './extension-request';

/** `demo_accounts` (DESIGN §8): trades the client's public demo key for a key of its own; the secret is answered once. */
export function mintDemoAccount(client: ExtensionSender, options?: RequestOptions): Promise<DemoAccount> {
  return callOperation(client, OP.mint, {}, options);
}
