import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialsOf, OwnerAvatar } from '../../src/ui/owner-avatar';

describe('OwnerAvatar', () => {
  it('shows the picture without a referrer, and says nothing to screen readers beside the name', () => {
    render(<OwnerAvatar name="Blue Lumen Labs" src="https://cdn.example/a.png" size="sm" />);
    const picture = screen.getByRole('presentation', { hidden: true });
    expect(picture).toHaveAttribute('referrerpolicy', 'no-referrer');
    // The picture is the avatar, one element: its size and its hue are its own.
    expect(picture).toHaveAttribute('data-size', 'sm');
    expect(picture.style.getPropertyValue('--avatar-bg')).toMatch(/^var\(--mantine-color-\w+-light\)$/);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('BL')).not.toBeInTheDocument();
  });

  it('shows the initials without a picture, and when the picture fails to load', () => {
    const { rerender } = render(<OwnerAvatar name="Blue Lumen Labs" src={null} size="sm" />);
    expect(screen.getByText('BL')).toHaveAttribute('aria-hidden', 'true');
    rerender(<OwnerAvatar name="Blue Lumen Labs" src="https://cdn.example/gone.png" size="lg" />);
    fireEvent.error(screen.getByRole('presentation', { hidden: true }));
    expect(screen.queryByRole('presentation', { hidden: true })).not.toBeInTheDocument();
    expect(screen.getByText('BL')).toHaveAttribute('data-size', 'lg');
  });

  it('colours an advertiser the same way every time, and others differently', () => {
    const names = ['Acme', 'Blue Lumen Labs', 'Northwind', 'Globex', 'Initech', 'Umbrella'];
    const hue = (name: string) => {
      const { unmount } = render(<OwnerAvatar name={name} src={null} size="sm" />);
      const value = screen.getByText(initialsOf(name)).style.getPropertyValue('--avatar-bg');
      unmount();
      return value;
    };
    expect(hue('Acme')).toBe(hue('Acme'));
    expect(new Set(names.map(hue)).size).toBeGreaterThan(2);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of two words, or two letters of one', () => {
    expect(initialsOf('Blue Lumen Labs')).toBe('BL');
    expect(initialsOf('  acme  ')).toBe('AC');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
  });
});
