// Colours people can read (WCAG 2.1 AA, 4.5:1 for normal text). Mantine fills every colour with
// its primary shade (6 in light, 8 in dark) under white text, and tints text with the same shade:
// on the bright shades of Sofre's teal, or Mantine's teal, cyan, green and orange, that is 2–4:1.
// Here each colour keeps its shade where the text reads on it, and otherwise moves only as far
// as it must: to a darker shade of its own palette, or a little past the darkest one.
import {
  darken,
  defaultVariantColorsResolver,
  getPrimaryShade,
  isVirtualColor,
  luminance,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineTheme,
  type VariantColorsResolver,
} from '@mantine/core';

/** WCAG 2.1 AA for normal text. */
export const AA_TEXT = 4.5;

const WHITE = '#ffffff';
const BLACK = '#000000';

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The palette's shades from `from` on, then its darkest shade darkened step by step. */
function darkerAndDarker(palette: MantineColorsTuple, from: number, steps: number): string[] {
  const darkest = palette[9];
  const past = Array.from({ length: steps }, (_, i) => darken(darkest, 0.05 * (i + 1)));
  return [...palette.slice(from), ...past];
}

const firstReadable = (candidates: readonly string[], background: string) =>
  candidates.find((c) => contrastRatio(c, background) >= AA_TEXT);

export interface Filled {
  readonly background: string;
  readonly hover: string;
  /** The text on the fill: white where it reads, else black. */
  readonly text: string;
}

/**
 * The fill under white text: the first shade from `from` that white reads on, or the darkest one
 * darkened by at most 10% (green, orange). A colour that would need more (yellow, lime) keeps its
 * shade and takes black text, as yellow signs do.
 */
export function readableFilled(palette: MantineColorsTuple, from: number): Filled {
  const candidates = darkerAndDarker(palette, from, 2);
  const index = candidates.findIndex((c) => contrastRatio(WHITE, c) >= AA_TEXT);
  if (index < 0)
    return { background: palette[from]!, hover: palette[from + 1] ?? palette[9], text: BLACK };
  const background = candidates[index]!;
  return { background, hover: candidates[index + 1] ?? darken(background, 0.1), text: WHITE };
}

/** Coloured text and outlines: readable on the colour's own lightest tint (and so on white). */
export const readableInk = (palette: MantineColorsTuple, from: number): string =>
  firstReadable(darkerAndDarker(palette, from, 12), palette[0])!;

/** Text of the light variant (a badge, an active nav link), readable on its hover tint too. */
export const readableLightText = (palette: MantineColorsTuple): string =>
  firstReadable(darkerAndDarker(palette, 9, 12), palette[2])!;

/** Hints (`c="dimmed"`): readable on white and on the pale tints behind them. */
export const DIMMED = { light: '#646b73', dark: '#a6a6a6' } as const;

/** MantineProvider's cssVariablesResolver: these variables over Mantine's defaults. */
export const readableCssVariables: CSSVariablesResolver = (theme: MantineTheme) => {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  for (const [name, palette] of Object.entries(theme.colors)) {
    if (isVirtualColor(palette)) continue;
    const fills = {
      light: readableFilled(palette, getPrimaryShade(theme, 'light')),
      dark: readableFilled(palette, getPrimaryShade(theme, 'dark')),
    };
    for (const [scheme, vars] of [
      ['light', light],
      ['dark', dark],
    ] as const) {
      vars[`--mantine-color-${name}-filled`] = fills[scheme].background;
      vars[`--mantine-color-${name}-filled-hover`] = fills[scheme].hover;
      vars[`--mantine-color-${name}-contrast`] = fills[scheme].text;
    }
    const ink = readableInk(palette, getPrimaryShade(theme, 'light'));
    light[`--mantine-color-${name}-text`] = ink;
    light[`--mantine-color-${name}-outline`] = ink;
    light[`--mantine-color-${name}-light-color`] = readableLightText(palette);
  }
  const primary = theme.primaryColor;
  return {
    variables: {},
    light: {
      ...light,
      '--mantine-color-dimmed': DIMMED.light,
      '--mantine-color-anchor': `var(--mantine-color-${primary}-text)`,
      '--mantine-color-error': 'var(--mantine-color-red-text)',
      '--mantine-primary-color-contrast': `var(--mantine-color-${primary}-contrast)`,
    },
    dark: {
      ...dark,
      '--mantine-color-dimmed': DIMMED.dark,
      '--mantine-color-error': 'var(--mantine-color-red-text)',
      '--mantine-primary-color-contrast': `var(--mantine-color-${primary}-contrast)`,
    },
  };
};

/**
 * The theme's variantColorResolver: a filled theme colour takes the text its fill was chosen for
 * (--mantine-color-<name>-contrast above); an explicit shade (`sofre.9`) or a CSS colour takes
 * black or white, whichever reads (Mantine's autoContrast).
 */
export const readableVariantColors: VariantColorsResolver = (input) => {
  if (input.variant !== 'filled' || !input.color) return defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined)
    return defaultVariantColorsResolver({ ...input, autoContrast: true });
  return {
    ...defaultVariantColorsResolver(input),
    color: `var(--mantine-color-${parsed.color}-contrast)`,
  };
};
