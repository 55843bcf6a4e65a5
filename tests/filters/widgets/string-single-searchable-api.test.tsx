import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdsClient } from '../../../src/client/ads-client';
import { optionsLoader } from '../../../src/filters/api-options';
import { StringSingleSearchableApi } from '../../../src/filters/widgets/string-single-searchable-api';
import { renderWithProviders } from '../../utils/render';
import { wireFilter } from './filter-fixture';
import { startOptionsStandIn, type OptionsStandIn } from './options-stand-in';

const filter = wireFilter({
  key: 'owner_categories',
  label: 'Advertiser category',
  component: 'StringSingleSearchableApi',
  component_data: { api_url: '/ads/platform_a/filters/owner_categories' },
});

let service: OptionsStandIn;
let client: AdsClient;
beforeAll(async () => {
  service = await startOptionsStandIn([
    { key: 1, label: 'Fashion' },
    { key: 2, label: 'Finance' },
    { key: 3, label: 'Travel' },
  ]);
  client = new AdsClient({ baseUrl: service.baseUrl, apiKey: 'test-key' });
});
afterAll(() => service.close());

function renderWidget(keys: number[], onChange = vi.fn()) {
  const loadOptions = optionsLoader(client, { platform: 'platform_a', filter: 'owner_categories' });
  return renderWithProviders(
    <StringSingleSearchableApi id="cat" filter={filter} value={{ kind: 'options', keys }} onChange={onChange} loadOptions={loadOptions} />,
  );
}

describe('StringSingleSearchableApi', () => {
  it('searches the service and emits the one picked id', async () => {
    const onChange = vi.fn();
    const { user } = renderWidget([], onChange);
    await user.type(screen.getByRole('combobox', { name: 'Advertiser category' }), 'fin');
    await user.click(await screen.findByRole('option', { name: 'Finance' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'options', keys: [2] });
  });

  it('shows a restored id by its label and lists every option on open', async () => {
    const { user } = renderWidget([3]);
    const input = screen.getByRole('combobox', { name: 'Advertiser category' });
    expect(await screen.findByDisplayValue('Travel')).toBe(input);
    await user.click(input);
    expect(await screen.findByRole('option', { name: 'Fashion' })).toBeInTheDocument();
  });

  it('says "No matches" when the service finds nothing', async () => {
    const { user } = renderWidget([]);
    await user.type(screen.getByRole('combobox', { name: 'Advertiser category' }), 'qqq');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
  });
});
