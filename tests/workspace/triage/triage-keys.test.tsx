import { describe, expect, it } from 'vitest';
import { triageCommandOf } from '../../../src/workspace/triage/triage-keys';

/** A key press on an element inside `html`'s element marked `data-target` (or the body). */
function pressOn(key: string, html = '<div data-target></div>') {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-target]') ?? document.body;
  return triageCommandOf({ key, ctrlKey: false, altKey: false, metaKey: false, target });
}

describe('triage keys', () => {
  it('reads x as select and Esc as clearing the selection on the page', () => {
    expect(pressOn('x')).toBe('select');
    expect(pressOn('Escape')).toBe('clear-selection');
    expect(pressOn('c')).toBe('open-compare');
  });

  it('leaves keys pressed in an open menu or a dialog to them', () => {
    expect(pressOn('Escape', '<div role="menu"><button data-target>CSV</button></div>')).toBeNull();
    expect(pressOn('x', '<div role="dialog"><button data-target>Close</button></div>')).toBeNull();
    expect(pressOn('x', '<input data-target />')).toBeNull();
  });

  it('leaves every key to a modal dialog while one is open, though the focus is not in it yet', () => {
    const page = '<div role="dialog" aria-modal="true"><button>Close</button></div>';
    expect(pressOn('Escape', page)).toBeNull();
    expect(pressOn('x', page)).toBeNull();
  });
});
