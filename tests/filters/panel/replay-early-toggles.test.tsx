import { describe, expect, it, vi } from 'vitest';
import { replayEarlyToggles } from '../../../src/filters/panel/replay-early-toggles';

/** A server-drawn panel: boxes and a radio group as their markup set them, no handler yet. */
function drawnPanel() {
  const panel = document.createElement('section');
  panel.innerHTML = `
    <input type="checkbox" name="image">
    <input type="checkbox" name="video" checked>
    <input type="checkbox" name="audio">
    <input type="radio" name="gender" value="any" checked>
    <input type="radio" name="gender" value="men">`;
  document.body.replaceChildren(panel);
  const input = (selector: string) => panel.querySelector<HTMLInputElement>(selector)!;
  return { panel, input };
}

describe('replayEarlyToggles', () => {
  it('clicks again, through the handlers now attached, each box and radio changed before them', () => {
    const { panel, input } = drawnPanel();
    // Clicked before hydration: the page toggled them, and nothing heard it.
    input('[name="image"]').click();
    input('[name="video"]').click();
    input('[value="men"]').click();
    const heard: string[] = [];
    panel.addEventListener('click', (event) => {
      const target = event.target as HTMLInputElement;
      heard.push(`${target.name || target.value}:${target.checked}`);
    });

    expect(replayEarlyToggles(panel)).toBe(4);
    // The radio it replaced is put back, not clicked: the group's one change is the new choice.
    expect(heard).toEqual(['image:true', 'video:false', 'gender:true']);
    expect(input('[name="image"]').checked).toBe(true);
    expect(input('[name="video"]').checked).toBe(false);
    expect(input('[name="audio"]').checked).toBe(false);
    expect(input('[value="men"]').checked).toBe(true);
    expect(input('[value="any"]').checked).toBe(false);
  });

  it('does nothing to a panel as it was drawn', () => {
    const { panel } = drawnPanel();
    const heard = vi.fn();
    panel.addEventListener('click', heard);
    expect(replayEarlyToggles(panel)).toBe(0);
    expect(heard).not.toHaveBeenCalled();
  });
});
