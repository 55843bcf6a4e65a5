import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NameModal } from '../../src/workspace/core/name-modal';
import { renderWithProviders } from '../utils/render';

describe('NameModal', () => {
  it('names its close button after the dialog, and closes with it', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <NameModal opened onClose={onClose} onSubmit={() => {}} title="Save search" label="Name" action="Save" />,
    );
    await screen.findByRole('dialog', { name: 'Save search' });
    await user.click(screen.getByRole('button', { name: 'Close save search' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
