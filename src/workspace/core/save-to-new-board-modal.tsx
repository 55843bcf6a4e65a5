import { LazyNameModal } from './name-modal-part';

/** Props of {@link SaveToNewBoardModal}. */
export interface SaveToNewBoardModalProps {
  opened: boolean;
  onClose(): void;
  /** Called with the new board's name, after the modal has asked to close. */
  onSave(name: string): void;
}

/** Asks for the name of a new board to save an ad on (the card's menu, the drawer, and `S`). */
export function SaveToNewBoardModal({ opened, onClose, onSave }: SaveToNewBoardModalProps) {
  return (
    <LazyNameModal
      opened={opened}
      onClose={onClose}
      title="New board"
      label="Board name"
      action="Create and save"
      onSubmit={(name) => {
        onClose();
        onSave(name);
      }}
    />
  );
}
