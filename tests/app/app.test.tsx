import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CONNECTION_STORAGE_KEY } from '../../src/app/connection/connection-storage';
import type { ConnectionSettings } from '../../src/app/connection/connection-settings';
import { SLOW, appTestService, demoSettings, here, renderAppAt } from './app-helpers';

const testService = appTestService();

const settings = (overrides: Partial<ConnectionSettings> = {}): ConnectionSettings => ({
  ...demoSettings(testService().baseUrl('v2')),
  ...overrides,
});

describe('the explorer against the real service', { timeout: 60_000 }, () => {
  it('opens the default tab, says it is connected and shows the version', async () => {
    renderAppAt('/', settings());
    expect(screen.getByRole('heading', { name: 'Ads Explorer' })).toBeInTheDocument();
    expect(await screen.findByText('Connected · v2', {}, SLOW)).toBeInTheDocument();
    expect(here()).toBe('/platform_a');
    expect(screen.getByRole('tab', { name: 'Platform A' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to results' })).toHaveAttribute('href', '#main-content');
  });

  it('explains a refused key in place, with the fix and a way to it', async () => {
    const { user } = renderAppAt('/platform_b', settings({ apiKey: 'not-a-key' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The key was refused');
    expect(alert).toHaveTextContent('Check the key in Connection settings.');
    await user.click(within(alert).getByRole('button', { name: 'Connection settings' }));
    expect(await screen.findByRole('form', { name: 'Connection settings' })).toBeInTheDocument();
    expect(here()).toBe('/platform_b');
  });

  it('explains an unreachable service', async () => {
    renderAppAt('/platform_a', settings({ baseUrl: 'http://127.0.0.1:9/api/v2' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The service cannot be reached');
    expect(alert).toHaveTextContent('Check the base URL in Connection settings');
  });

  it('keeps the key in sessionStorage, or in localStorage when remembered, and never in the URL', async () => {
    const { user } = renderAppAt('/platform_a?gender=2', settings());
    await screen.findByText('Connected · v2', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Connection settings' }));
    const key = await screen.findByLabelText('API key');
    await user.clear(key);
    await user.paste('demo-free');
    await user.click(screen.getByRole('checkbox', { name: /Remember on this device/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(JSON.parse(localStorage.getItem(CONNECTION_STORAGE_KEY) ?? '{}')).toMatchObject({
      apiKey: 'demo-free',
      remember: true,
    });
    expect(sessionStorage.getItem(CONNECTION_STORAGE_KEY)).toBeNull();
    expect(window.location.href).not.toMatch(/demo-free|demo-pro|api_key|api\/v2/);

    await user.click(screen.getByRole('button', { name: 'Connection settings' }));
    await user.click(await screen.findByRole('checkbox', { name: /Remember on this device/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(JSON.parse(sessionStorage.getItem(CONNECTION_STORAGE_KEY) ?? '{}')).toMatchObject({
      apiKey: 'demo-free',
      remember: false,
    });
    expect(localStorage.getItem(CONNECTION_STORAGE_KEY)).toBeNull();
  });

  it('shows the version the base URL names and refuses one without a version', async () => {
    const { user } = renderAppAt('/platform_a', settings());
    await user.click(screen.getByRole('button', { name: 'Connection settings' }));
    const url = await screen.findByLabelText(/Base URL/);
    expect(screen.getByLabelText('API version v2')).toBeInTheDocument();
    await user.clear(url);
    await user.paste(`${testService().origin}/api/v1`);
    expect(screen.getByLabelText('API version v1')).toBeInTheDocument();
    await user.clear(url);
    await user.paste(`${testService().origin}/api`);
    expect(screen.getByText('The base URL must end in /v1 or /v2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('filters', { timeout: 60_000 }, () => {
  it('a changed filter updates the link, says nothing of a swap the chips show, and Back undoes it', async () => {
    const { user } = renderAppAt('/platform_a', settings());
    const filters = screen.getByRole('navigation', { name: 'Filters' });
    await user.click(await within(filters).findByRole('checkbox', { name: 'Shop now' }, SLOW));
    await waitFor(() => expect(here()).toBe('/platform_a?call_to_action=1'), SLOW);
    await user.click(within(filters).getByRole('checkbox', { name: 'No button' }));
    await waitFor(() => expect(here()).toBe('/platform_a?call_to_action=0'), SLOW);
    expect(within(filters).getByRole('checkbox', { name: 'Shop now' })).not.toBeChecked();
    expect(screen.queryByText(/deselected because/)).not.toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(here()).toBe('/platform_a'), SLOW);
    window.history.back();
    await waitFor(() => expect(within(filters).getByRole('checkbox', { name: 'No button' })).toBeChecked(), SLOW);
    expect(here()).toBe('/platform_a?call_to_action=0');
  });
});

describe('saved links', { timeout: 60_000 }, () => {
  it('opens an ad from the grid into the link; Back closes it; the link alone restores it', async () => {
    const view = renderAppAt('/platform_a?gender=2', settings());
    const feed = await screen.findByRole('feed', { name: 'Ads' }, SLOW);
    const [card] = await within(feed).findAllByRole('article');
    await view.user.click(card!);
    await waitFor(() => expect(here()).toMatch(/^\/platform_a\?gender=2&ad=\d+$/), SLOW);
    const link = here();
    const id = link.split('ad=')[1];
    expect(await screen.findByText(`Platform A · #${id}`, {}, SLOW)).toBeInTheDocument();

    window.history.back();
    await waitFor(() => expect(here()).toBe('/platform_a?gender=2'), SLOW);
    await waitFor(() => expect(screen.queryByText(`Platform A · #${id}`)).not.toBeInTheDocument(), SLOW);
    view.unmount();

    renderAppAt(link, settings());
    expect(await screen.findByText(`Platform A · #${id}`, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Platform A' })).toHaveAttribute('aria-selected', 'true');
    expect(here()).toBe(link);
  });

  it('drops a parameter it cannot use, with a visible notice, and keeps the rest', async () => {
    renderAppAt('/platform_a?gender=2&colour=red', settings());
    expect(await screen.findByText(/Ignored from the link: colour=red/, {}, SLOW)).toBeInTheDocument();
    expect(here()).toBe('/platform_a?gender=2');
  });

  it('copies the whole link, never the connection', async () => {
    const { user } = renderAppAt('/platform_a?gender=2', settings());
    await waitFor(() => expect(here()).toBe('/platform_a?gender=2'), SLOW);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/platform_a?gender=2`);
  });
});

describe('the ad drawer', { timeout: 60_000 }, () => {
  it('copies the link of the open ad from inside the drawer, and confirms it', async () => {
    const { user } = renderAppAt('/platform_a?gender=2', settings());
    const feed = await screen.findByRole('feed', { name: 'Ads' }, SLOW);
    const [card] = await within(feed).findAllByRole('article');
    await user.click(card!);
    await waitFor(() => expect(here()).toMatch(/^\/platform_a\?gender=2&ad=\d+$/), SLOW);
    const drawer = await screen.findByRole('dialog', { name: /^Ad details/ }, SLOW);

    await user.click(within(drawer).getByRole('button', { name: 'Copy link' }));
    expect(await within(drawer).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(within(drawer).getByText('Link copied: it opens this ad over its search.')).toHaveAttribute(
      'role',
      'status',
    );
    // Said once, on the button: no toast repeats it over the drawer.
    expect(screen.getAllByText(/Link copied/)).toHaveLength(1);
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${here()}`);
  });
});

describe('platform tabs', { timeout: 60_000 }, () => {
  it('locks the cross-platform tab on a v1 service and says why', async () => {
    renderAppAt('/platform_a', settings({ baseUrl: testService().baseUrl('v1') }));
    await screen.findByText('Connected · v1', {}, SLOW);
    const mega = screen.getByRole('tab', { name: 'Mega (all platforms)' });
    expect(mega).toBeDisabled();
    expect(mega).toHaveAccessibleDescription('Cross-platform search needs a v2 service.');
  });

  it('offers the cross-platform tab on v2', async () => {
    const { user } = renderAppAt('/platform_a', settings());
    await user.click(screen.getByRole('tab', { name: 'Mega (all platforms)' }));
    expect(here()).toBe('/mega');
    expect(screen.getByRole('tab', { name: 'Mega (all platforms)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps each tab its own filters while switching, and Back returns to the previous tab', async () => {
    const { user } = renderAppAt('/platform_a?gender=2', settings());
    await waitFor(() => expect(here()).toBe('/platform_a?gender=2'), SLOW);
    await user.click(screen.getByRole('tab', { name: 'Native' }));
    await waitFor(() => expect(here()).toBe('/native'), SLOW);
    await user.click(screen.getByRole('tab', { name: 'Platform A' }));
    expect(here()).toBe('/platform_a?gender=2');

    window.history.back();
    await waitFor(
      () => expect(screen.getByRole('tab', { name: 'Native' })).toHaveAttribute('aria-selected', 'true'),
      SLOW,
    );
    expect(here()).toBe('/native');
  });
});
