import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReadSearchPage } from '../../contract/ads';
import type { PageReader } from '../core/export-file/collect-ads';
import type { SearchExportName } from '../core/export-file/export-name';
import type { DetailReader } from '../core/export-file/read-details';
import { lazyDialog } from '../../ui/lazy-until-opened';

/** `ExportDialog`, loaded the first time an export is asked for. */
const LazyExportDialog = lazyDialog(() => import('./export-dialog').then((module) => module.ExportDialog));

/** Props of {@link ExportButton}; see `ExportDialog`. */
export interface ExportButtonProps {
  pages: readonly ReadSearchPage[];
  read: PageReader;
  readDetail: DetailReader;
  name: SearchExportName;
}

/** "Export" over the results, opening the export dialog; disabled until an ad is loaded. */
export function ExportButton({ pages, read, readDetail, name }: ExportButtonProps) {
  const [opened, setOpened] = useState(false);
  const empty = pages.every((page) => page.ads.length === 0);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconDownload aria-hidden size={16} />}
        onClick={() => setOpened(true)}
        disabled={empty}
      >
        Export
      </Button>
      <LazyExportDialog
        opened={opened}
        onClose={() => setOpened(false)}
        pages={pages}
        read={read}
        readDetail={readDetail}
        name={name}
      />
    </>
  );
}
