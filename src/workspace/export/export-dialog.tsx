import { Button, Group, Modal, NumberInput, Progress, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { isAdsClientError } from '../../client/errors';
import type { ReadSearchPage } from '../../contract/ads';
import { formatInteger } from '../../ads/format-number';
import { Callout } from '../../ui/callout';
import { collectAds, MAX_EXPORTED, type CollectProgress, type PageReader } from '../core/export-file/collect-ads';
import { downloadFile } from '../core/export-file/download-file';
import { exportFile, type ExportFormat } from '../core/export-file/export-file';
import { searchExportBase, type SearchExportName } from '../core/export-file/export-name';
import { exportTable } from '../core/export-file/export-rows';
import type { DetailReader } from '../core/export-file/read-details';
import { unfilledMessage } from '../core/export-file/unfilled-message';

/** Props of {@link ExportDialog}. */
export interface ExportDialogProps {
  opened: boolean;
  onClose(): void;
  /** The search's loaded pages, in order: what "loaded ads" exports and where reading on starts. */
  pages: readonly ReadSearchPage[];
  /** Reads a further page of the same search. */
  read: PageReader;
  /** Reads an ad's detail, for the columns only the detail has. */
  readDetail: DetailReader;
  /**
   * What the file is named for (`platform_d-women-…`): named here, when a file is made, so the
   * naming loads with the dialog and not with the results it exports.
   */
  name: SearchExportName;
}

/** Where an export stands: reading the search's pages, then each ad's detail. */
type Step = CollectProgress | { kind: 'details'; count: number; seconds?: number };

type Run = { kind: 'idle' } | { kind: 'running'; progress: Step; target: number } | { kind: 'failed'; message: string };

/**
 * Exports the current search as CSV or JSON: the ads loaded, or the first N (up to 2,000) read on
 * from the same snapshot, then each one's detail, with a progress bar and Cancel. The file (the
 * export columns, `exportColumns`) is handed to the browser to save; columns the service gave no
 * ad a value for are named in a notification.
 */
export function ExportDialog({ opened, onClose, pages, read, readDetail, name }: ExportDialogProps) {
  const loadedCount = pages.reduce((sum, page) => sum + page.ads.length, 0);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [scope, setScope] = useState<'loaded' | 'first'>('loaded');
  const [count, setCount] = useState<number>(500);
  const [run, setRun] = useState<Run>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = async () => {
    const target = scope === 'loaded' ? loadedCount : Math.min(count, MAX_EXPORTED);
    const abort = new AbortController();
    controller.current = abort;
    setRun({ kind: 'running', progress: { kind: 'reading', count: 0 }, target });
    try {
      const ads = await collectAds(read, {
        loaded: pages,
        limit: target,
        signal: abort.signal,
        onProgress: (progress) => setRun({ kind: 'running', progress, target }),
      });
      const table = await exportTable(
        ads.map((ad) => ({ ad })),
        readDetail,
        {
          board: false,
          signal: abort.signal,
          onProgress: (done, seconds) =>
            setRun({ kind: 'running', progress: { kind: 'details', count: done, seconds }, target: ads.length }),
        },
      );
      const file = exportFile(table, format, searchExportBase(name.platform, name.chips));
      downloadFile(file.name, file.type, file.text);
      setRun({ kind: 'idle' });
      onClose();
      const unfilled = unfilledMessage(table.unfilled);
      if (unfilled) notifications.show({ title: 'Exported with empty columns', message: unfilled });
    } catch (error) {
      if (isAdsClientError(error, 'aborted')) setRun({ kind: 'idle' });
      else setRun({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const cancel = () => controller.current?.abort();
  const close = () => {
    cancel();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Export ads" closeButtonProps={{ 'aria-label': 'Close export ads' }}>
      <Stack gap="md">
        <Radio.Group label="Format" value={format} onChange={(value) => setFormat(value as ExportFormat)}>
          <Group mt="xs">
            <Radio value="csv" label="CSV (spreadsheets)" />
            <Radio value="json" label="JSON" />
          </Group>
        </Radio.Group>
        <Radio.Group label="Ads" value={scope} onChange={(value) => setScope(value as 'loaded' | 'first')}>
          <Stack mt="xs" gap="xs">
            <Radio value="loaded" label={`The ${formatInteger(loadedCount)} ads loaded`} />
            <Radio value="first" label="The first ads of this search, up to 2,000" />
          </Stack>
        </Radio.Group>
        {scope === 'first' && (
          <NumberInput
            label="How many"
            value={count}
            onChange={(value) => setCount(typeof value === 'number' ? value : Number(value) || 1)}
            min={1}
            max={MAX_EXPORTED}
            step={100}
            thousandSeparator=","
            clampBehavior="strict"
          />
        )}
        {run.kind === 'running' && <ExportProgress progress={run.progress} target={run.target} />}
        {run.kind === 'failed' && (
          <Callout tone="red" title="Export failed">
            {run.message}
          </Callout>
        )}
        <Group justify="flex-end">
          {run.kind === 'running' ? (
            <Button variant="default" onClick={cancel}>
              Cancel
            </Button>
          ) : (
            <Button onClick={() => void start()}>Export</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

/** The progress bar covers both steps: the ads' pages (first half), then their details (second half). */
function ExportProgress({ progress, target }: { progress: Step; target: number }) {
  const share = target === 0 ? 1 : progress.count / target;
  const value = Math.round(progress.kind === 'details' ? 50 + share * 50 : share * 50);
  const counted = `${formatInteger(progress.count)} of ${formatInteger(target)} ads`;
  const step = progress.kind === 'details' ? `Details of ${counted}` : counted;
  const label =
    progress.kind !== 'reading' && progress.seconds !== undefined
      ? `${step} · the service asks to wait ${progress.seconds} s`
      : step;
  return (
    <Stack gap={4}>
      <Progress value={value} aria-label="Export progress" animated />
      <Text size="sm" role="status">
        {label}
      </Text>
    </Stack>
  );
}
