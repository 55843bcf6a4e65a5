import { Button, Overlay, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { AdSummary } from '../contract/ads';
import type { AdWorkspace } from './use-ad-workspace';
import { partKey } from './workspace-queries';
import { useWorkspaceSession } from './workspace-session';

/**
 * Collapses the card of an ad hidden in this page's life (itself or its advertiser): the loaded
 * pages keep their snapshot, and the hide counts from the next page 1 (DESIGN §8).
 */
export function HiddenCardCover({ actions, ad }: { actions: AdWorkspace; ad: AdSummary }) {
  const byAd = useWorkspaceSession((s) => s.hidden[actions.keyOf(ad)]);
  const byOwner = useWorkspaceSession((s) => s.hidden[actions.ownerKey(ad.owner.id)]);
  const setHidden = useWorkspaceSession((s) => s.setHidden);
  const queryClient = useQueryClient();
  const hide = byAd ?? byOwner;
  if (!hide) return null;
  const undo = async () => {
    if (byAd) {
      await actions.workspace.hidden.showAd(ad);
      setHidden(actions.keyOf(ad), null);
    } else {
      await actions.workspace.hidden.showOwner(ad.owner.id);
      setHidden(actions.ownerKey(ad.owner.id), null);
    }
    await queryClient.invalidateQueries({ queryKey: partKey(actions.connection, 'hidden') });
  };
  return (
    <Overlay backgroundOpacity={0.92} color="var(--mantine-color-body)" blur={2} zIndex={2}>
      <Stack h="100%" align="center" justify="center" gap="xs" onClick={(event) => event.stopPropagation()}>
        <Text size="sm" fw={500}>
          {byAd ? 'Ad hidden' : `${ad.owner.name} hidden`}
        </Text>
        <Button size="compact-sm" variant="light" onClick={() => void undo()}>
          Show again
        </Button>
      </Stack>
    </Overlay>
  );
}
