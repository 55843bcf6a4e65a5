import { Button, Menu } from '@mantine/core';
import { IconBookmarks } from '@tabler/icons-react';
import { navigateTo } from '../search/address';
import { urlOfSearch } from '../search/url-sync';
import { useSearchStoreApi } from '../search/search-store-context';
import { WORKSPACE_PATHS } from '../workspace/workspace-route';
import iconBelowSm from '../ui/icon-below-sm.module.css';

/** The header's way to the workspace pages, and back to the search left behind them. */
export function WorkspaceNav() {
  const store = useSearchStoreApi();
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          variant="default"
          className={iconBelowSm.button}
          aria-label="Workspace"
          leftSection={<IconBookmarks size={16} />}
        >
          <span className={iconBelowSm.label}>Workspace</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => navigateTo(urlOfSearch(store.getState()))}>Search</Menu.Item>
        <Menu.Item onClick={() => navigateTo(WORKSPACE_PATHS.boards)}>Boards</Menu.Item>
        <Menu.Item onClick={() => navigateTo(WORKSPACE_PATHS.savedSearches)}>Saved searches</Menu.Item>
        <Menu.Item onClick={() => navigateTo(WORKSPACE_PATHS.hidden)}>Hidden</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
