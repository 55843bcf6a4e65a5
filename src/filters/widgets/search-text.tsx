import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { MAX_TEXT_LENGTH } from '../../contract/request-limits';
import type { ValueOfKind } from '../engine/value-model';
import type { WidgetProps } from './widget-props';

/** A `SearchBox` without `sub_keys`: free text, committed on Enter or blur so typing is not a search per key. */
export function SearchText({ id, filter, value, onChange, disabled }: WidgetProps<ValueOfKind<'text'>>) {
  const [draft, setDraft] = useState(value.text);
  const [shown, setShown] = useState(value.text);
  if (shown !== value.text) {
    // A new value from outside (reset, link, clear all) replaces the draft.
    setShown(value.text);
    setDraft(value.text);
  }
  const commit = () => {
    if (draft.trim() !== value.text.trim()) onChange({ kind: 'text', text: draft.trim() });
  };
  return (
    <TextInput
      id={id}
      type="search"
      data-search-box
      label={filter.label ?? filter.key}
      description={filter.description}
      placeholder={filter.placeholder ?? undefined}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      maxLength={MAX_TEXT_LENGTH}
      disabled={disabled}
      size="xs"
    />
  );
}
