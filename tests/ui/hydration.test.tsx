import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Hydration, useHydrated, useMountedHydrating } from '../../src/ui/hydration';

const renders: string[] = [];

function Probe() {
  const hydrated = useHydrated();
  const mountedHydrating = useMountedHydrating();
  renders.push(`hydrated ${hydrated}, mounted hydrating ${mountedHydrating}`);
  return <p>{hydrated ? 'Hydrated' : 'As drawn'}</p>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  renders.length = 0;
  document.body.replaceChildren();
});

describe('Hydration', () => {
  it('is not hydrated on the server nor while hydrating, and is once hydration’s effects have run', () => {
    const tree = (
      <Hydration fromServer>
        <Probe />
      </Hydration>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(tree);
    expect(container).toHaveTextContent('As drawn');
    expect(renders).toEqual(['hydrated false, mounted hydrating true']);

    act(() => {
      root = hydrateRoot(container, tree);
    });
    expect(screen.getByText('Hydrated')).toBeInTheDocument();
    // The server's render, hydration's, then one after: a component mounted hydrating stays so.
    expect(renders).toEqual([
      'hydrated false, mounted hydrating true',
      'hydrated false, mounted hydrating true',
      'hydrated true, mounted hydrating true',
    ]);
  });

  it('is hydrated from the first render of a tree the browser draws itself, with or without a boundary', () => {
    render(
      <Hydration fromServer={false}>
        <Probe />
      </Hydration>,
    );
    render(<Probe />);
    expect(renders).toEqual(['hydrated true, mounted hydrating false', 'hydrated true, mounted hydrating false']);
  });
});
