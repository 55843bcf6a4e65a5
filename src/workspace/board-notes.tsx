import { useMemo, useState, type ReactNode } from 'react';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { AdActionsProvider, useAdActions, type AdActions } from '../ads/ad-actions-context';
import type { AdSummary } from '../contract/ads';
import { MAX_NOTE_LENGTH } from '../contract/extensions/boards';
import { adKeyText } from './workspace-backends';

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

function NoteEditor({
  ad,
  note,
  onSave,
}: {
  ad: AdSummary;
  note: string;
  onSave(ad: AdSummary, note: string): Promise<void>;
}) {
  const [text, setText] = useState(note);
  const [saving, setSaving] = useState(false);
  return (
    <Stack gap={4} mb="sm">
      <Textarea
        label="Note"
        autosize
        minRows={2}
        maxLength={MAX_NOTE_LENGTH}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Button
        size="compact-sm"
        variant="light"
        loading={saving}
        disabled={text === note}
        onClick={() => {
          setSaving(true);
          void onSave(ad, text).finally(() => setSaving(false));
        }}
      >
        Save note
      </Button>
    </Stack>
  );
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
            <NoteEditor key={`${adKeyText(ad)}:${note}`} ad={ad} note={note} onSave={onSaveNote} />
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
