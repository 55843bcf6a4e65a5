import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useActiveWorkspace, type ActiveWorkspace } from '../core/workspace-context';
import { savedSearchesQueryOptions } from '../core/workspace-queries';
import type { SavedSearchItem } from '../core/workspace-backends';
import { useWorkspaceMutation } from '../core/workspace-mutation';
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
  const searches = useQuery(savedSearchesQueryOptions(active.connection, active.workspace));
  // Unfollowing removes every saved search of the page; following keeps a new one.
  const follow = useWorkspaceMutation(active.connection, {
    write: async (following: SavedSearchItem[]) => {
      if (following.length > 0) {
        await Promise.all(following.map((search) => active.workspace.savedSearches.remove(search.id)));
      } else {
        await active.workspace.savedSearches.create(followSearch(owner, link));
      }
    },
    succeeded: (_, following) => {
      notifications.show({
        message:
          following.length > 0
            ? `Stopped following ${owner.name}`
            : `Following ${owner.name}: its new ads show in Saved searches`,
      });
    },
    parts: ['saved-searches'],
    failure: () => ({ message: `Could not change whether you follow ${owner.name}` }),
  });
  const busy = follow.isPending;
  if (!searches.data) return null;
  const following = searches.data.filter((search) => search.link === link);
  const toggle = () => follow.run(following);
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
