import { useQuery } from '@tanstack/react-query';
import { DEMO_KEY_PLANS, isPublicDemoKey } from '../../contract/demo-keys';
import { capabilitiesQueryOptions } from '../../search/capabilities-query';
import type { ReadyConnectionState } from './connection-state';

/**
 * What a visitor on a public demo key is on, "Demo · Pro plan · this browser’s workspace" (or
 * "… · shared workspace" where the service cannot give the browser an account), once the
 * deployment's `extensions` are known; undefined for a real key, which is one account anyway.
 */
export function workspaceLabel(
  state: ReadyConnectionState,
  extensions: readonly string[] | undefined,
): string | undefined {
  const demoKey = state.settings.apiKey;
  if (!isPublicDemoKey(demoKey)) return undefined;
  const own = state.demoAccount !== undefined || extensions?.includes('demo_accounts');
  if (!own && extensions === undefined) return undefined;
  const plan = (state.demoAccount?.plan ?? DEMO_KEY_PLANS[demoKey]) === 'pro' ? 'Pro' : 'Free';
  return `Demo · ${plan} plan · ${own ? 'this browser’s workspace' : 'shared workspace'}`;
}

/** `workspaceLabel` of a ready connection, asking its deployment's capabilities. */
export function useWorkspaceLabel(state: ReadyConnectionState): string | undefined {
  const { data: extensions } = useQuery(capabilitiesQueryOptions(state.connection));
  return workspaceLabel(state, extensions);
}
