import { Badge } from '@mantine/core';
import type { ReadyConnectionState } from './connection-state';
import { useWorkspaceLabel } from './workspace-label';

/**
 * The header's word on a demo visitor's plan and workspace; nothing for a real key. From `sm`
 * up only: a phone's header has no room beside its controls, so there the Workspace menu says it.
 * On a narrow header it gives way first (an ellipsis; its title keeps the words).
 */
export function WorkspaceBadge({ state }: { state: ReadyConnectionState }) {
  const label = useWorkspaceLabel(state);
  if (!label) return null;
  return (
    <Badge miw={0} color="indigo" variant="light" size="sm" visibleFrom="sm" title={label}>
      {label}
    </Badge>
  );
}
