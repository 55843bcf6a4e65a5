import { useState, type RefObject } from 'react';
import type { AdGridHandle } from '../../ads/ad-grid-props';
import { useOwnerLinks } from '../../ads/owner-links';
import type { AdSummary } from '../../contract/ads';
import { useSearchStoreApi } from '../../search/search-store-context';
import { MAX_COMPARED } from '../../search/compare-selection';
import { useGridSelection } from '../core/selection/selection-context';
import { SaveToNewBoardModal } from '../core/save-to-new-board-modal';
import { useAdWorkspace, type AdWorkspace } from '../core/use-ad-workspace';
import { focusSearchBox } from './focus-search-box';
import { useAnnounce } from '../core/live-announcer';
import { CARD_COMMANDS, type TriageCommand } from './triage-keys';
import { useTriageKeys } from './use-triage-keys';
import { lazyDialog } from '../../ui/lazy-until-opened';

/** `ShortcutsModal`, loaded the first time the shortcut list is asked for (`?`). */
const LazyShortcutsModal = lazyDialog(() => import('./shortcuts-modal').then((module) => module.ShortcutsModal));

/** Props of {@link ResultsTriage}. */
export interface ResultsTriageProps {
  /** The result grid the keys move through. */
  grid: RefObject<AdGridHandle | null>;
  onOpenAd(ad: AdSummary): void;
  /**
   * Opens the comparison (`c`): of the selected ads when 2 to 4 are selected, else of the ads
   * picked for comparing; the key does nothing without it.
   */
  onOpenCompare?(): void;
}

/** Why an action failed, as said after "Could not save" or "Could not hide". */
function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The keyboard triage of a result grid: the keys of `SHORTCUTS` while the results are shown, the
 * shortcut list on `?`, the name of a new board on `S`, and what a key did said in the live
 * region. Saving and hiding use the active workspace; without one (not known yet) `s`, `S` and `h`
 * do nothing.
 */
export function ResultsTriage({ grid, onOpenAd, onOpenCompare }: ResultsTriageProps) {
  const [helpOpened, setHelpOpened] = useState(false);
  /** The ad `S` asked to save to a new board, while its name is asked for. */
  const [toNewBoard, setToNewBoard] = useState<AdSummary | null>(null);
  const announce = useAnnounce();
  const workspace = useAdWorkspace();
  const ownerLinks = useOwnerLinks();
  const announceSaved = (saving: Promise<{ name: string }>) =>
    saving.then(
      (board) => announce(`Saved to ${board.name}`),
      (error: unknown) => announce(`Could not save: ${reason(error)}`),
    );
  const hide = (ws: AdWorkspace, ad: AdSummary) =>
    ws.hide(ad).then(
      () => announce('Ad hidden; Undo is in the notification'),
      (error: unknown) => announce(`Could not hide: ${reason(error)}`),
    );
  const store = useSearchStoreApi();
  const selection = useGridSelection();

  useTriageKeys((command: TriageCommand, key: string) => {
    const handle = grid.current;
    const ad = handle?.focusedAd();
    if (CARD_COMMANDS.has(command) && !ad) return false;
    switch (command) {
      case 'next':
      case 'previous':
      case 'down':
      case 'up':
        // Arrows scroll the page as usual until a card has focus; j and k start on the first card in view.
        if (!ad && key.startsWith('Arrow')) return false;
        handle?.moveFocus(command);
        return handle !== null;
      case 'open':
        if (ad) onOpenAd(ad);
        return true;
      case 'save':
        if (ad && workspace) void announceSaved(workspace.save(ad));
        return workspace !== null;
      case 'save-new':
        if (ad && workspace) setToNewBoard(ad);
        return workspace !== null;
      case 'hide':
        if (ad && workspace) void hide(workspace, ad);
        return workspace !== null;
      case 'select':
        // The selection says its new count in the live region itself.
        if (ad && selection) selection.store.getState().toggle(ad);
        return selection !== null;
      case 'clear-selection': {
        // Esc keeps its other uses (closing a menu, leaving full screen) while nothing is selected.
        if (!selection || selection.store.getState().selected.size === 0) return false;
        selection.store.getState().clear();
        return true;
      }
      case 'advertiser':
        if (ad && ownerLinks) ownerLinks.follow(ownerLinks.ownerHref(ad.owner));
        return ownerLinks !== null;
      case 'open-compare': {
        if (!onOpenCompare) return false;
        const selected = [...(selection?.store.getState().selected.values() ?? [])];
        if (selected.length >= 2 && selected.length <= MAX_COMPARED) {
          const { clearCompared, toggleCompared } = store.getState();
          clearCompared();
          for (const pick of selected) toggleCompared({ platform: pick.platform, id: pick.id });
        }
        onOpenCompare();
        return true;
      }
      case 'search':
        return focusSearchBox();
      case 'help':
        setHelpOpened(true);
        return true;
    }
  });

  return (
    <>
      <LazyShortcutsModal opened={helpOpened} onClose={() => setHelpOpened(false)} />
      <SaveToNewBoardModal
        opened={toNewBoard !== null}
        onClose={() => setToNewBoard(null)}
        onSave={(name) => {
          if (toNewBoard && workspace) void announceSaved(workspace.saveToNew(name, toNewBoard));
        }}
      />
    </>
  );
}
