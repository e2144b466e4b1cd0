// Every colour of the theme reads at WCAG 2.1 AA where Mantine puts it: white or black text on a
// filled button or badge (and on its hover), coloured text on white and on its own tint, a light
// badge's text on its background and hover, hints on white and on the kitchen's dark cards.
import { DEFAULT_THEME, mergeMantineTheme, type MantineColorsTuple } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  contrastRatio,
  DIMMED,
  readableCssVariables,
  readableVariantColors,
} from './readable-colors.ts';
import { sofreTheme } from './theme.ts';

const theme = mergeMantineTheme(DEFAULT_THEME, sofreTheme);
const sofre = theme.colors.sofre!;
const variables = readableCssVariables(theme);
const palettes = Object.entries(theme.colors) as [string, MantineColorsTuple][];
const ratio = (a: string | undefined, b: string | undefined) =>
  Number(contrastRatio(a!, b!).toFixed(2));

describe('readable colours', () => {
  it.each(['light', 'dark'] as const)('%s: text on every filled colour and its hover', (scheme) => {
    const vars = variables[scheme];
    for (const [name] of palettes) {
      const text = vars[`--mantine-color-${name}-contrast`];
      for (const fill of ['filled', 'filled-hover'])
        expect(
          ratio(text, vars[`--mantine-color-${name}-${fill}`]),
          `${name} ${fill}`,
        ).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('light: coloured text on white and on its tint; light badges on their background and hover', () => {
    const vars = variables.light;
    for (const [name, palette] of palettes) {
      const ink = vars[`--mantine-color-${name}-text`];
      const lightText = vars[`--mantine-color-${name}-light-color`];
      expect(vars[`--mantine-color-${name}-outline`]).toBe(ink);
      expect(ratio(ink, palette[0]), `${name} text`).toBeGreaterThanOrEqual(AA_TEXT);
      expect(ratio(lightText, palette[2]), `${name} light`).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('keeps the look: the brand teal under white text, yellow under black, red stays red', () => {
    const { light, dark } = variables;
    const { red, yellow } = theme.colors;
    // Before: white on #31c6a0 was 2.16:1; the light badge #008768 on #d4f5ec 3.87:1.
    expect(light['--mantine-color-sofre-filled']).toBe(sofre[8]);
    expect(ratio('#ffffff', sofre[8])).toBe(5.32);
    expect(light['--mantine-color-sofre-light-color']).toBe(sofre[9]);
    expect(ratio(sofre[9], sofre[1])).toBe(6);
    expect(dark['--mantine-color-sofre-filled']).toBe(sofre[8]);
    expect(light['--mantine-color-red-filled']).toBe(red[8]);
    expect(light['--mantine-color-yellow-filled']).toBe(yellow[6]);
    expect(light['--mantine-color-yellow-contrast']).toBe('#000000');
    expect(light['--mantine-primary-color-contrast']).toBe('var(--mantine-color-sofre-contrast)');
  });

  it('hints: 4.5:1 on white and the pale tints behind them, and on the dark cards', () => {
    // Before: Mantine's #868e96 was 3.32:1 on white.
    expect(ratio(DIMMED.light, '#ffffff')).toBe(5.39);
    for (const tint of ['#f8f9fa', '#f1f3f5', '#e6fcf5', '#fff4e6', sofre[1]])
      expect(ratio(DIMMED.light, tint), tint).toBeGreaterThanOrEqual(AA_TEXT);
    for (const card of [theme.colors.dark[7], theme.colors.dark[6]])
      expect(ratio(DIMMED.dark, card), card).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('a filled theme colour takes its own contrast text; an explicit shade the one that reads', () => {
    const filled = (color: string) => readableVariantColors({ color, theme, variant: 'filled' });
    expect(filled('teal').color).toBe('var(--mantine-color-teal-contrast)');
    expect(filled('sofre.6').color).toBe('var(--mantine-color-black)');
    expect(filled('sofre.9').color).toBe('var(--mantine-color-white)');
    expect(readableVariantColors({ color: 'teal', theme, variant: 'light' }).color).toBe(
      'var(--mantine-color-teal-light-color)',
    );
  });
});
