import { alpha, createTheme, darken, DEFAULT_THEME, lighten } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorShade, MantineColorsTuple, MantineThemeOverride } from '@mantine/core';
import type { BrandConfig } from '@portal/contract/brands';
import { colourTokens, dimmedText, tones } from '../shared/ui/colour-tokens';
import type { ColourToken, Tone } from '../shared/ui/colour-tokens';

const colorShades = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const satisfies readonly MantineColorShade[];

function colorShade(index: number): MantineColorShade {
  return colorShades[index] ?? 6;
}

/** Each semantic colour token as a Mantine colour, so `color="loss"` is a theme colour to every component. */
function tokenPalettes(): Record<ColourToken, MantineColorsTuple> {
  const entries = Object.entries(colourTokens).map(
    ([token, tone]) => [token, DEFAULT_THEME.colors[tones[tone].palette]] as const,
  );
  return Object.fromEntries(entries) as Record<ColourToken, MantineColorsTuple>;
}

type SchemeVariables = Record<string, string>;

/**
 * Mantine's variables of one token in one colour mode, from its tone: text and outline in the tone's text colour,
 * the `light` variant as that text on the tone's tint, the `filled` variant white on the tone's filled colour.
 */
export function tokenVariables(token: ColourToken, tone: Tone, scheme: 'light' | 'dark'): SchemeVariables {
  const { text, tint } = tone[scheme];
  const prefix = `--mantine-color-${token}`;
  return {
    [`${prefix}-text`]: text,
    [`${prefix}-filled`]: tone.filled,
    [`${prefix}-filled-hover`]: darken(tone.filled, 0.1),
    [`${prefix}-light`]: tint,
    [`${prefix}-light-hover`]: scheme === 'light' ? darken(tint, 0.04) : lighten(tint, 0.06),
    [`${prefix}-light-color`]: text,
    [`${prefix}-outline`]: text,
    [`${prefix}-outline-hover`]: alpha(text, 0.05),
  };
}

/** Mantine's semantic colours that are below AA by default, per colour mode, and every token's variables. */
export function semanticColourVariables(scheme: 'light' | 'dark'): SchemeVariables {
  const variables: SchemeVariables = {
    '--mantine-color-dimmed': dimmedText[scheme],
    '--mantine-color-error': tones[colourTokens.danger][scheme].text,
    '--mantine-color-success': tones[colourTokens.success][scheme].text,
  };
  for (const [token, tone] of Object.entries(colourTokens) as [ColourToken, keyof typeof tones][]) {
    Object.assign(variables, tokenVariables(token, tones[tone], scheme));
  }
  return variables;
}

/**
 * The brand shades of links per colour mode. Mantine's (the primary shade in light mode, shade 4 in dark) can fall
 * below 4.5:1 on a hovered or striped table row: one shade darker in light mode and shade 3 in dark keep them AA.
 */
export function anchorShades(brand: BrandConfig): {
  readonly light: MantineColorShade;
  readonly dark: MantineColorShade;
} {
  return { light: colorShade(Math.min(9, brand.theme.primaryShade.light + 1)), dark: 3 };
}

/**
 * The Mantine theme of a brand: its primary colour in ten shades and its font. `closeLabel` names every dialog's close
 * button (the reader's language) unless the dialog names it itself: an icon button needs a name (axe button-name).
 */
export function portalTheme(brand: BrandConfig, closeLabel = 'Close'): MantineThemeOverride {
  return createTheme({
    // A plain object, not Modal.extend: the theme is in the first load, the Modal component is not.
    components: { Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } } },
    primaryColor: 'brand',
    colors: { brand: brand.theme.primaryShades, ...tokenPalettes() },
    primaryShade: {
      light: colorShade(brand.theme.primaryShade.light),
      dark: colorShade(brand.theme.primaryShade.dark),
    },
    ...(brand.theme.fontFamily
      ? { fontFamily: brand.theme.fontFamily, headings: { fontFamily: brand.theme.fontFamily } }
      : {}),
    defaultRadius: 'md',
    // Dialogs, menus and popovers appear without their transition for a reader who asks for less motion.
    respectReducedMotion: true,
  });
}

/**
 * The brand's semantic tokens beside Mantine's: components use `var(--portal-header-background)` and
 * `var(--portal-header-text)`, never a colour of their own; and the semantic colour tokens (ADR 022) per mode.
 */
export function portalCssVariables(brand: BrandConfig): CSSVariablesResolver {
  const anchor = anchorShades(brand);
  return () => ({
    variables: {},
    light: {
      ...semanticColourVariables('light'),
      '--mantine-color-anchor': `var(--mantine-color-brand-${anchor.light})`,
      '--portal-header-background': brand.theme.headerBackground.light,
      '--portal-header-text': brand.theme.headerText.light,
    },
    dark: {
      ...semanticColourVariables('dark'),
      '--mantine-color-anchor': `var(--mantine-color-brand-${anchor.dark})`,
      '--portal-header-background': brand.theme.headerBackground.dark,
      '--portal-header-text': brand.theme.headerText.dark,
    },
  });
}
