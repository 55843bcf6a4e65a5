import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Callout } from '../../src/ui/callout';

describe('Callout', () => {
  it('is an alert named by its title, holding its message, with its icon hidden from screen readers', () => {
    render(
      <Callout tone="red" title="Could not load ads" icon={<svg role="img" aria-label="Warning" />}>
        The service answered 503.
      </Callout>,
    );
    const alert = screen.getByRole('alert', { name: 'Could not load ads' });
    expect(alert).toHaveTextContent('The service answered 503.');
    expect(alert).toHaveAttribute('data-tone', 'red');
    expect(screen.getByRole('img', { hidden: true, name: 'Warning' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is a status when it must not interrupt, and unnamed without a title', () => {
    render(
      <Callout tone="yellow" role="status">
        Still waiting for the service to answer…
      </Callout>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveAttribute('aria-labelledby');
    expect(screen.getByRole('status')).toHaveTextContent('Still waiting for the service to answer…');
  });
});
