import { lazy, Suspense, type ComponentType } from 'react';
import { TextInput } from '@mantine/core';
import type { ValueOfKind } from '../engine/value-model';
import type { WidgetProps } from './widget-props';

// The date pickers (and the date library under them) load apart from the first page: the panel
// shows a locked field of the same label and size until they arrive.
const DateSingleLoaded = lazy(() => import('./date-single').then((module) => ({ default: module.DateSingle })));
const DateMultiLoaded = lazy(() => import('./date-multi').then((module) => ({ default: module.DateMulti })));

function withPlaceholderField<V extends ValueOfKind<'date' | 'date_range'>>(
  Loaded: ComponentType<WidgetProps<V>>,
  placeholder: string,
): ComponentType<WidgetProps<V>> {
  return function LazyDateWidget(props: WidgetProps<V>) {
    const { id, filter } = props;
    const waiting = (
      <TextInput
        id={id}
        label={filter.label ?? filter.key}
        description={filter.description}
        placeholder={filter.placeholder ?? placeholder}
        size="xs"
        disabled
      />
    );
    return (
      <Suspense fallback={waiting}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/** `DateSingle`, loaded when a panel first shows one. */
export const LazyDateSingle = withPlaceholderField(DateSingleLoaded, 'Pick a date');
/** `DateMulti`, loaded when a panel first shows one. */
export const LazyDateMulti = withPlaceholderField(DateMultiLoaded, 'Pick dates');
