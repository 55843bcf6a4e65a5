import { render, screen } from '@testing-library/react';
import { renderToString as markupOf } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MaskIcon, MaskSheetStyle, maskImages, withStroke } from '../../src/ui/mask-icon';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" stroke-width="2"><path d="M1 1h22"/></svg>';
const ICONS = maskImages('pair', { thin: withStroke(SVG, 1.5), plain: SVG });
const OTHERS = maskImages('lone', { lone: SVG });

function Icons() {
  return (
    <p>
      <MaskSheetStyle image={ICONS.thin} />
      <MaskSheetStyle image={OTHERS.lone} />
      <MaskSheetStyle image={ICONS.plain} />
      <MaskIcon image={ICONS.thin} label="First" size={16} />
      <MaskIcon image={ICONS.thin} label="Second" size={16} />
      <MaskIcon image={ICONS.plain} label="Third" size={14} />
      <MaskIcon image={OTHERS.lone} label="Fourth" size={14} />
    </p>
  );
}

/** The page's mask sheets as the server writes them: one element naming them all, then their rules. */
function sheetsOf(markup: string) {
  const [, names, rules] =
    /<style data-precedence="mask-icons" data-href="([^"]+)">([^<]*)<\/style>/.exec(markup) ?? [];
  return { names: names?.split(' '), rules: rules ?? '' };
}

describe('MaskIcon', () => {
  it('paints icons by class names only: the same icon the same, another icon differently', () => {
    render(<Icons />);
    const classes = (name: string) => screen.getByRole('img', { name }).className;
    expect(classes('First')).toBe(classes('Second'));
    expect(classes('First')).not.toBe(classes('Third'));
    expect(screen.getByRole('img', { name: 'First' })).toHaveStyle({ '--mask-icon-size': '16px' });
    expect(screen.getByRole('img', { name: 'First' }).getAttribute('style')).not.toContain('data:');
  });

  it('draws a set of icons from one image, written once however many icons and sheets name it', () => {
    const { names, rules } = sheetsOf(markupOf(<Icons />));
    expect(names).toEqual([ICONS.thin.sheet.name, OTHERS.lone.sheet.name]);
    expect(rules.match(/url\(/g)).toHaveLength(2);
    expect(rules).toContain(encodeURIComponent('stroke-width="1.5"'));
    expect(rules).toContain(`.${ICONS.thin.sheet.name}{`);
    expect(rules).toContain('--mask-icon-grid:200% 100%');
    expect(rules).toContain('--mask-icon-grid:100% 100%');
    // Each icon of a set is a position in its image: the first at its left end, the last at its right.
    const at = (image: { className: string }) =>
      new RegExp(`\\.${image.className.split(' ').at(-1)}\\{--mask-icon-at:([\\d.]+)% 0\\}`).exec(rules)?.[1];
    expect([at(ICONS.thin), at(ICONS.plain)]).toEqual(['0', '100']);
  });

  it('names a set by what the app calls it, the same on the server and in the browser', () => {
    expect(ICONS.plain).toEqual({ className: 'mask-icons-pair mask-icons-pair-1', sheet: ICONS.thin.sheet });
  });
});
