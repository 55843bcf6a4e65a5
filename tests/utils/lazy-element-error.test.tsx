import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

/** The error a query throws, caught. */
function thrownBy(query: () => unknown): Error {
  try {
    query();
  } catch (error) {
    return error as Error;
  }
  throw new Error('the query found something');
}

describe('a query that finds nothing (tests/utils/setup-dom.ts)', () => {
  it('says so with the page printed, as Testing Library does', () => {
    render(<p>Nothing to press</p>);
    const error = thrownBy(() => screen.getByRole('button', { name: 'Go' }));
    expect(error.name).toBe('TestingLibraryElementError');
    expect(error.message).toMatch(/^Unable to find an accessible element with the role "button" and name "Go"/);
    expect(error.message).toContain('Ignored nodes: comments, script, style');
    expect(error.message).toContain('Nothing to press');
  });

  it('prints the page when its message is read, not at each retry', () => {
    const { rerender } = render(<p>Before</p>);
    const error = thrownBy(() => screen.getByText('Missing'));
    rerender(<p>After</p>);
    expect(error.message).toContain('After');
    expect(error.message).not.toContain('Before');
  });

  it('prints the page in a findBy that runs out of time', async () => {
    render(<p>Still here</p>);
    await expect(screen.findByText('Never', undefined, { timeout: 100 })).rejects.toThrow(
      /^Unable to find an element with the text: Never[\s\S]*Still here/,
    );
  });
});
