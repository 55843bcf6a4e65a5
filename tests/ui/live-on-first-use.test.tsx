import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveOnFirstUse } from '../../src/ui/live-on-first-use';
import { Hydration } from '../../src/ui/hydration';
import { OnServerContext } from '../../src/ui/on-server';

/** A field that counts its mounts in the browser (the server's render runs no effect). */
function Field({ label, onMount }: { label: string; onMount(): void }) {
  useEffect(onMount, [onMount]);
  return <input id="field" role="combobox" aria-label={label} readOnly />;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** A field in `LiveOnFirstUse`, named `label`. */
function field(label: string, onMount: () => void) {
  return (
    <LiveOnFirstUse>
      <Field label={label} onMount={onMount} />
    </LiveOnFirstUse>
  );
}

/** Draws `element` as the server does, then hydrates that markup in the page. */
function drawnThenHydrated(element: ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(
    <OnServerContext value>
      <Hydration fromServer>{element}</Hydration>
    </OnServerContext>,
  );
  const recoverableErrors = vi.fn();
  act(() => {
    root = hydrateRoot(container, <Hydration fromServer>{element}</Hydration>, {
      onRecoverableError: recoverableErrors,
    });
  });
  return { container, recoverableErrors };
}

describe('LiveOnFirstUse', () => {
  it('keeps the server’s markup, mounting nothing, until the field is pointed at', async () => {
    const onMount = vi.fn();
    const { recoverableErrors } = drawnThenHydrated(field('Language', onMount));
    const drawn = screen.getByRole('combobox', { name: 'Language' });
    expect(onMount).not.toHaveBeenCalled();
    expect(recoverableErrors).not.toHaveBeenCalled();

    await userEvent.hover(drawn);
    expect(onMount).toHaveBeenCalledTimes(1);
    const live = screen.getByRole('combobox', { name: 'Language' });
    expect(live).not.toBe(drawn);
  });

  it('mounts the field when the focus reaches it, and keeps the focus in it', () => {
    const onMount = vi.fn();
    drawnThenHydrated(field('Language', onMount));
    const drawn = screen.getByRole('combobox', { name: 'Language' });
    act(() => drawn.focus());
    expect(onMount).toHaveBeenCalledTimes(1);
    const live = screen.getByRole('combobox', { name: 'Language' });
    expect(live).not.toBe(drawn);
    expect(live).toHaveFocus();
  });

  it('mounts the field as soon as what it shows changes, untouched', () => {
    const onMount = vi.fn();
    drawnThenHydrated(field('Language', onMount));
    act(() => root!.render(<Hydration fromServer>{field('Any language', onMount)}</Hydration>));
    expect(onMount).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('combobox', { name: 'Any language' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
  });

  it('renders a field mounted in the browser at once', () => {
    const onMount = vi.fn();
    render(field('Language', onMount));
    expect(onMount).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });
});
