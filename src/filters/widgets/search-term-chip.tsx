import { Badge, CloseButton, UnstyledButton } from '@mantine/core';
import type { SearchTerm } from '../engine/value-model';
import { useTermNamer } from '../term-names';
import { isExclusion, termText } from './search-term-kinds';
import classes from './search-terms.module.css';

/** Props of `SearchTermChip`. */
export interface SearchTermChipProps {
  term: SearchTerm;
  /** How the term's kind reads (the service's label for it). */
  kindLabel: string;
  /** Marks the chip whose term is in the editor; default `false`. */
  editing?: boolean;
  disabled?: boolean;
  onEdit(): void;
  onRemove(): void;
}

/** One term of the builder: click the text to edit it, the × to remove it. */
export function SearchTermChip({ term, kindLabel, editing = false, disabled, onEdit, onRemove }: SearchTermChipProps) {
  const text = termText(term, useTermNamer());
  const name = `${kindLabel}: ${text}`;
  return (
    <Badge
      variant={editing ? 'filled' : 'light'}
      color={isExclusion(term.type) ? 'red' : 'blue'}
      tt="none"
      className={classes.chip}
      rightSection={<CloseButton size="xs" aria-label={`Remove ${name}`} onClick={onRemove} disabled={disabled} />}
    >
      <UnstyledButton className={classes.chipText} aria-label={`Edit ${name}`} onClick={onEdit} disabled={disabled}>
        <span className={classes.kind}>{kindLabel}</span> {text}
      </UnstyledButton>
    </Badge>
  );
}
