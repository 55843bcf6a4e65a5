import { useState, type KeyboardEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { formatAmount, outOfRange, readAmount } from './amount-text';

/** Props of `CommittedNumberInput`: a number field whose number is handed over only when the user commits it. */
export interface CommittedNumberInputProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'onBlur' | 'onKeyDown' | 'error' | 'min' | 'max'
> {
  /** The committed number; `null` shows the placeholder. */
  value: number | null;
  /** Lowest allowed number; default: none. */
  min?: number | null;
  /** Highest allowed number; default: none. */
  max?: number | null;
  /** Called on blur or Enter with a readable, allowed number that differs from `value`; `null` once cleared. */
  onCommit(next: number | null): void;
}

function shown(value: number | null): string {
  return value === null ? '' : formatAmount(value);
}

/**
 * A number field that keeps what is being typed to itself and commits on blur or Enter, so
 * "2,500,000" is one change (one search), not nine, and half-typed ranges are never sent. It reads
 * "2,500,000", "2.5M", "10k" (`readAmount`), shows the committed number grouped, and refuses a number
 * it cannot read or one outside `min`/`max`, saying why in place, without committing it.
 * ↑ and ↓ step the typed number by one.
 */
export function CommittedNumberInput({ value, min = null, max = null, onCommit, ...props }: CommittedNumberInputProps) {
  const [text, setText] = useState(() => shown(value));
  const [error, setError] = useState<string | null>(null);
  const [outside, setOutside] = useState<number | null>(value);
  if (outside !== value) {
    // A new value from outside (reset, link, clear all) replaces the draft.
    setOutside(value);
    setText(shown(value));
    setError(null);
  }

  const commit = () => {
    const typed = readAmount(text);
    if (typed.kind === 'invalid') {
      setError('Enter a number, such as 2,500,000, 2.5M or 10k');
      return;
    }
    const next = typed.kind === 'number' ? typed.value : null;
    const refusal = next === null ? null : outOfRange(next, min, max);
    setError(refusal);
    if (refusal !== null) return;
    setText(shown(next));
    if (next !== value) onCommit(next);
  };

  const step = (by: number) => {
    const typed = readAmount(text);
    const from = typed.kind === 'number' ? typed.value : (min ?? 0) - by;
    let next = from + by;
    if (min !== null) next = Math.max(min, next);
    if (max !== null) next = Math.min(max, next);
    setText(formatAmount(next));
  };

  return (
    <TextInput
      {...props}
      autoComplete="off"
      value={text}
      error={error}
      onChange={(event) => {
        setText(event.currentTarget.value);
        if (error !== null) setError(null);
      }}
      onBlur={commit}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') commit();
        else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          event.preventDefault();
          step(event.key === 'ArrowUp' ? 1 : -1);
        }
      }}
    />
  );
}
