import { describe, expect, it } from 'vitest';
import { darken, DEFAULT_THEME } from '@mantine/core';
import { brands } from '@portal/contract/brands';
import { colourTokenNames, colourTokens, dimmedText, tones } from '../shared/ui/colour-tokens';
import { aaText, contrastRatio } from './colour-contrast';
import { anchorShades, semanticColourVariables } from './theme';

const schemes = ['light', 'dark'] as const;
type Scheme = (typeof schemes)[number];

/** The page and the surfaces text sits on in each colour mode (Mantine's body, hovered rows and inputs). */
const surfaces = {
  light: { body: DEFAULT_THEME.white, defaultHover: DEFAULT_THEME.colors.gray[0], text: DEFAULT_THEME.black },
  dark: {
    body: DEFAULT_THEME.colors.dark[7],
    defaultHover: DEFAULT_THEME.colors.dark[5],
    text: DEFAULT_THEME.colors.dark[0],
  },
} as const satisfies Record<Scheme, Record<string, string>>;

function variable(scheme: Scheme, name: string): string {
  const value = semanticColourVariables(scheme)[name];
  if (value === undefined) throw new Error(`The theme sets no ${name} in ${scheme} mode`);
  return value;
}

describe('the contrast check itself', () => {
  it('computes the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Mantine's default dimmed grey on white: the 3.3:1 that axe reported on every signed-in page.
    expect(contrastRatio(DEFAULT_THEME.colors.gray[6], '#ffffff')).toBeLessThan(aaText);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    // A translucent foreground is laid over its background first: half-transparent black on white is mid grey.
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(contrastRatio('#808080', '#ffffff'), 1);
  });
});

describe.each(schemes)('every colour token in %s mode meets WCAG 2.2 AA', (scheme) => {
  const { body, defaultHover } = surfaces[scheme];

  it.each(colourTokenNames)('%s: text on the page and on a hovered row, 4.5:1', (token) => {
    const text = variable(scheme, `--mantine-color-${token}-text`);
    expect(contrastRatio(text, body)).toBeGreaterThanOrEqual(aaText);
    expect(contrastRatio(text, defaultHover, body)).toBeGreaterThanOrEqual(aaText);
    expect(variable(scheme, `--mantine-color-${token}-outline`)).toBe(text);
  });

  it.each(colourTokenNames)('%s: the light variant (badge, alert) and its hover, 4.5:1', (token) => {
    const color = variable(scheme, `--mantine-color-${token}-light-color`);
    expect(contrastRatio(color, variable(scheme, `--mantine-color-${token}-light`), body)).toBeGreaterThanOrEqual(
      aaText,
    );
    expect(contrastRatio(color, variable(scheme, `--mantine-color-${token}-light-hover`), body)).toBeGreaterThanOrEqual(
      aaText,
    );
  });

  it.each(colourTokenNames)('%s: white on the filled variant and its hover, 4.5:1', (token) => {
    const white = DEFAULT_THEME.white;
    expect(contrastRatio(white, variable(scheme, `--mantine-color-${token}-filled`))).toBeGreaterThanOrEqual(aaText);
    expect(contrastRatio(white, variable(scheme, `--mantine-color-${token}-filled-hover`))).toBeGreaterThanOrEqual(
      aaText,
    );
  });

  it('dimmed text, error and success messages, 4.5:1 on the page and on a hovered row', () => {
    for (const name of ['--mantine-color-dimmed', '--mantine-color-error', '--mantine-color-success']) {
      expect(contrastRatio(variable(scheme, name), body), name).toBeGreaterThanOrEqual(aaText);
      expect(contrastRatio(variable(scheme, name), defaultHover, body), name).toBeGreaterThanOrEqual(aaText);
    }
    expect(variable(scheme, '--mantine-color-dimmed')).toBe(dimmedText[scheme]);
    expect(contrastRatio(surfaces[scheme].text, body)).toBeGreaterThanOrEqual(aaText);
  });

  it('keeps gain and loss, and danger and success, apart', () => {
    expect(tones[colourTokens.gain]).not.toBe(tones[colourTokens.loss]);
    expect(tones[colourTokens.danger]).not.toBe(tones[colourTokens.success]);
  });
});

describe.each(Object.values(brands).map((brand) => [brand.variant, brand] as const))(
  'brand %s: its primary colour meets WCAG 2.2 AA in both modes beside the tokens',
  (_variant, brand) => {
    const { primaryShades, primaryShade, headerBackground, headerText } = brand.theme;
    const shade = (index: number) => {
      const value = primaryShades[index];
      if (value === undefined) throw new Error(`${brand.variant} has no primary shade ${index}`);
      return value;
    };

    it.each(schemes)('in %s mode: white on primary buttons, links on the page, the light variant', (scheme) => {
      const { body } = surfaces[scheme];
      const filled = shade(primaryShade[scheme]);
      expect(contrastRatio(DEFAULT_THEME.white, filled)).toBeGreaterThanOrEqual(aaText);
      // Links: on the page and on a hovered or striped table row.
      const anchor = shade(anchorShades(brand)[scheme]);
      expect(contrastRatio(anchor, body)).toBeGreaterThanOrEqual(aaText);
      expect(contrastRatio(anchor, surfaces[scheme].defaultHover, body)).toBeGreaterThanOrEqual(aaText);
      // The light variant (active navigation link): shade 9 on shade 1 in light mode, shade 0 on darkened 9 in dark.
      const lightVariant = scheme === 'light' ? [shade(9), shade(1)] : [shade(0), darken(shade(9), 0.5)];
      expect(contrastRatio(lightVariant[0] ?? '', lightVariant[1] ?? '', body)).toBeGreaterThanOrEqual(aaText);
      expect(contrastRatio(headerText[scheme], headerBackground[scheme])).toBeGreaterThanOrEqual(aaText);
    });
  },
);
