import { describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contract/brands';
import { portalCssVariables, portalTheme } from './theme';
import type { MantineTheme } from '@mantine/core';
import { colourTokenNames, colourTokens, tones } from '../shared/ui/colour-tokens';

describe('the brand theme', () => {
  it('makes the brand colour, in its ten shades and chosen shade, the primary colour', () => {
    const team = getBrand('team');
    const theme = portalTheme(team);
    expect(theme.primaryColor).toBe('brand');
    expect(theme.colors?.brand).toEqual(team.theme.primaryShades);
    expect(theme.primaryShade).toEqual(team.theme.primaryShade);
  });

  it('gives the header its own tokens in light and dark', () => {
    const demo = getBrand('demo');
    // The resolver reads nothing from Mantine's theme; the brand alone decides the tokens.
    const variables = portalCssVariables(demo)({} as MantineTheme);
    expect(variables.light).toMatchObject({
      '--portal-header-background': demo.theme.headerBackground.light,
      '--portal-header-text': demo.theme.headerText.light,
    });
    expect(variables.dark).toMatchObject({
      '--portal-header-background': demo.theme.headerBackground.dark,
      '--portal-header-text': demo.theme.headerText.dark,
    });
  });

  it('registers every semantic colour token as a theme colour with its variables in both modes', () => {
    const theme = portalTheme(getBrand('demo'));
    const variables = portalCssVariables(getBrand('demo'))({} as MantineTheme);
    for (const token of colourTokenNames) {
      expect(theme.colors?.[token], token).toHaveLength(10);
      expect(variables.light[`--mantine-color-${token}-text`], token).toBe(tones[colourTokens[token]].light.text);
      expect(variables.dark[`--mantine-color-${token}-text`], token).toBe(tones[colourTokens[token]].dark.text);
    }
  });
});
