import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../../src/ui/lazy-part';
import { renderWithProviders } from '../utils/render';

function Greeting({ name }: { name: string }) {
  return <p>{`Hello ${name}`}</p>;
}

/** A module whose import the test lets finish. */
function heldModule() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = vi.fn(async () => {
    await released;
    return { Greeting, other: 1 };
  });
  return { load, release };
}

describe('lazyPart', () => {
  it('imports nothing until first rendered, shows the fallback while loading, then the export', async () => {
    const { load, release } = heldModule();
    const LazyGreeting = lazyPart(load, 'Greeting', <p>Loading the greeting</p>);
    expect(load).not.toHaveBeenCalled();

    const { rerender } = renderWithProviders(<LazyGreeting name="Ada" />);
    expect(screen.getByText('Loading the greeting')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    release();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading the greeting')).not.toBeInTheDocument();

    rerender(<LazyGreeting name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('makes the fallback from the props when given a function', async () => {
    const { load, release } = heldModule();
    const LazyGreeting = lazyPart(load, 'Greeting', ({ name }) => <p>{`Waiting for ${name}`}</p>);
    renderWithProviders(<LazyGreeting name="Ada" />);
    expect(screen.getByText('Waiting for Ada')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });
});

describe('lazyPart preloaded', () => {
  it('loads once on preload, and a part mounted after it shows its content in the first render', async () => {
    const { load, release } = heldModule();
    const LazyGreeting = lazyPart(load, 'Greeting', <p>Loading the greeting</p>);
    const preloading = LazyGreeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
    release();
    await preloading;

    renderWithProviders(<LazyGreeting name="Ada" />);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading the greeting')).not.toBeInTheDocument();
    await LazyGreeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders in place of its boundary once preloaded only when asked to', async () => {
    const { load, release } = heldModule();
    release();
    const Boundaried = lazyPart(load, 'Greeting');
    const Inline = lazyPart(load, 'Greeting', null, { inlineOncePreloaded: true });
    await Promise.all([Boundaried.preload(), Inline.preload()]);
    const { renderToString } = await import('react-dom/server');
    // A Suspense boundary leaves its comment markers in server markup; an inline part does not.
    expect(renderToString(<Boundaried name="Ada" />)).toContain('<!--$-->');
    expect(renderToString(<Inline name="Ada" />)).toBe('<p>Hello Ada</p>');
  });
});
