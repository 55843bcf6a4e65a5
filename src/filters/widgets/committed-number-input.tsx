import { useState, type KeyboardEvent } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';

/** Props of `CommittedNumberInput`: a NumberInput whose number is handed over only when the user commits it. */
export interface CommittedNumberInputProps extends Omit<
  NumberInputProps,
  'value' | 'onChange' | 'onBlur' | 'onKeyDown'
> {
  /** The committed number; `null` shows the placeholder. */
  value: number | null;
  /** Called on blur or Enter when the typed number differs from `value`; `null` once cleared. */
  onCommit(next: number | null): void;
}

function numberOrNull(input: number | string): number | null {
  return typeof input === 'number' && Number.isFinite(input) ? input : null;
}

/**
 * A NumberInput that keeps what is being typed to itself and commits on blur or Enter, so
 * "120" is one change (one search), not three, and half-typed ranges are never sent.
 */
export function CommittedNumberInput({ value, onCommit, ...props }: CommittedNumberInputProps) {
  const [draft, setDraft] = useState<number | null>(value);
  const [shown, setShown] = useState<number | null>(value);
  if (shown !== value) {
    // A new value from outside (reset, link, clear all) replaces the draft.
    setShown(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return (
    <NumberInput
      {...props}
      value={draft ?? ''}
      onChange={(input) => setDraft(numberOrNull(input))}
      onBlur={commit}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
