import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Filter, OptionRecord } from '../../../src/contract/filters';
import { optionsLoader } from '../../../src/filters/api-options';
import { StringMultiSearchableApi } from '../../../src/filters/widgets/string-multi-searchable-api';
import { connectedTestService } from '../../utils/connected-service';
import { renderWithProviders } from '../../utils/render';

const served = connectedTestService({ ads: 20 });
let interests: OptionRecord[];
let filter: Filter;
beforeAll(async () => {
  const group = await served.connection.client.filters('platform_a');
  filter = group.filters.find((f) => f.key === 'interests')!;
  interests = await served.connection.client.filterItems('platform_a', 'interests', { search: 'running' });
}, 120_000);

function renderWidget(keys: OptionRecord['key'][], onChange = vi.fn()) {
  return renderWithProviders(
    <StringMultiSearchableApi
      id="interests"
      filter={filter}
      value={{ kind: 'options', keys }}
      onChange={onChange}
      loadOptions={optionsLoader(served.connection, { platform: 'platform_a', filter: 'interests' })}
    />,
  );
}

describe('StringMultiSearchableApi against the reference service', () => {
  it('asks the service as the user types and emits the picked id', async () => {
    const onChange = vi.fn();
    const { user } = renderWidget([], onChange);
    const [first] = interests;
    await user.type(screen.getByRole('combobox', { name: 'Interests' }), 'running');
    const option = await screen.findByRole('option', { name: first!.label! }, { timeout: 5000 });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(interests.length));
    await user.click(option);
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'options', keys: [first!.key] });
  });

  it('never lists a match of older text while the look-up of the typed text is pending', async () => {
    const { user } = renderWidget([]);
    const input = screen.getByRole('combobox', { name: 'Interests' });
    await user.click(input);
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(interests.length), {
      timeout: 5000,
    });
    await user.type(input, 'running');
    expect(screen.getByLabelText('Loading options')).toBeInTheDocument();
    for (const option of screen.queryAllByRole('option'))
      expect(option.textContent?.toLowerCase()).toContain('running');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(interests.length), { timeout: 5000 });
    for (const option of screen.getAllByRole('option')) expect(option.textContent?.toLowerCase()).toContain('running');
  });

  it('shows ids restored from a link by their labels', async () => {
    const [first, second] = await served.connection.client.filterItems('platform_a', 'interests', {
      search: 'cooking',
    });
    renderWidget([second!.key, first!.key]);
    expect(await screen.findByText(second!.label!, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText(first!.label!)).toBeInTheDocument();
  });

  it('says "No matches" when the service finds nothing', async () => {
    const { user } = renderWidget([]);
    await user.type(screen.getByRole('combobox', { name: 'Interests' }), 'zzzqqq');
    expect(await screen.findByText('No matches', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
