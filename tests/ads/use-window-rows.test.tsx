import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWindowRows, type WindowRowsOptions } from '../../src/ads/use-window-rows';

/** Heights the rows report when measured, by index; rows not listed report their estimate. */
let laidOut: Map<number, number>;
const ESTIMATE = 100;

function Rows(props: WindowRowsOptions) {
  const { rows, totalHeight, measureRow } = useWindowRows(props);
  return (
    <div data-testid="list" style={{ height: totalHeight }}>
      {rows.map((row) => (
        <div key={row.index} data-index={row.index} data-start={row.start} ref={measureRow}>
          row {row.index}
        </div>
      ))}
    </div>
  );
}

function options(overrides: Partial<WindowRowsOptions> = {}): WindowRowsOptions {
  return { count: 100, estimate: ESTIMATE, overscan: 1, margin: 0, measureKey: 3, ...overrides };
}

function shownRows(): number[] {
  return screen.queryAllByText(/^row \d+$/).map((row) => Number(row.dataset.index));
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

beforeEach(() => {
  laidOut = new Map();
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = this.dataset.index === undefined ? NaN : Number(this.dataset.index);
    const height = Number.isNaN(index) ? 0 : (laidOut.get(index) ?? ESTIMATE);
    return DOMRect.fromRect({ width: 900, height });
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  }) as typeof window.scrollTo);
});

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('useWindowRows', () => {
  it('mounts the rows in the window and one beyond each edge, and follows the scroll', () => {
    // jsdom's window is 768 px tall: rows 0–7 are in it at 100 px each, row 8 is the overscan.
    render(<Rows {...options()} />);
    expect(shownRows()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    act(() => scrollWindowTo(2_000));
    expect(shownRows()).toEqual([19, 20, 21, 22, 23, 24, 25, 26, 27, 28]);
  });

  it('starts rows below the margin at the window’s scroll', () => {
    Object.defineProperty(window, 'scrollY', { value: 1_300, configurable: true });
    render(<Rows {...options({ margin: 300 })} />);
    expect(shownRows()[0]).toBe(9);
  });

  it('lays rows out by their measured heights, estimating the rest', () => {
    laidOut = new Map([
      [0, 250],
      [1, 50],
    ]);
    render(<Rows {...options({ count: 10 })} />);
    expect(screen.getByText('row 2')).toHaveAttribute('data-start', '300');
    expect(screen.getByTestId('list')).toHaveStyle({ height: `${300 + 8 * ESTIMATE}px` });
  });

  it('keeps a row that does not lay out at its estimate', () => {
    laidOut = new Map([[0, 0]]);
    render(<Rows {...options({ count: 10 })} />);
    expect(screen.getByText('row 1')).toHaveAttribute('data-start', String(ESTIMATE));
  });

  it('moves the window by as much as rows above it grew, so the rows in view stay put', () => {
    Object.defineProperty(window, 'scrollY', { value: 2_000, configurable: true });
    // Rows 19–28 mount; the overscan row 19 is above the window and measures 60 px taller.
    laidOut = new Map([
      [19, 160],
      [25, 180],
    ]);
    render(<Rows {...options()} />);
    // The premise: row 19 was measured, which moved row 20 down.
    expect(screen.getByText('row 20')).toHaveAttribute('data-start', '2060');
    // Only the row above the window's top counts; row 25, in view, grows below what is seen.
    expect(window.scrollY).toBe(2_060);
  });

  it('does not move the window at the top of the list', () => {
    laidOut = new Map([[0, 180]]);
    render(<Rows {...options()} />);
    expect(screen.getByText('row 1')).toHaveAttribute('data-start', '180');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('records rows measured together, keeping one that does not lay out at its estimate', () => {
    function GridRows(props: WindowRowsOptions) {
      const { rows, recordRows } = useWindowRows(props);
      useLayoutEffect(() => recordRows(1, [250, 0, 50]), [recordRows]);
      return rows.map((row) => (
        <div key={row.index} data-start={row.start}>
          row {row.index}
        </div>
      ));
    }
    render(<GridRows {...options({ count: 10 })} />);
    expect(screen.getByText('row 2')).toHaveAttribute('data-start', String(ESTIMATE + 250));
    expect(screen.getByText('row 4')).toHaveAttribute('data-start', String(ESTIMATE + 250 + ESTIMATE + 50));
  });

  it('measures every mounted row again under a new key', () => {
    const { rerender } = render(<Rows {...options({ count: 10 })} />);
    expect(screen.getByText('row 1')).toHaveAttribute('data-start', String(ESTIMATE));
    laidOut = new Map([[0, 140]]);
    rerender(<Rows {...options({ count: 10 })} />);
    // The same key: rows are measured as they mount and resize, not on every render.
    expect(screen.getByText('row 1')).toHaveAttribute('data-start', String(ESTIMATE));
    rerender(<Rows {...options({ count: 10, measureKey: 4 })} />);
    expect(screen.getByText('row 1')).toHaveAttribute('data-start', '140');
  });

  describe('while the window scrolls, outside any test harness that flushes renders', () => {
    // Scroll events reach the list as the browser sends them: not wrapped in act(), so a render
    // React may defer is really deferred.
    const scrollAsTheBrowserDoes = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    beforeEach(() => vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false));
    afterEach(() => vi.unstubAllGlobals());

    // Rows of 400 px in jsdom's 768 px window: rows 0 and 1 are in it, row 2 is the overscan.
    const tall = () => {
      laidOut = new Map(Array.from({ length: 20 }, (_, index) => [index, 400]));
      return options({ count: 20, estimate: 400 });
    };

    it('mounts a row beyond the window’s edge in a later render, not in the scroll event', async () => {
      render(<Rows {...tall()} />);
      expect(shownRows()).toEqual([0, 1, 2]);
      // At 100 px the overscan reaches row 3, which is farther than a quarter window below the window.
      scrollAsTheBrowserDoes(100);
      expect(shownRows()).toEqual([0, 1, 2]);
      await waitFor(() => expect(shownRows()).toEqual([0, 1, 2, 3]));
    });

    it('mounts a row near the window before the scroll event returns', () => {
      render(<Rows {...tall()} />);
      // At 300 px row 3 starts 132 px below the window, within a quarter window (192 px) of it.
      scrollAsTheBrowserDoes(300);
      expect(shownRows()).toEqual([0, 1, 2, 3]);
    });
  });
});
