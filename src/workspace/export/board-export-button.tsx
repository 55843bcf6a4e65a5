import { Button, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { isAdsClientError } from '../../client/errors';
import { formatInteger } from '../../ads/format-number';
import { collectBoardAds, boardExportFile, type BoardPageReader } from './board-export';
import { downloadFile } from './download-file';
import type { ExportFormat } from './export-file';

/** Props of {@link BoardExportButton}. */
export interface BoardExportButtonProps {
  read: BoardPageReader;
  /** The file name's start, e.g. `board-summer`. */
  fileBase: string;
}

/** Export ▾ CSV / JSON for a board: reads every page, shows how many ads so far with Cancel, then saves the file. */
export function BoardExportButton({ read, fileBase }: BoardExportButtonProps) {
  const [count, setCount] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = async (format: ExportFormat) => {
    const abort = new AbortController();
    controller.current = abort;
    setCount(0);
    try {
      const items = await collectBoardAds(read, { signal: abort.signal, onProgress: setCount });
      const file = boardExportFile(items, format, fileBase);
      downloadFile(file.name, file.type, file.text);
    } catch (error) {
      if (!isAdsClientError(error, 'aborted')) {
        notifications.show({ color: 'red', title: 'Export failed', message: String(error) });
      }
    } finally {
      setCount(null);
    }
  };

  if (count !== null) {
    return (
      <Group gap="xs">
        <Text size="sm" role="status">
          Exporting… {formatInteger(count)} ads
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
