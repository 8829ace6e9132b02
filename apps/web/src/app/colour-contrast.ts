/** WCAG 2.2 contrast, for the theme's tests: relative luminance of sRGB colours and their ratio (1 to 21). */

type Rgba = { readonly r: number; readonly g: number; readonly b: number; readonly a: number };

/** Reads `#rgb`, `#rrggbb` and `rgb()`/`rgba()` (what Mantine's colour functions return). */
export function parseColour(colour: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit).join('') : hex[1];
    const value = Number.parseInt(digits, 16);
    return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255, a: 1 };
  }
  const functional = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(colour.trim());
  if (functional) {
    const [, r, g, b, a] = functional;
    return { r: Number(r), g: Number(g), b: Number(b), a: a === undefined ? 1 : Number(a) };
  }
  throw new Error(`Not a colour this check reads: ${colour}`);
}

/** A colour with transparency as it shows over an opaque background. */
function over(colour: Rgba, background: Rgba): Rgba {
  const mix = (top: number, bottom: number) => top * colour.a + bottom * (1 - colour.a);
  return { r: mix(colour.r, background.r), g: mix(colour.g, background.g), b: mix(colour.b, background.b), a: 1 };
}

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(colour: string): number {
  const { r, g, b } = parseColour(colour);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * The contrast ratio of a foreground on a background (WCAG 2.2 §1.4.3). A translucent foreground or background is
 * first laid over `page` (the page's own opaque colour).
 */
export function contrastRatio(foreground: string, background: string, page = '#ffffff'): number {
  const pageColour = parseColour(page);
  const back = over(parseColour(background), pageColour);
  const front = over(parseColour(foreground), back);
  const toHex = ({ r, g, b }: Rgba) => `rgb(${r}, ${g}, ${b})`;
  const [lighter, darker] = [relativeLuminance(toHex(front)), relativeLuminance(toHex(back))].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** WCAG 2.2 AA: 4.5:1 for text, 3:1 for large text and the parts of controls. */
export const aaText = 4.5;
export const aaLargeTextAndControls = 3;
