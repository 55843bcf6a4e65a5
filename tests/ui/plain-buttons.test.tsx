import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ActionIcon, Button, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import postcss from 'postcss';
import { createRef, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../src/app/theme';
import { PlainActionIcon, PlainButton } from '../../src/ui/plain-buttons';
import classes from '../../src/ui/plain-buttons.module.css';

/** The stylesheet's declarations for its class `base` on an element with `attributes`, in rule order. */
function declarationsFor(base: string, attributes: Record<string, string>): Map<string, string> {
  const css = readFileSync(resolve('src/ui/plain-buttons.module.css'), 'utf8');
  const applies = (selector: string) => {
    const match = new RegExp(`^\\.${base}(?:\\[data-([a-z-]+)(?:='([a-z-]+)')?\\])?$`).exec(selector);
    if (match === null) return false;
    const [, attribute, value] = match;
    return (
      attribute === undefined || (attribute in attributes && (value === undefined || attributes[attribute] === value))
    );
  };
  const declared = new Map<string, string>();
  postcss.parse(css).walkRules((rule) => {
    if (rule.selectors.some(applies)) rule.walkDecls((decl) => void declared.set(decl.prop, decl.value));
  });
  return declared;
}

/** The custom properties Mantine sets inline on `element`, its primary colour's named as the primary's. */
function inlineVariables(element: HTMLElement): Map<string, string> {
  const variables = new Map<string, string>();
  for (const name of Array.from(element.style)) {
    if (!name.startsWith('--')) continue;
    const value = element.style.getPropertyValue(name).trim();
    variables.set(name, value.replaceAll(`--mantine-color-${theme.primaryColor}-`, '--mantine-primary-color-'));
  }
  return variables;
}

/** Mantine's classes on `element`: not the static `mantine-<Component>-<part>` ones, not the stylesheet's. */
function mantineClasses(element: Element): string[] {
  const own = new Set([classes.button, classes.icon]);
  return [...element.classList].filter((name) => !/^mantine-[A-Z]/.test(name) && !own.has(name)).sort();
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
      it(`sets what Mantine's Button sets for variant ${variant}, size ${size}`, () => {
        const { mantine, plain } = renderBoth(
          <Button variant={variant} size={size} leftSection="+" aria-label="Mantine">
            Save
          </Button>,
          <PlainButton variant={variant} size={size} leftSection="+" aria-label="Plain">
            Save
          </PlainButton>,
        );
        const expected = inlineVariables(mantine);
        // Premise: Mantine sets its variant and size as variables on the element.
        expect([...expected.keys()]).toEqual(expect.arrayContaining(['--button-bg', '--button-height']));
        const declared = declarationsFor('button', { variant, size });
        for (const [name, value] of expected) expect(declared.get(name), name).toBe(value);
        expect(mantineClasses(plain)).toEqual(mantineClasses(mantine));
        expect(shapeOf(plain)).toEqual(shapeOf(mantine));
      });
    }
  }

  it('narrows the room around an icon alone as Mantine does with px={6}', () => {
    const { mantine } = renderBoth(
      <Button variant="default" size="compact-sm" px={6} aria-label="Mantine" />,
      <PlainButton variant="default" size="compact-sm" aria-label="Plain" />,
    );
    expect(declarationsFor('button', { 'icon-only': '' }).get('padding-inline')).toBe(
      mantine.style.getPropertyValue('padding-inline'),
    );
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
      it(`sets what Mantine's ActionIcon sets for variant ${variant}, size ${size}`, () => {
        const { mantine, plain } = renderBoth(
          <ActionIcon variant={variant} size={size} aria-label="Mantine" />,
          <PlainActionIcon variant={variant} size={size} aria-label="Plain" iconClassName="drawn" />,
        );
        const expected = inlineVariables(mantine);
        expect([...expected.keys()]).toEqual(expect.arrayContaining(['--ai-bg', '--ai-size']));
        const declared = declarationsFor('icon', { variant, size });
        for (const [name, value] of expected) expect(declared.get(name), name).toBe(value);
        expect(mantineClasses(plain)).toEqual(mantineClasses(mantine));
        expect(plain.innerHTML).toBe(`<span class="${ActionIcon.classes.icon} drawn"></span>`);
      });
    }
  }
});
