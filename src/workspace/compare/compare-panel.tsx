import type { Connection } from '../../client/connection';
import { selectCompared } from '../../search/search-selectors';
import { useSearchStore } from '../../search/search-store-context';
import { useAnnounce } from '../core/live-announcer';
import { compareMessage } from './compare-messages';
import { lazyUntilOpened } from '../../ui/lazy-until-opened';
import { lazyDialog } from '../../ui/lazy-until-opened';
import type { CompareTrayProps } from './compare-tray';

/** `CompareTray`, loaded the first time an ad is picked for comparing. */
const LazyCompareTray = lazyUntilOpened<CompareTrayProps>(
  () => import('./compare-tray').then((module) => module.CompareTray),
  (props) => props.count > 0,
  (props) => ({ ...props, count: 0 }),
);

/** `CompareView`, loaded the first time the comparison opens. */
const LazyCompareView = lazyDialog(() => import('./compare-view').then((module) => module.CompareView));

/** Props of {@link ComparePanel}. */
export interface ComparePanelProps {
  connection: Connection;
  /** Whether the comparison is open (its tray's Open compare, or the `c` key). */
  opened: boolean;
  onOpen(): void;
  onClose(): void;
}

/** The ads picked for comparing (from the link): the tray while any are picked, and the comparison. */
export function ComparePanel({ connection, opened, onOpen, onClose }: ComparePanelProps) {
  const picks = useSearchStore(selectCompared);
  const toggleCompared = useSearchStore((s) => s.toggleCompared);
  const clearCompared = useSearchStore((s) => s.clearCompared);
  const announce = useAnnounce();
  return (
    <>
      <LazyCompareTray
        count={picks.length}
        onOpen={onOpen}
        onClear={() => {
          clearCompared();
          announce('Compare cleared');
        }}
      />
      <LazyCompareView
        connection={connection}
        picks={picks}
        opened={opened}
        onClose={onClose}
        onRemove={(pick) => {
          toggleCompared(pick);
          announce(compareMessage('removed', picks.length - 1));
        }}
      />
    </>
  );
}
