import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActiveWorkspace, type ActiveWorkspace } from '../core/workspace-context';
import { partKey, savedSearchesQueryOptions } from '../core/workspace-queries';
import { useOwnerLinks } from '../../ads/owner-links';
import { followSearch } from './follow-search';

/** Props of {@link FollowButton}. */
export interface FollowButtonProps {
  owner: { id: number; name: string };
}

/**
 * Follow: one click keeps the advertiser's page as a saved search, so the saved searches say how
 * many of its ads are new since the last visit; pressed ("Following"), a click stops following
 * (removes every saved search of that page). Nothing shows without a workspace.
 */
export function FollowButton({ owner }: FollowButtonProps) {
  const active = useActiveWorkspace();
  // The page's own link, as advertiser names link to it: read from the links, so this chunk
  // imports nothing more of the first load.
  const link = useOwnerLinks()?.ownerHref(owner);
  return active && link ? <FollowToggle owner={owner} active={active} link={link} /> : null;
}

function FollowToggle({ owner, active, link }: FollowButtonProps & { active: ActiveWorkspace; link: string }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const searches = useQuery(savedSearchesQueryOptions(active.connection, active.workspace));
  if (!searches.data) return null;
  const following = searches.data.filter((search) => search.link === link);
  const toggle = async () => {
    setBusy(true);
    try {
      if (following.length > 0) {
        await Promise.all(following.map((search) => active.workspace.savedSearches.remove(search.id)));
        notifications.show({ message: `Stopped following ${owner.name}` });
      } else {
        await active.workspace.savedSearches.create(followSearch(owner, link));
        notifications.show({ message: `Following ${owner.name}: its new ads show in Saved searches` });
      }
      await queryClient.invalidateQueries({ queryKey: partKey(active.connection, 'saved-searches') });
    } catch {
      notifications.show({ color: 'red', message: `Could not change whether you follow ${owner.name}` });
    } finally {
      setBusy(false);
    }
  };
  const isFollowing = following.length > 0;
  return (
    <Button
      size="xs"
      variant={isFollowing ? 'light' : 'filled'}
      aria-pressed={isFollowing}
      loading={busy}
      leftSection={isFollowing ? <IconCheck size={14} /> : <IconPlus size={14} />}
      onClick={() => void toggle()}
    >
      {isFollowing ? 'Following' : 'Follow'}
    </Button>
  );
}
