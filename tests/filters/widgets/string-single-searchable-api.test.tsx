import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Filter, OptionRecord } from '../../../src/contract/filters';
import { optionsLoader } from '../../../src/filters/api-options';
import { StringSingleSearchableApi } from '../../../src/filters/widgets/string-single-searchable-api';
import { connectedTestService } from '../../utils/connected-service';
import { renderWithProviders } from '../../utils/render';

const served = connectedTestService({ ads: 20 }, 'v1');
let filter: Filter;
let categories: OptionRecord[];
beforeAll(async () => {
  filter = (await served.connection.client.filters('platform_a')).filters.find((f) => f.key === 'owner_categories')!;
  categories = await served.connection.client.filterItems('platform_a', 'owner_categories', { search: '' });
}, 120_000);

const slow = { timeout: 5000 };

function renderWidget(keys: OptionRecord['key'][], onChange = vi.fn()) {
  return renderWithProviders(
    <StringSingleSearchableApi
      id="cat"
      filter={filter}
      value={{ kind: 'options', keys }}
      onChange={onChange}
      loadOptions={optionsLoader(served.connection, { platform: 'platform_a', filter: 'owner_categories' })}
    />,
  );
}

describe('StringSingleSearchableApi against the reference service (v1 layout)', () => {
  it('searches the service and emits the one picked id', async () => {
    const onChange = vi.fn();
    const { user } = renderWidget([], onChange);
    const target = categories[categories.length - 1]!;
    await user.type(screen.getByRole('combobox', { name: 'Advertiser category' }), target.label!);
    await user.click(await screen.findByRole('option', { name: target.label! }, slow));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'options', keys: [target.key] });
  });

  it('never lists a match of older text while the look-up of the typed text is pending', async () => {
    const { user } = renderWidget([]);
    const input = screen.getByRole('combobox', { name: 'Advertiser category' });
    await user.click(input);
    expect(await screen.findByRole('option', { name: categories[0]!.label! }, slow)).toBeInTheDocument();
    const typed = categories[categories.length - 1]!.label!.slice(0, 5);
    await user.type(input, typed);
    expect(screen.getByLabelText('Loading options')).toBeInTheDocument();
    for (const option of screen.queryAllByRole('option'))
      expect(option.textContent?.toLowerCase()).toContain(typed.toLowerCase());
  });

  it('shows a restored id by its label and lists other options on open', async () => {
    const [first, second] = categories;
    const { user } = renderWidget([second!.key]);
    const input = screen.getByRole('combobox', { name: 'Advertiser category' });
    expect(await screen.findByDisplayValue(second!.label!, {}, slow)).toBe(input);
    await user.click(input);
    // Found is listed: the list may be drawn again as its look-up answers, so the option found is
    // not held to stay the same element.
    await screen.findByRole('option', { name: first!.label! }, slow);
  });

  it('says "No matches" when the service finds nothing', async () => {
    const { user } = renderWidget([]);
    await user.type(screen.getByRole('combobox', { name: 'Advertiser category' }), 'qqqzzz');
    expect(await screen.findByText('No matches', {}, slow)).toBeInTheDocument();
  });
});
