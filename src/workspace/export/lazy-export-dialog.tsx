import { lazyUntilOpened } from '../../ui/lazy-until-opened';
import type { ExportDialogProps } from './export-dialog';

/** `ExportDialog`, loaded the first time an export is asked for. */
export const LazyExportDialog = lazyUntilOpened<ExportDialogProps>(
  () => import('./export-dialog').then((module) => module.ExportDialog),
  (props) => props.opened,
  (props) => ({ ...props, opened: false }),
);
