import { useState } from 'react';
import type { Connection } from '../../../src/client/connection';
import type { FilterGroup } from '../../../src/contract/filters';
import { initialFilterState } from '../../../src/filters/engine/defaults';
import { describeEffect } from '../../../src/filters/engine/effects';
import { changeFilter, clearAll, resetFilter } from '../../../src/filters/engine/transition';
import type { Transition } from '../../../src/filters/engine/transition-result';
import type { FilterValue } from '../../../src/filters/engine/value-model';
import { FilterPanel } from '../../../src/filters/FilterPanel';

/** Spies on what the panel asks of its store. */
export interface PanelCalls {
  onChange(key: string, value: FilterValue): void;
  onReset(key: string): void;
  onClearAll(): void;
}

/** The panel over the real engine, as the search store drives it: transitions applied, effects listed. */
export function PanelHarness({
  group,
  connection,
  calls,
}: {
  group: FilterGroup;
  connection: Connection;
  calls: PanelCalls;
}) {
  const [state, setState] = useState(() => initialFilterState(group));
  const [effects, setEffects] = useState<string[]>([]);
  const apply = (transition: Transition) => {
    setState(transition.state);
    setEffects(transition.effects.map((effect) => describeEffect(effect, group)));
  };
  return (
    <>
      <FilterPanel
        group={group}
        state={state}
        platform="platform_a"
        connection={connection}
        onChange={(key, value) => {
          calls.onChange(key, value);
          apply(changeFilter(group, state, key, value));
        }}
        onReset={(key) => {
          calls.onReset(key);
          apply(resetFilter(group, state, key));
        }}
        onClearAll={() => {
          calls.onClearAll();
          apply(clearAll(group));
        }}
      />
      <ul aria-label="Effects">
        {effects.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </>
  );
}
