import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdDetailView } from '../../src/ads/ad-detail-view';
import { renderWithProviders } from '../utils/render';
import { hostileAd, imageAdDetail } from './fixtures/ads';

describe('AdDetailView', () => {
  it('lays out every known field of the detail record', async () => {
    renderWithProviders(<AdDetailView detail={imageAdDetail} />);

    expect(screen.getByRole('heading', { level: 2, name: imageAdDetail.title })).toBeInTheDocument();
    expect(screen.getByText('Sports & Outdoors')).toBeInTheDocument();
    expect(screen.getByText(imageAdDetail.description!)).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: imageAdDetail.title })).toHaveLength(2);

    const fields = screen.getByLabelText('Ad fields');
    const value = (label: string) => within(fields).getByText(label).nextElementSibling;
    expect(value('Call to action')).toHaveTextContent('Shop now');
    expect(within(fields).getByRole('link', { name: imageAdDetail.landing_url })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(value('Display URL')).toHaveTextContent('northpeak-outdoor.com');
    expect(value('Traffic')).toHaveTextContent('1.2M visits/mo');
    expect(value('First seen')).toHaveTextContent('Jan 12, 2026');
    expect(value('Last seen')).toHaveTextContent('Feb 22, 2026 · 3 days ago');
    expect(value('Countries')).toHaveTextContent('United States (US), Germany (DE)');
    expect(value('Language')).toHaveTextContent('English');
    expect(within(fields).getByRole('link', { name: 'View on Platform A' })).toHaveAttribute('target', '_blank');

    const performance = screen.getByRole('region', { name: 'Performance' });
    expect(within(performance).getByRole('img', { name: 'View' }).closest('li')).toHaveTextContent('184.2K');
    expect(within(performance).getByLabelText('United States')).toBeInTheDocument();

    // The chart module loads on demand; its first import is slow under test transforms.
    const chart = await screen.findByRole('figure', { name: 'Daily impressions and likes' }, { timeout: 15_000 });
    expect(chart).toHaveTextContent('3 days: 358,500 impressions, 2,360 likes');
  });

  it('shows fields the contract does not know, readably', () => {
    renderWithProviders(
      <AdDetailView detail={{ ...imageAdDetail, owner: { ...imageAdDetail.owner, follower_count: 12000 } }} />,
    );
    const others = screen.getByRole('region', { name: 'Other fields' });
    const value = (label: string) => within(others).getByText(label).nextElementSibling;

    expect(value('Ad format')).toHaveTextContent('carousel');
    expect(within(others).getByText('Ad format')).toHaveAttribute('title', 'ad_format');
    expect(value('Targeting')).toHaveTextContent('"age_min": 25');
    expect(value('Targeting')).toHaveTextContent('"interests": [');
    expect(value('Owner follower count')).toHaveTextContent('12000');
    expect(within(others).queryByText('Title')).not.toBeInTheDocument();
  });

  it('keeps hostile values inert', () => {
    const { container } = renderWithProviders(
      <AdDetailView
        detail={{
          ...hostileAd,
          description: '<img src=x onerror=alert(1)>',
          landing_url: 'javascript:alert(1)',
          countries: ['<b>XX</b>'],
          notes: '<script>alert(4)</script>',
        }}
      />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.getByText('<script>alert(4)</script>')).toBeInTheDocument();
    expect(container.querySelector('script, b')).toBeNull();
    expect(container.querySelectorAll('img[src]:not([src^="http"])')).toHaveLength(0);
  });
});
