import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdsClient } from '../../../src/client/ads-client';
import { optionsLoader } from '../../../src/filters/api-options';
import { StringMultiSearchableApi } from '../../../src/filters/widgets/string-multi-searchable-api';
import { renderWithProviders } from '../../utils/render';
import { wireFilter } from './filter-fixture';
import { startOptionsStandIn, type OptionsStandIn } from './options-stand-in';

const filter = wireFilter({
  key: 'interests',
  label: 'Interests',
  placeholder: 'Search interests',
  component: 'StringMultiSearchableApi',
  component_data: { api_url: '/ads/platform_a/filters/interests' },
});

let service: OptionsStandIn;
let client: AdsClient;
beforeAll(async () => {
  service = await startOptionsStandIn([
    { key: 11, label: 'Running' },
    { key: 12, label: 'Rowing' },
    { key: 13, label: 'Cooking' },
  ]);
  client = new AdsClient({ baseUrl: service.baseUrl, apiKey: 'test-key' });
});
afterAll(() => service.close());

function renderWidget(keys: number[], onChange = vi.fn()) {
  const loadOptions = optionsLoader(client, { platform: 'platform_a', filter: 'interests' });
  return renderWithProviders(
    <StringMultiSearchableApi id="interests" filter={filter} value={{ kind: 'options', keys }} onChange={onChange} loadOptions={loadOptions} />,
  );
}

describe('StringMultiSearchableApi', () => {
  it('asks the service as the user types and emits the picked id', async () => {
    const onChange = vi.fn();
    const { user } = renderWidget([], onChange);
    await user.type(screen.getByRole('combobox', { name: 'Interests' }), 'ro');
    const rowing = await screen.findByRole('option', { name: 'Rowing' });
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Cooking' })).not.toBeInTheDocument());
    expect(service.requests.some((q) => q.get('search') === 'ro')).toBe(true);
    await user.click(rowing);
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'options', keys: [12] });
  });

  it('shows ids restored from a link by their labels', async () => {
    renderWidget([13, 11]);
    expect(await screen.findByText('Cooking')).toBeInTheDocument();
    expect(await screen.findByText('Running')).toBeInTheDocument();
    expect(service.requests.some((q) => q.get('id') === '13,11')).toBe(true);
  });

  it('says "No matches" when the service finds nothing', async () => {
    const { user } = renderWidget([]);
    await user.type(screen.getByRole('combobox', { name: 'Interests' }), 'zzz');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
  });
});
