import { useMemo, type ReactNode } from 'react';
import { Button, Text } from '@mantine/core';
import { AdActionsProvider, useAdActions, type AdActions } from '../../ads/ad-actions-context';
import type { AdSummary } from '../../contract/ads';
import { NoteEditor } from './note-editor';
import { adKeyText } from '../core/workspace-backends';

/** Props of {@link BoardNotes}. */
export interface BoardNotesProps {
  /** The note of each ad on the board, by `adKeyText`. */
  notes: ReadonlyMap<string, string>;
  /** Stores a changed note; absent on a read-only (shared) board. */
  onSaveNote?: (ad: AdSummary, note: string) => Promise<void>;
  /** Takes an ad off the board; absent on a read-only (shared) board. */
  onRemove?: (ad: AdSummary) => Promise<void>;
  children: ReactNode;
}

/** Adds each saved ad's note to the actions of a board's cards (read) and drawer (read, or edit on one's own board). */
export function BoardNotes({ notes, onSaveNote, onRemove, children }: BoardNotesProps) {
  const outer = useAdActions();
  const value = useMemo<AdActions>(
    () => ({
      ...outer,
      renderAdActions(ad, placement) {
        const note = notes.get(adKeyText(ad)) ?? '';
        const shown =
          placement === 'drawer' && onSaveNote ? (
            // Keyed by the ad only: a note saved while typing must not remount the editor under the typist.
            <NoteEditor key={adKeyText(ad)} ad={ad} note={note} onSave={onSaveNote} />
          ) : note ? (
            <Text size="sm" fs="italic" lineClamp={placement === 'card' ? 3 : undefined} aria-label="Note">
              {note}
            </Text>
          ) : null;
        return (
          <>
            {shown}
            {placement === 'drawer' && onRemove && (
              <Button size="compact-sm" variant="default" mb="sm" onClick={() => void onRemove(ad)}>
                Remove from board
              </Button>
            )}
            {outer.renderAdActions(ad, placement)}
          </>
        );
      },
    }),
    [outer, notes, onSaveNote, onRemove],
  );
  return <AdActionsProvider value={value}>{children}</AdActionsProvider>;
}
