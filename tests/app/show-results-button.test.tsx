import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SLOW, appTestService, demoSettings, renderAppAt } from './app-helpers';

const testService = appTestService();

const filters = () => screen.getByRole('navigation', { name: 'Filters' });
const toolbar = () => screen.getByRole('region', { name: 'Results toolbar' });

describe('the filter sheet’s Show results button', { timeout: 60_000 }, () => {
  it('says how many results it shows where the service counts them, as the toolbar does', async () => {
    renderAppAt('/platform_a', demoSettings(testService().baseUrl('v2')));
    const status = await within(toolbar()).findByText(/^[\d,]+ ads? · /, {}, SLOW);
    const count = /^([\d,]+) /.exec(status.textContent ?? '')![1];
    const noun = count === '1' ? 'result' : 'results';
    expect(await within(filters()).findByRole('button', { name: `Show ${count} ${noun}` }, SLOW)).toBeInTheDocument();
  });

  it('says only Show results where the service does not count (v1)', async () => {
    renderAppAt('/platform_a', demoSettings(testService().baseUrl('v1')));
    await within(toolbar()).findByText(/ loaded · /, {}, SLOW);
    expect(within(filters()).getByRole('button', { name: 'Show results' })).toBeInTheDocument();
  });
});
