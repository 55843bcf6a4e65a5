import { useState } from 'react';
import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdSummary } from '../../contract/ads';
import type { Board } from '../../contract/extensions/boards';
import { MAX_COMPARED } from '../../search/compare-selection';
import { useSearchStoreApi } from '../../search/search-store-context';
import { downloadFile } from '../core/export-file/download-file';
import { exportFile, type ExportFormat } from '../core/export-file/export-file';
import { exportTable } from '../core/export-file/export-rows';
import type { DetailReader } from '../core/export-file/read-details';
import { SaveToNewBoardModal } from '../core/save-to-new-board-modal';
import { useAnnounce } from '../core/live-announcer';
import { useAdWorkspace } from '../core/use-ad-workspace';
import { saveAll, saveAllMessage } from './save-all';
import { useGridSelection, useSelectionState } from '../core/selection/selection-context';
import classes from './selection-bar.module.css';
import { LazyBoardMenu } from '../core/board-menu-part';

/** `BoardMenu`, loaded the first time the bar's "Save to a board" button is clicked. */

/** Props of {@link SelectionBar}. */
export interface SelectionBarProps {
  /** How many ads are selected; the bar shows from one. */
  count: number;
  /** Opens the comparison (after the selection became the ads to compare). */
  onOpenCompare(): void;
  readDetail: DetailReader;
  /** The start of an export's file name. */
  exportBase: string;
}

/** What the bar is doing, said in it while it lasts. */
type Busy = { what: 'Saving' | 'Hiding' | 'Exporting'; done: number; of: number } | null;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The bar of a results grid's bulk selection: how many are selected, and Select all loaded, Save to
 * a board (one of the boards or a new one), Hide, Compare (2 to 4 ads), Export (CSV or JSON) and
 * Clear. Saving and hiding go one ad at a time and say how far they are; the result is said in a
 * notification and the live region.
 */
export function SelectionBar({ count, onOpenCompare, readDetail, exportBase }: SelectionBarProps) {
  const selection = useGridSelection();
  const ads = useSelectionState((s) => s.selected);
  const actions = useAdWorkspace();
  const search = useSearchStoreApi();
  const announce = useAnnounce();
  const [busy, setBusy] = useState<Busy>(null);
  const [menuOpened, setMenuOpened] = useState(false);
  const [newBoardOpened, setNewBoardOpened] = useState(false);
  if (!selection || count === 0) return null;
  const picked = (): AdSummary[] => [...ads.values()];
  const tell = (message: string, color?: string) => {
    notifications.show({ message, color });
    announce(message);
  };

  const saveTo = async (board: Board) => {
    if (!actions) return;
    const list = picked();
    setBusy({ what: 'Saving', done: 0, of: list.length });
    const outcome = await saveAll(actions, board, list, (done) => setBusy({ what: 'Saving', done, of: list.length }));
    setBusy(null);
    tell(saveAllMessage(outcome, board), outcome.failed > 0 ? 'red' : undefined);
  };
  const saveToNew = async (name: string) => {
    if (!actions) return;
    try {
      await saveTo(await actions.createBoard(name));
    } catch (error) {
      tell(`Could not create the board: ${reason(error)}`, 'red');
    }
  };
  const hide = async () => {
    if (!actions) return;
    const list = picked();
    setBusy({ what: 'Hiding', done: 0, of: list.length });
    try {
      await actions.hideAll(list, (done) => setBusy({ what: 'Hiding', done, of: list.length }));
      selection.store.getState().remove(list);
      announce(`${list.length} ads hidden; Undo is in the notification`);
    } catch (error) {
      tell(`Could not hide: ${reason(error)}`, 'red');
    } finally {
      setBusy(null);
    }
  };
  const compare = () => {
    const { clearCompared, toggleCompared } = search.getState();
    clearCompared();
    for (const ad of picked()) toggleCompared({ platform: ad.platform, id: ad.id });
    onOpenCompare();
  };
  const exportAs = async (format: ExportFormat) => {
    const list = picked();
    setBusy({ what: 'Exporting', done: 0, of: list.length });
    try {
      const table = await exportTable(
        list.map((ad) => ({ ad })),
        readDetail,
        {
          board: false,
          signal: new AbortController().signal,
          onProgress: (done) => setBusy({ what: 'Exporting', done, of: list.length }),
        },
      );
      const file = exportFile(table, format, `${exportBase}-selected`);
      downloadFile(file.name, file.type, file.text);
      announce(`Exported ${list.length} ads`);
    } catch (error) {
      tell(`Could not export: ${reason(error)}`, 'red');
    } finally {
      setBusy(null);
    }
  };

  const comparable = count >= 2 && count <= MAX_COMPARED;
  return (
    <Paper withBorder shadow="md" p="xs" radius="md" component="section" aria-label="Selection" className={classes.bar}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {count} selected
        </Text>
        {busy && (
          <Text
            size="sm"
            c="dimmed"
            role="progressbar"
            aria-label={`${busy.what} the selected ads`}
            aria-valuenow={busy.done}
            aria-valuemax={busy.of}
          >
            {busy.what} {busy.done} of {busy.of}…
          </Text>
        )}
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => selection.store.getState().selectAll(selection.loaded())}
        >
          Select all loaded
        </Button>
        {actions && (
          <LazyBoardMenu
            opened={menuOpened}
            onChange={setMenuOpened}
            connection={actions.connection}
            workspace={actions.workspace}
            onSaveTo={(board) => void saveTo(board)}
            onNewBoard={() => setNewBoardOpened(true)}
            target={
              <Button size="compact-sm" disabled={busy !== null}>
                Save to board
              </Button>
            }
          />
        )}
        {actions && (
          <Button size="compact-sm" variant="default" disabled={busy !== null} onClick={() => void hide()}>
            Hide
          </Button>
        )}
        <Button
          size="compact-sm"
          variant="default"
          disabled={!comparable}
          title={comparable ? undefined : `Select 2 to ${MAX_COMPARED} ads to compare`}
          onClick={compare}
        >
          Compare
        </Button>
        <Menu position="top-end">
          <Menu.Target>
            <Button size="compact-sm" variant="default" disabled={busy !== null}>
              Export
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void exportAs('csv')}>CSV</Menu.Item>
            <Menu.Item onClick={() => void exportAs('json')}>JSON</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Button size="compact-sm" variant="subtle" onClick={() => selection.store.getState().clear()}>
          Clear
        </Button>
      </Group>
      <SaveToNewBoardModal
        opened={newBoardOpened}
        onClose={() => setNewBoardOpened(false)}
        onSave={(name) => void saveToNew(name)}
      />
    </Paper>
  );
}
