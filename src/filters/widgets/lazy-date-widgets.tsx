import { TextInput } from '@mantine/core';
import { lazyPart } from '../../ui/lazy-part';
import type { FilterValue } from '../engine/value-model';
import type { WidgetProps } from './widget-props';

// The date pickers (and the date library under them) load apart from the page's entry: the panel
// shows a locked field of the same label and size until they arrive. Every ad platform has date
// filters, so a server-drawn page preloads them with its panel and hydrates them in place
// (`preloadFirstScreenParts`).

/** A locked field of the widget's label and size, where a date picker will be. */
function placeholderField(placeholder: string) {
  return function DateWidgetPlaceholder({ id, filter }: Pick<WidgetProps<FilterValue>, 'id' | 'filter'>) {
    return (
      <TextInput
        id={id}
        label={filter.label ?? filter.key}
        description={filter.description}
        placeholder={filter.placeholder ?? placeholder}
        size="xs"
        disabled
      />
    );
  };
}

const SinglePlaceholder = placeholderField('Pick a date');
const MultiPlaceholder = placeholderField('Pick dates');

/** `DateSingle`, loaded when a panel first shows one. */
export const LazyDateSingle = lazyPart(
  () => import('./date-single'),
  'DateSingle',
  (props) => <SinglePlaceholder {...props} />,
  { inlineOncePreloaded: true },
);
/** `DateMulti`, loaded when a panel first shows one. */
export const LazyDateMulti = lazyPart(
  () => import('./date-multi'),
  'DateMulti',
  (props) => <MultiPlaceholder {...props} />,
  { inlineOncePreloaded: true },
);
