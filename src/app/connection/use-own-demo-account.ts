import { isPublicDemoKey } from '../../contract/demo-keys';
import type { OwnDemoAccount } from '../../workspace/core/use-workspace';
import { useConnection } from './connection-context';

/**
 * How the workspace gets this browser's own demo account while the connection sends a public
 * demo key and has none yet; undefined otherwise (a real key is one account already).
 */
export function useOwnDemoAccount(): OwnDemoAccount | undefined {
  const { state, ownDemoAccount } = useConnection();
  const needsOne = state.status === 'ready' && isPublicDemoKey(state.settings.apiKey) && !state.demoAccount;
  return needsOne ? ownDemoAccount : undefined;
}
