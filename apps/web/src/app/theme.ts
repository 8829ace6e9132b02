import { createTheme } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorShade, MantineThemeOverride } from '@mantine/core';
import type { BrandConfig } from '@portal/contract/brands';

const colorShades = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const satisfies readonly MantineColorShade[];

function colorShade(index: number): MantineColorShade {
  return colorShades[index] ?? 6;
}

/** The Mantine theme of a brand: its primary colour in ten shades and its font. */
export function portalTheme(brand: BrandConfig): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    colors: { brand: brand.theme.primaryShades },
    primaryShade: {
      light: colorShade(brand.theme.primaryShade.light),
      dark: colorShade(brand.theme.primaryShade.dark),
    },
    ...(brand.theme.fontFamily
      ? { fontFamily: brand.theme.fontFamily, headings: { fontFamily: brand.theme.fontFamily } }
      : {}),
    defaultRadius: 'md',
  });
}

/**
 * The brand's semantic tokens beside Mantine's: components use `var(--portal-header-background)` and
 * `var(--portal-header-text)`, never a colour of their own.
 */
export function portalCssVariables(brand: BrandConfig): CSSVariablesResolver {
  return () => ({
    variables: {},
    light: {
      '--portal-header-background': brand.theme.headerBackground.light,
      '--portal-header-text': brand.theme.headerText.light,
    },
    dark: {
      '--portal-header-background': brand.theme.headerBackground.dark,
      '--portal-header-text': brand.theme.headerText.dark,
    },
  });
}
