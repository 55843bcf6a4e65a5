import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdDetailView } from '../../src/ads/ad-detail-view';
import type { AdDetail } from '../../src/contract/ads';
import { renderWithProviders } from '../utils/render';
import { imageAdDetail, videoAd } from './fixtures/ads';

afterEach(() => vi.restoreAllMocks());

describe('an ad’s creatives and landing URL in its detail', () => {
  it('downloads media of this origin under a name that says what it is, through the service’s attachment', () => {
    const detail: AdDetail = {
      ...imageAdDetail,
      media: [{ id: 5, type: 'video', url: `${location.origin}/media/video-41873.webm` }],
    };
    renderWithProviders(<AdDetailView detail={detail} />);
    const link = screen.getByRole('link', { name: 'Download video' });
    expect(link).toHaveAttribute('download', 'northpeak-outdoor-platform_a-41873.webm');
    expect(link).toHaveAttribute(
      'href',
      `${location.origin}/media/video-41873.webm?download=northpeak-outdoor-platform_a-41873.webm`,
    );
  });

  it('numbers the downloads of several media, and opens media of another origin in a new tab untouched', () => {
    renderWithProviders(<AdDetailView detail={imageAdDetail} />);
    const group = screen.getByRole('group', { name: 'Media downloads' });
    const links = within(group).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Download image 1', 'Download image 2']);
    expect(links[0]).toHaveAttribute('href', imageAdDetail.media[0]!.url);
    expect(links[0]).not.toHaveAttribute('download');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers no download for media without a safe URL', () => {
    renderWithProviders(
      <AdDetailView
        detail={{ ...imageAdDetail, ...videoAd, media: [{ id: 1, type: 'image', url: 'javascript:alert(1)' }] }}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Media downloads' })).not.toBeInTheDocument();
  });

  it('links the landing URL in a new tab and copies it, saying so', async () => {
    const { user } = renderWithProviders(<AdDetailView detail={imageAdDetail} />);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const link = screen.getByRole('link', { name: imageAdDetail.landing_url });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(screen.getByRole('button', { name: 'Copy landing URL' }));
    expect(writeText).toHaveBeenCalledWith(imageAdDetail.landing_url);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByText('Landing URL copied.')).toHaveAttribute('role', 'status');
  });
});
