import { z } from 'zod';

/** Languages of the product (SPEC §1). English is the default. */
export const languages = ['en', 'zh-HK', 'zh-CN'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';
export const languageSchema = z.enum(languages);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Colour modes (SPEC §4): light is the default. */
export const colourModes = ['light', 'dark'] as const;
export type ColourMode = (typeof colourModes)[number];
export const defaultColourMode: ColourMode = 'light';
export const colourModeSchema = z.enum(colourModes);
