import { useEffect, useState, useSyncExternalStore } from 'react';
import { Stack, Text, Textarea } from '@mantine/core';
import { adLabel } from '../../ads/ad-label';
import type { AdSummary } from '../../contract/ads';
import { MAX_NOTE_LENGTH } from '../../contract/extensions/boards';
import { RetryAlert } from '../../ui/retry-alert';
import { createNoteSaver, type NoteSaveStatus } from './note-saver';
import { showNoteNotSaved } from './note-not-saved';

/** Props of {@link NoteEditor}. */
export interface NoteEditorProps {
  ad: AdSummary;
  /** The note as stored when the editor opens; later changes to it do not replace what is typed. */
  note: string;
  /** Stores the note, read when the editor opens; a rejection shows the failure with Retry. */
  onSave(ad: AdSummary, note: string): Promise<void>;
}

const STATUS_TEXT: Record<NoteSaveStatus['state'], string> = {
  unchanged: '',
  typed: '',
  saving: 'Saving…',
  saved: 'Saved',
  failed: '',
};

/**
 * A saved ad's note in the drawer, saved as it is typed (after a pause), on leaving the field
 * (Tab) and when the editor closes (Esc, the drawer's close button, another ad): what is typed is
 * never dropped. A failed save shows with Retry; once the editor has closed, a notification does.
 */
export function NoteEditor({ ad, note, onSave }: NoteEditorProps) {
  const [text, setText] = useState(note);
  // Read once: the editor is keyed by its ad, and `onSave` names the same board while it is open.
  const [saver] = useState(() => createNoteSaver(note, (next) => onSave(ad, next)));
  const [name] = useState(() => adLabel(ad));
  const status = useSyncExternalStore(saver.subscribe, saver.status, saver.status);

  useEffect(
    () => () => {
      void saver.flush().then(() => showNoteNotSaved(name, saver));
    },
    [saver, name],
  );

  return (
    <Stack gap={4} mb="sm">
      <Textarea
        label="Note"
        autosize
        minRows={2}
        maxLength={MAX_NOTE_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          saver.change(event.currentTarget.value);
        }}
        onBlur={() => void saver.flush()}
      />
      {status.state === 'failed' && (
        <RetryAlert title="Note not saved" message={status.message} onRetry={() => void saver.flush()} />
      )}
      <Text role="status" size="xs" c="dimmed" mih="1.2em">
        {STATUS_TEXT[status.state]}
      </Text>
    </Stack>
  );
}
