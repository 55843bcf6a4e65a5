import { useRef, useState } from 'react';
import { Input, Select, Text, TextInput } from '@mantine/core';
import { MAX_SEARCH_TERMS, MAX_TEXT_LENGTH } from '../../contract/request-limits';
import { searchFieldTermSchema, searchFieldTypeSchema, type SearchFieldType } from '../../contract/search-field';
import type { ValueOfKind } from '../engine/value-model';
import { SearchTermChip } from './search-term-chip';
import { termKindData, termKindLabels } from './search-term-kinds';
import classes from './search-terms.module.css';
import type { WidgetProps } from './widget-props';

/**
 * `search_field`: an include/exclude builder. Pick a kind, type, Enter adds the term; a term's
 * chip edits it on click (Enter saves, Escape cancels) and removes it with its × button.
 */
export function SearchTerms({ id, filter, value, onChange, disabled }: WidgetProps<ValueOfKind<'terms'>>) {
  const [kind, setKind] = useState<SearchFieldType>('text');
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const textRef = useRef<HTMLInputElement>(null);
  const label = filter.label ?? filter.key;
  const kindLabels = termKindLabels(filter);
  const full = editing === null && value.terms.length >= MAX_SEARCH_TERMS;

  function stopEditing() {
    setEditing(null);
    setText('');
  }

  function submit() {
    const parsed = searchFieldTermSchema.safeParse({ type: kind, text });
    if (!parsed.success || full) return;
    const terms = [...value.terms];
    if (editing === null) terms.push(parsed.data);
    else terms.splice(editing, 1, parsed.data);
    onChange({ kind: 'terms', terms });
    stopEditing();
  }

  function edit(index: number) {
    const term = value.terms[index];
    // Advertiser and domain terms come from links; the builder cannot write them, only remove them.
    const kind = searchFieldTypeSchema.safeParse(term?.type);
    if (!term || !kind.success) return;
    setEditing(index);
    setKind(kind.data);
    setText(term.text);
    textRef.current?.focus();
  }

  function remove(index: number) {
    onChange({ kind: 'terms', terms: value.terms.filter((_, i) => i !== index) });
    if (editing !== null) stopEditing();
  }

  return (
    <Input.Wrapper id={id} label={label} description={filter.description} labelElement="div">
      <div className={classes.editor}>
        <Select<SearchFieldType>
          className={classes.kindSelect}
          aria-label="Term kind"
          data={termKindData(kindLabels)}
          value={kind}
          onChange={(next) => next && setKind(next)}
          allowDeselect={false}
          disabled={disabled}
          size="xs"
        />
        <TextInput
          className={classes.textInput}
          ref={textRef}
          id={id}
          aria-labelledby={`${id}-label`}
          data-search-box
          placeholder={full ? `At most ${MAX_SEARCH_TERMS} terms` : (filter.placeholder ?? 'Type and press Enter')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            } else if (event.key === 'Escape' && editing !== null) {
              // Consumed: an Escape that cancels an edit closes nothing around the panel.
              event.preventDefault();
              stopEditing();
            }
          }}
          maxLength={MAX_TEXT_LENGTH}
          disabled={disabled || full}
          size="xs"
        />
      </div>
      {editing !== null && (
        <Text size="xs" c="dimmed" mt={4}>
          Editing a term: Enter saves, Escape cancels
        </Text>
      )}
      {value.terms.length > 0 && (
        <div className={classes.chips} role="list" aria-label={`${label} terms`}>
          {value.terms.map((term, index) => (
            <div role="listitem" key={`${index}-${term.type}-${term.text}`}>
              <SearchTermChip
                term={term}
                kindLabel={kindLabels[term.type]}
                editing={editing === index}
                disabled={disabled}
                onEdit={() => edit(index)}
                onRemove={() => remove(index)}
              />
            </div>
          ))}
        </div>
      )}
    </Input.Wrapper>
  );
}
