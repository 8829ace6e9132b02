import { describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contract/brands';
import { portalCssVariables, portalTheme } from './theme';
import type { MantineTheme } from '@mantine/core';

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
    expect(variables.light).toEqual({
      '--portal-header-background': demo.theme.headerBackground.light,
      '--portal-header-text': demo.theme.headerText.light,
    });
    expect(variables.dark).toEqual({
      '--portal-header-background': demo.theme.headerBackground.dark,
      '--portal-header-text': demo.theme.headerText.dark,
    });
  });
});
