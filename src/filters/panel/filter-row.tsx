import { memo, useRef } from 'react';
import { ActionIcon, Badge } from '@mantine/core';
import { LazyTooltip } from '../../ui/lazy-tooltip';
import { IconLock, IconRestore } from '@tabler/icons-react';
import type { Connection } from '../../client/connection';
import type { Filter } from '../../contract/filters';
import type { SearchPlatform } from '../../contract/platforms';
import { defaultValue } from '../engine/defaults';
import { sameValue } from '../engine/same-value';
import type { FilterValue } from '../engine/value-model';
import { FilterField } from './filter-field';
import classes from './filter-panel.module.css';
import { LOCKED_REASON_TEXT } from './locked-reason';

/** The controls a Tab key stops on (a chip group with arrow keys has one such stop). */
const TABBABLE = 'input:not([type="hidden"]):not([tabindex="-1"]), button:not([tabindex="-1"]), [tabindex="0"]';

/** Props of `FilterRow`. */
export interface FilterRowProps {
  filter: Filter;
  value: FilterValue;
  platform: SearchPlatform;
  connection: Connection;
  onChange(key: string, value: FilterValue): void;
  onReset(key: string): void;
}

/**
 * One filter: its widget, a lock with the reason when `disabled`, and a reset control when
 * `resettable` and the value differs from the default. Resetting hides the control, so focus
 * moves to the filter's first control instead of falling to the page. Renders again only when
 * its own props change (a value counts as changed when it differs, not when it is another
 * object), so changing one filter leaves the panel's other rows alone.
 */
export const FilterRow = memo(function FilterRow({
  filter,
  value,
  platform,
  connection,
  onChange,
  onReset,
}: FilterRowProps) {
  const label = filter.label ?? filter.key;
  const locked = filter.disabled ? LOCKED_REASON_TEXT[filter.disabled] : undefined;
  const showReset = filter.resettable && !filter.disabled && !sameValue(value, defaultValue(filter));
  const fieldRef = useRef<HTMLDivElement>(null);
  const reset = () => {
    onReset(filter.key);
    fieldRef.current?.querySelector<HTMLElement>(TABBABLE)?.focus();
  };
  return (
    <div className={classes.row} data-locked={locked ? true : undefined}>
      <div className={classes.field} ref={fieldRef}>
        <FilterField
          filter={filter}
          value={value}
          onChange={(next) => onChange(filter.key, next)}
          platform={platform}
          connection={connection}
        />
        {locked && (
          <Badge
            variant="light"
            color={filter.disabled === 'free_plan' ? 'yellow' : 'gray'}
            leftSection={<IconLock size={12} aria-hidden />}
            tt="none"
            mt={4}
          >
            {locked}
          </Badge>
        )}
      </div>
      {showReset && (
        <LazyTooltip label={`Reset ${label}`}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`Reset ${label}`}
            onClick={reset}
            className={classes.reset}
          >
            <IconRestore size={14} aria-hidden />
          </ActionIcon>
        </LazyTooltip>
      )}
    </div>
  );
}, sameRowProps);

function sameRowProps(previous: FilterRowProps, next: FilterRowProps): boolean {
  return (
    previous.filter === next.filter &&
    sameValue(previous.value, next.value) &&
    previous.platform === next.platform &&
    previous.connection === next.connection &&
    previous.onChange === next.onChange &&
    previous.onReset === next.onReset
  );
}
