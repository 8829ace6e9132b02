/*
 * The languages and colour modes as plain values, free of zod, so a browser's first load can import them without
 * the schema library. Their zod schemas are in ./language-schema.
 */

/** Languages of the product (SPEC §1). English is the default. */
export const languages = ['en', 'zh-HK', 'zh-CN'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Colour modes (SPEC §4): light is the default. */
export const colourModes = ['light', 'dark'] as const;
export type ColourMode = (typeof colourModes)[number];
export const defaultColourMode: ColourMode = 'light';

export function isColourMode(value: unknown): value is ColourMode {
  return typeof value === 'string' && (colourModes as readonly string[]).includes(value);
}
