import { Input } from '@mantine/core';
import type { ValueOfKind } from '../engine/value-model';
import { formatAmount } from './amount-text';
import { CommittedNumberInput } from './committed-number-input';
import classes from './number-multi-range.module.css';
import type { WidgetProps } from './widget-props';

type NumberRange = ValueOfKind<'number_range'>;

/** An inverted pair is read as meant the other way round. */
function ordered(min: number | null, max: number | null): NumberRange {
  if (min !== null && max !== null && min > max) return { kind: 'number_range', min: max, max: min };
  return { kind: 'number_range', min, max };
}

/**
 * `NumberMultiRange`: a from–to pair, each end committed on blur or Enter; an empty end is
 * open. With `infinite_sign` the open upper end shows "∞". Numbers outside the catalogue's
 * `min`/`max` are refused in place.
 */
export function NumberMultiRange({ id, filter, value, onChange, disabled }: WidgetProps<NumberRange>) {
  const label = filter.label ?? filter.key;
  const { min: lowest, max: highest, infinite_sign: infinite } = filter.component_data;
  const hint = infinite ? 'Leave “to” empty for no upper limit (∞)' : undefined;
  const description = [filter.description, hint].filter(Boolean).join('. ') || undefined;
  const bounds = { min: lowest, max: highest, disabled, size: 'xs' as const };
  return (
    <Input.Wrapper id={id} label={label} description={description} labelElement="div">
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        className={classes.pair}
      >
        <CommittedNumberInput
          {...bounds}
          id={id}
          aria-label={`${label} from`}
          placeholder={filter.placeholder ?? (lowest != null ? formatAmount(lowest) : 'Min')}
          value={value.min}
          onCommit={(min) => onChange(ordered(min, value.max))}
        />
        <span aria-hidden>–</span>
        <CommittedNumberInput
          {...bounds}
          id={`${id}-to`}
          aria-label={`${label} to`}
          placeholder={infinite ? '∞' : highest != null ? formatAmount(highest) : 'Max'}
          value={value.max}
          onCommit={(max) => onChange(ordered(value.min, max))}
        />
      </div>
    </Input.Wrapper>
  );
}
