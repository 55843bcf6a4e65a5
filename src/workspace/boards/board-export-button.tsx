import { Button, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { isAdsClientError } from '../../client/errors';
import { formatInteger } from '../../ads/format-number';
import { collectBoardAds, type BoardPageReader } from './board-export';
import { downloadFile } from '../core/export-file/download-file';
import { exportFile, type ExportFormat } from '../core/export-file/export-file';
import { exportTable } from '../core/export-file/export-rows';
import type { DetailReader } from '../core/export-file/read-details';
import { unfilledMessage } from '../core/export-file/unfilled-message';

/** Props of {@link BoardExportButton}. */
export interface BoardExportButtonProps {
  read: BoardPageReader;
  /** Reads an ad's detail, for the columns only the detail has. */
  readDetail: DetailReader;
  /** The file name's start, e.g. `board-summer`. */
  fileBase: string;
}

type Progress = { phase: 'pages'; count: number } | { phase: 'details'; count: number; of: number };

/**
 * Export ▾ CSV / JSON for a board: reads every page, then each ad's detail, showing how far with
 * Cancel, then saves the file (the export columns and each ad's note).
 */
export function BoardExportButton({ read, readDetail, fileBase }: BoardExportButtonProps) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = async (format: ExportFormat) => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ phase: 'pages', count: 0 });
    try {
      const items = await collectBoardAds(read, {
        signal: abort.signal,
        onProgress: (count) => setProgress({ phase: 'pages', count }),
      });
      const table = await exportTable(items, readDetail, {
        board: true,
        signal: abort.signal,
        onProgress: (count) => setProgress({ phase: 'details', count, of: items.length }),
      });
      const file = exportFile(table, format, fileBase);
      downloadFile(file.name, file.type, file.text);
      const unfilled = unfilledMessage(table.unfilled);
      if (unfilled) notifications.show({ title: 'Exported with empty columns', message: unfilled });
    } catch (error) {
      if (!isAdsClientError(error, 'aborted')) {
        notifications.show({ color: 'red', title: 'Export failed', message: String(error) });
      }
    } finally {
      setProgress(null);
    }
  };

  if (progress !== null) {
    return (
      <Group gap="xs">
        <Text size="sm" role="status">
          {progress.phase === 'pages'
            ? `Exporting… ${formatInteger(progress.count)} ads`
            : `Reading details… ${formatInteger(progress.count)} of ${formatInteger(progress.of)} ads`}
        </Text>
        <Button variant="default" onClick={() => controller.current?.abort()}>
          Cancel
        </Button>
      </Group>
    );
  }
  return (
    <Menu>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload aria-hidden size={16} />}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void start('csv')}>CSV</Menu.Item>
        <Menu.Item onClick={() => void start('json')}>JSON</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
