import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createConnection } from '../../../src/client/connection';
import { FILTER_COMPONENTS } from '../../../src/contract/filters';
import { defaultValue } from '../../../src/filters/engine/defaults';
import { FilterField } from '../../../src/filters/panel/filter-field';
import { widgets } from '../../../src/filters/registry';
import { renderWithProviders } from '../../utils/render';
import { catalogue } from '../fixtures/catalogue';
import { wireFilter } from '../widgets/filter-fixture';

// Nothing listens here: rendering needs a connection, and API look-ups simply fail.
const connection = createConnection({ baseUrl: 'http://127.0.0.1:9/api/v2', apiKey: 'unused' });
const FALLBACK = /is not supported by this version of the explorer/;

function filterOf(component: string, placeholder?: string) {
  return wireFilter({
    key: `f_${component}`,
    label: `Label of ${component}`,
    placeholder,
    component,
    sub_keys: component === 'SearchBox' ? { type: 'type', main: 'text' } : undefined,
    component_data: {
      items: [{ key: 1, label: 'One' }],
      api_url: component.endsWith('Api') ? `/ads/platform_a/filters/f_${component}` : null,
    },
  });
}

describe('the widget registry', () => {
  it('has a widget for every component value', () => {
    expect(Object.keys(widgets).sort()).toEqual([...FILTER_COMPONENTS].sort());
  });

  it.each(FILTER_COMPONENTS)('renders %s as a labelled widget', (component) => {
    const filter = filterOf(component);
    renderWithProviders(
      <FilterField
        filter={filter}
        value={defaultValue(filter)}
        onChange={vi.fn()}
        platform="platform_a"
        connection={connection}
      />,
    );
    expect(screen.getAllByText(`Label of ${component}`).length).toBeGreaterThan(0);
    expect(screen.queryByText(FALLBACK)).not.toBeInTheDocument();
  });

  // Chips, checkboxes, segments and switches show every choice; the others have an empty state to fill.
  const WITH_PLACEHOLDER = FILTER_COMPONENTS.filter(
    (c) => !['StringMulti', 'BooleanMulti', 'BooleanSingle', 'CBoolean'].includes(c),
  );

  it.each(WITH_PLACEHOLDER)('shows the placeholder of %s while empty', (component) => {
    const filter = filterOf(component, `Placeholder of ${component}`);
    renderWithProviders(
      <FilterField
        filter={filter}
        value={defaultValue(filter)}
        onChange={vi.fn()}
        platform="platform_a"
        connection={connection}
      />,
    );
    const shown = [
      ...screen.queryAllByPlaceholderText(`Placeholder of ${component}`),
      ...screen.queryAllByText(`Placeholder of ${component}`),
    ];
    expect(shown).toHaveLength(1);
  });

  it.each(['StringSingle', 'StringSingleSearchable', 'StringSingleSearchableApi'])(
    'reads "Any <label>" in an empty %s without a placeholder',
    (component) => {
      const filter = filterOf(component);
      renderWithProviders(
        <FilterField
          filter={filter}
          value={defaultValue(filter)}
          onChange={vi.fn()}
          platform="platform_a"
          connection={connection}
        />,
      );
      expect(screen.getByRole('combobox', { name: `Label of ${component}` })).toHaveAttribute(
        'placeholder',
        `Any label of ${component.toLowerCase()}`,
      );
    },
  );

  it('renders a visible fallback for a component it does not know', () => {
    const filter = wireFilter({ key: 'heatmap', label: 'Heat map', component: 'GeoHeatmap' });
    renderWithProviders(
      <FilterField
        filter={filter}
        value={defaultValue(filter)}
        onChange={vi.fn()}
        platform="platform_a"
        connection={connection}
      />,
    );
    expect(
      screen.getByText('This filter (GeoHeatmap) is not supported by this version of the explorer'),
    ).toBeInTheDocument();
  });

  it('renders advanced_order and v1 orderby as the sort controls', () => {
    const group = catalogue();
    for (const key of ['advanced_order', 'orderby']) {
      const filter = group.filters.find((f) => f.key === key)!;
      renderWithProviders(
        <FilterField
          filter={filter}
          value={defaultValue(filter)}
          onChange={vi.fn()}
          platform="platform_a"
          connection={connection}
        />,
      );
    }
    expect(screen.getByRole('radiogroup', { name: 'Sort direction' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('updated at');
    expect(screen.getByRole('combobox', { name: 'Sort (v1)' })).toHaveValue('updated_at');
  });
});
