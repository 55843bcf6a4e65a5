import { useRef, useState, type FocusEvent } from 'react';
import { Input, Select, Text, TextInput } from '@mantine/core';
import { IconCircleMinus } from '@tabler/icons-react';
import { MAX_SEARCH_TERMS, MAX_TEXT_LENGTH } from '../../contract/request-limits';
import { searchFieldTermSchema, searchFieldTypeSchema, type SearchFieldType } from '../../contract/search-field';
import { useDropdownOnDemand } from '../../ui/use-dropdown-on-demand';
import type { SearchTerm, ValueOfKind } from '../engine/value-model';
import { SearchTermChip } from './search-term-chip';
import { termKindHint } from './search-term-hints';
import { isExclusion, termKindData, termKindLabels } from './search-term-kinds';
import classes from './search-terms.module.css';
import type { WidgetProps } from './widget-props';
import { LiveOnFirstUse } from '../../ui/live-on-first-use';

/** The kind the builder starts with and returns to: an include, so a typed word never removes ads unasked. */
const DEFAULT_KIND: SearchFieldType = 'text';

const sameTerms = (a: readonly SearchTerm[], b: readonly SearchTerm[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `search_field`: an include/exclude builder. Pick a kind, type, Enter adds the term; a term's
 * chip edits it on click (Enter saves, Escape cancels) and removes it with its × button.
 * A kind is chosen for one term: adding it, leaving the builder with nothing typed, or terms
 * changed from outside (Clear all, a reset, a link) return the kind to Contains. The chosen kind's
 * matching rule shows under the text box and describes it (announced as it changes), marked, as
 * the kind is, while it excludes.
 */
export function SearchTerms({ id, filter, value, onChange, disabled }: WidgetProps<ValueOfKind<'terms'>>) {
  const [kind, setKind] = useState<SearchFieldType>(DEFAULT_KIND);
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  // The terms as the builder last sent or saw them: other terms arriving come from outside.
  const [known, setKnown] = useState(value.terms);
  const textRef = useRef<HTMLInputElement>(null);
  const dropdown = useDropdownOnDemand();
  const label = filter.label ?? filter.key;
  const kindLabels = termKindLabels(filter);
  const full = editing === null && value.terms.length >= MAX_SEARCH_TERMS;
  const excluding = isExclusion(kind);
  const hintId = `${id}-kind-hint`;

  if (!sameTerms(known, value.terms)) {
    setKnown(value.terms);
    setKind(DEFAULT_KIND);
    if (editing !== null) stopEditing();
  }

  function stopEditing() {
    setEditing(null);
    setText('');
  }

  function send(terms: SearchTerm[]) {
    setKnown(terms);
    onChange({ kind: 'terms', terms });
  }

  function submit() {
    const parsed = searchFieldTermSchema.safeParse({ type: kind, text });
    if (!parsed.success || full) return;
    const terms = [...value.terms];
    if (editing === null) terms.push(parsed.data);
    else terms.splice(editing, 1, parsed.data);
    send(terms);
    stopEditing();
    setKind(DEFAULT_KIND);
  }

  function leave(event: FocusEvent<HTMLDivElement>) {
    // Focus moving inside the builder, or the window losing focus (the analyst copying a domain
    // from elsewhere), is not leaving it.
    const to = event.relatedTarget as Node | null;
    if (event.currentTarget.contains(to) || (to === null && !document.hasFocus())) return;
    if (editing === null && text.trim() === '') setKind(DEFAULT_KIND);
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
    send(value.terms.filter((_, i) => i !== index));
    if (editing !== null) stopEditing();
  }

  return (
    <Input.Wrapper id={id} label={label} description={filter.description} labelElement="div">
      <div className={classes.editor} onBlur={leave}>
        <LiveOnFirstUse>
          <Select<SearchFieldType>
            {...dropdown}
            className={classes.kindSelect}
            aria-label="Term kind"
            classNames={{ input: classes.kindInput }}
            data-excluding={excluding || undefined}
            leftSection={excluding ? <IconCircleMinus size={14} aria-hidden /> : undefined}
            data={termKindData(kindLabels)}
            value={kind}
            onChange={(next) => next && setKind(next)}
            allowDeselect={false}
            disabled={disabled}
            size="xs"
          />
        </LiveOnFirstUse>
        <TextInput
          className={classes.textInput}
          ref={textRef}
          id={id}
          aria-labelledby={`${id}-label`}
          // The same name again: where the label is off-screen (the phone's closed filter sheet),
          // checkers read a described field without a visible label as labelled by its description.
          aria-label={label}
          description={
            <>
              {excluding && <span className={classes.hintKind}>{`${kindLabels[kind]}:`}</span>}
              {excluding ? ` ${termKindHint(kind)}` : termKindHint(kind)}
            </>
          }
          inputWrapperOrder={['input', 'description']}
          classNames={{ description: classes.hint }}
          descriptionProps={{ id: hintId, 'aria-live': 'polite', 'data-excluding': excluding || undefined }}
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
