import { ActionIcon, Button, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createRef, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../src/app/theme';
import { PlainActionIcon, PlainButton } from '../../src/ui/plain-buttons';

/** The custom properties set inline on `element`, the theme's primary colour named as the primary's. */
function inlineVariables(element: HTMLElement): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const name of Array.from(element.style)) {
    if (!name.startsWith('--')) continue;
    const value = element.style.getPropertyValue(name).trim();
    variables[name] = value.replaceAll(`--mantine-color-${theme.primaryColor}-`, '--mantine-primary-color-');
  }
  return variables;
}

/** Mantine's classes on `element`, without the static `mantine-<Component>-<part>` ones. */
function mantineClasses(element: Element): string[] {
  return [...element.classList].filter((name) => !/^mantine-[A-Z]/.test(name)).sort();
}

/** The elements under `element` and their attributes but name, class and style, with the text. */
function shapeOf(element: Element): unknown {
  const attributes = [...element.attributes]
    .filter(({ name }) => !['class', 'style', 'aria-label'].includes(name))
    .map(({ name, value }) => `${name}=${value}`)
    .sort();
  const children = [...element.childNodes].map((node) => (node instanceof Element ? shapeOf(node) : node.textContent));
  return { tag: element.tagName, attributes, children };
}

function renderBoth(mantine: ReactElement, plain: ReactElement) {
  render(
    <MantineProvider theme={theme} env="test">
      {mantine}
      {plain}
    </MantineProvider>,
  );
  return {
    mantine: screen.getByRole('button', { name: 'Mantine' }),
    plain: screen.getByRole('button', { name: 'Plain' }),
  };
}

describe('PlainButton', () => {
  for (const variant of ['default', 'light'] as const) {
    for (const size of ['compact-sm', 'sm'] as const) {
      it(`is what Mantine's Button renders for variant ${variant}, size ${size}`, () => {
        const { mantine, plain } = renderBoth(
          <Button
            variant={variant}
            size={size}
            leftSection={<></>}
            classNames={{ section: 'icon' }}
            aria-label="Mantine"
          >
            Save
          </Button>,
          <PlainButton variant={variant} size={size} leftSectionClassName="icon" aria-label="Plain">
            Save
          </PlainButton>,
        );
        // Premise: Mantine sets its variant and size as variables on the element.
        expect(Object.keys(inlineVariables(mantine))).toEqual(
          expect.arrayContaining(['--button-bg', '--button-height']),
        );
        expect(inlineVariables(plain)).toEqual(inlineVariables(mantine));
        expect(mantineClasses(plain)).toEqual(mantineClasses(mantine));
        expect(shapeOf(plain)).toEqual(shapeOf(mantine));
      });
    }
  }

  it('gives its left section Mantine’s classes and the icon’s: the icon is painted on the section itself', () => {
    const { mantine, plain } = renderBoth(
      <Button variant="default" size="sm" leftSection={<></>} classNames={{ section: 'icon' }} aria-label="Mantine">
        Save
      </Button>,
      <PlainButton variant="default" size="sm" leftSectionClassName="icon" aria-label="Plain">
        Save
      </PlainButton>,
    );
    // The section is the inner span's first element.
    const sectionOf = (button: HTMLElement) => button.childNodes[0]!.childNodes[0] as Element;
    expect(sectionOf(plain)).toHaveAttribute('data-position', 'left');
    expect(mantineClasses(sectionOf(plain))).toEqual(mantineClasses(sectionOf(mantine)));
    expect(mantineClasses(sectionOf(plain))).toContain('icon');
  });

  it('hands its ref to the button, as a menu opening from it needs', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<PlainButton variant="default" size="sm" ref={ref} aria-label="Plain" />);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Plain' }));
  });
});

describe('PlainActionIcon', () => {
  for (const variant of ['default', 'filled'] as const) {
    for (const size of ['md', 'lg'] as const) {
      it(`is what Mantine's ActionIcon renders for variant ${variant}, size ${size}`, () => {
        const { mantine, plain } = renderBoth(
          <ActionIcon variant={variant} size={size} aria-label="Mantine" />,
          <PlainActionIcon variant={variant} size={size} aria-label="Plain" iconClassName="drawn" />,
        );
        expect(Object.keys(inlineVariables(mantine))).toEqual(expect.arrayContaining(['--ai-bg', '--ai-size']));
        expect(inlineVariables(plain)).toEqual(inlineVariables(mantine));
        expect(mantineClasses(plain)).toEqual(mantineClasses(mantine));
        expect(plain.innerHTML).toBe(`<span class="${ActionIcon.classes.icon} drawn"></span>`);
      });
    }
  }
});
