import { useState, type CSSProperties } from 'react';
import { notifications } from '@mantine/notifications';
import type { AdActionPlacement } from '../../ads/ad-actions-context';
import type { AdSummary } from '../../contract/ads';
import type { Board } from '../../contract/extensions/boards';
import { SelectToggle } from '../bulk/select-toggle';
import { CompareToggle } from '../compare/compare-toggle';
import { SaveToNewBoardModal } from '../core/save-to-new-board-modal';
import type { AdWorkspace } from '../core/use-ad-workspace';
import { useSavedState } from './use-saved-state';
import { MaskSheetStyle, maskIconSlot } from '../../ui/mask-icon';
import { ACTION_ICONS } from '../core/action-icons';
import { PlainActionIcon, PlainButton, PlainButtonGroup } from '../../ui/plain-buttons';
import text from '../../ui/plain-text.module.css';
import { lazyMenu } from '../../ui/lazy-menu';
import { LazyBoardMenu } from '../core/board-menu-part';

/** `BoardMenu`, loaded the first time any ad's "Save to a board" button is clicked. */

/** `HideMenu`, loaded the first time any ad's Hide button is clicked. */
const LazyHideMenu = lazyMenu(() => import('../hidden/hide-menu').then((module) => module.HideMenu));

/** Props of {@link AdWorkspaceActions}. */
export interface AdWorkspaceActionsProps {
  actions: AdWorkspace;
  ad: AdSummary;
  placement: AdActionPlacement;
}

/** The actions 4 px apart, as Mantine's `Group gap={4} wrap="nowrap"`. */
const ROW_GAP = { '--line-gap': '4px' } as CSSProperties;

/** The room around an icon alone on a button, as Mantine's `px={6}` sets it. */
const ICON_ONLY_PADDING = 'calc(0.375rem * var(--mantine-scale))';

const failed = (what: string) => (error: unknown) =>
  notifications.show({ color: 'red', title: `Could not ${what}`, message: String((error as Error).message ?? error) });

/** Save (to the last board, or a chosen or new one), Hide (the ad or its advertiser) and Compare for one ad. */
export function AdWorkspaceActions({ actions, ad, placement }: AdWorkspaceActionsProps) {
  const saved = useSavedState(actions, ad);
  const [newBoardOpened, setNewBoardOpened] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
  const [hideOpened, setHideOpened] = useState(false);
  const size = placement === 'card' ? 'compact-sm' : 'sm';
  const what = ad.title ?? `ad #${ad.id}`;
  const announce = (board: Board) => notifications.show({ message: `Saved to ${board.name}` });
  const saveTo = (board: Board) => actions.saveTo(board, ad).then(announce, failed('save the ad'));
  // The icons paint the slots the buttons render anyway: every card has these buttons.
  const saveIcon = maskIconSlot(saved ? ACTION_ICONS.saved : ACTION_ICONS.save, 14);
  const boardsIcon = maskIconSlot(ACTION_ICONS.boards, 14);
  const hideIcon = maskIconSlot(ACTION_ICONS.hide, 16);

  return (
    // Clicks here stay here: menus render in a portal, and React would bubble them to the card.
    // Plain buttons in Mantine's look: every card of the grid has these four.
    <div className={text.line} style={ROW_GAP} onClick={(event) => event.stopPropagation()}>
      {placement === 'card' && <SelectToggle ad={ad} />}
      <PlainButtonGroup>
        <PlainButton
          size={size}
          variant={saved ? 'light' : 'default'}
          leftSectionClassName={saveIcon.className}
          style={saveIcon.style}
          aria-label={`${saved ? 'Saved' : 'Save'}: ${what}`}
          onClick={() => void actions.save(ad).then(announce, failed('save the ad'))}
        >
          {saved ? 'Saved' : 'Save'}
        </PlainButton>
        <LazyBoardMenu
          opened={menuOpened}
          onChange={setMenuOpened}
          connection={actions.connection}
          workspace={actions.workspace}
          onSaveTo={(board) => void saveTo(board)}
          onNewBoard={() => setNewBoardOpened(true)}
          target={
            <PlainButton
              size={size}
              variant="default"
              aria-label={`Save to a board: ${what}`}
              labelClassName={boardsIcon.className}
              style={{ ...boardsIcon.style, paddingInline: ICON_ONLY_PADDING }}
            />
          }
        />
      </PlainButtonGroup>
      <LazyHideMenu
        opened={hideOpened}
        onChange={setHideOpened}
        ownerName={ad.owner.name}
        onHideAd={() => void actions.hide(ad).catch(failed('hide the ad'))}
        onHideOwner={() => void actions.hideOwner(ad).catch(failed('hide the advertiser'))}
        target={
          <PlainActionIcon
            size={placement === 'card' ? 'md' : 'lg'}
            variant="default"
            aria-label={`Hide: ${what}`}
            iconClassName={hideIcon.className}
            style={hideIcon.style}
          />
        }
      />
      {/* The actions' icons are one set: one sheet draws the slots' icons too. */}
      <MaskSheetStyle image={ACTION_ICONS.boards} />
      <CompareToggle ad={ad} size={placement === 'card' ? 'md' : 'lg'} />
      <SaveToNewBoardModal
        opened={newBoardOpened}
        onClose={() => setNewBoardOpened(false)}
        onSave={(name) => void actions.saveToNew(name, ad).then(announce, failed('save the ad'))}
      />
    </div>
  );
}
