import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdCard } from '../../src/ads/ad-card';
import { renderWithProviders } from '../utils/render';
import { displayAd, hostileAd, imageAd, platformGAd, videoAd } from './fixtures/ads';

describe('AdCard', () => {
  it('shows every summary field of an image ad', () => {
    renderWithProviders(<AdCard ad={imageAd} onOpen={() => {}} />);
    const card = screen.getByRole('article', { name: imageAd.title });

    expect(within(card).getByRole('heading', { name: imageAd.title })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: imageAd.title })).toHaveAttribute(
      'src',
      'https://cdn.example.com/media/41873-1.jpg',
    );
    expect(within(card).getByText('+1 media')).toBeInTheDocument();
    expect(within(card).getByText('Northpeak Outdoor')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(within(card).getByText('northpeak-outdoor.com')).toBeInTheDocument();
    expect(within(card).getByText('1.2M visits/mo')).toBeInTheDocument();
    expect(within(card).getByText('Last seen 3 days ago')).toBeInTheDocument();

    const stats = within(card).getByRole('list', { name: 'Stats' });
    for (const [name, value] of [
      ['View', '184.2K'],
      ['Like', '5.3K'],
      ['Repost', '412'],
      ['Comment', '97'],
    ]) {
      const item = within(stats).getByRole('img', { name }).closest('li')!;
      expect(item).toHaveTextContent(value!);
    }

    const metadata = within(card).getByRole('list', { name: 'Metadata' });
    expect(within(metadata).getByLabelText('United States')).toHaveTextContent('US');
    expect(within(metadata).getByLabelText('Germany')).toHaveTextContent('DE');
    expect(within(metadata).getByRole('img', { name: 'Estimated impressions' }).closest('li')).toHaveTextContent(
      '2.5M',
    );
    expect(within(metadata).getByRole('img', { name: 'Days running' }).closest('li')).toHaveTextContent('42 days');

    const link = within(card).getByRole('link', { name: 'View on Platform A' });
    expect(link).toHaveAttribute('href', imageAd.post_url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('fetches third-party images without a referrer', () => {
    renderWithProviders(<AdCard ad={imageAd} onOpen={() => {}} />);
    expect(screen.getByRole('img', { name: imageAd.title })).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(screen.getByRole('img', { name: imageAd.title })).toHaveAttribute('loading', 'lazy');
  });

  it('shows a video as its poster with one play mark and its duration, and no player', async () => {
    const onOpen = vi.fn();
    const { container, user } = renderWithProviders(<AdCard ad={videoAd} onOpen={onOpen} />);
    expect(container.querySelector('video')).toBeNull();
    const poster = screen.getByRole('img', { name: `Video (0:35): ${videoAd.title}` });
    expect(poster).toHaveAttribute('src', 'https://cdn.example.com/media/55120-poster.jpg');
    expect(container.querySelectorAll('[data-play-mark]')).toHaveLength(1);
    expect(screen.getByText('0:35')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Upvote' }).closest('li')).toHaveTextContent('1.9K');
    expect(screen.getByText('1 day')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Verified' })).not.toBeInTheDocument();
    // Playing happens in the detail: the poster opens it.
    await user.click(poster);
    expect(onOpen).toHaveBeenCalledWith(videoAd);
  });

  it('shows a platform_g video by its thumbnail', () => {
    const { container } = renderWithProviders(<AdCard ad={platformGAd} onOpen={() => {}} />);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: /^Video \(1:35\): / })).toHaveAttribute(
      'src',
      platformGAd.media[0]!.thumbnail,
    );
  });

  it('shows the platform badge only when asked (mega results)', () => {
    const { rerender } = renderWithProviders(<AdCard ad={videoAd} onOpen={() => {}} />);
    expect(screen.queryByText('Platform C')).not.toBeInTheDocument();
    rerender(<AdCard ad={videoAd} onOpen={() => {}} showPlatform />);
    expect(screen.getByText('Platform C')).toBeInTheDocument();
  });

  it('has no post link for a display ad', () => {
    renderWithProviders(<AdCard ad={displayAd} onOpen={() => {}} />);
    expect(screen.getByRole('article', { name: displayAd.title })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Stats' })).not.toBeInTheDocument();
  });

  it('drops unsafe URLs and keeps markup as text', () => {
    const { container } = renderWithProviders(<AdCard ad={hostileAd} onOpen={() => {}} />);

    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
    for (const element of container.querySelectorAll('[src], [href], [poster]')) {
      for (const attribute of ['src', 'href', 'poster']) {
        const value = element.getAttribute(attribute);
        if (value !== null) expect(value).toMatch(/^https?:/);
      }
    }
    expect(container.querySelector('script, b, i')).toBeNull();
    expect(screen.getByRole('heading', { name: hostileAd.title })).toHaveTextContent(
      '<img src=x onerror="alert(1)"><b>Free money</b>',
    );
    expect(screen.getByText('<b>Owner</b>')).toBeInTheDocument();
    expect(screen.getByText('<script>alert("domain")</script>')).toBeInTheDocument();
    expect(screen.getByText('<script>x</script>')).toBeInTheDocument();
    expect(screen.getAllByText('No preview')).toHaveLength(1);
  });

  it('opens on click and on Enter, but not from its own link', async () => {
    const onOpen = vi.fn();
    const { user } = renderWithProviders(<AdCard ad={imageAd} onOpen={onOpen} />);
    const card = screen.getByRole('article', { name: imageAd.title });

    await user.tab();
    expect(card).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenLastCalledWith(imageAd);

    await user.click(screen.getByText('Northpeak Outdoor'));
    expect(onOpen).toHaveBeenCalledTimes(2);

    const link = screen.getByRole('link', { name: 'View on Platform A' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
