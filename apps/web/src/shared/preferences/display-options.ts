import * as z from 'zod/mini';
import type { ColourMode, Language } from '@portal/contract';

/*
 * The languages and colour modes of @portal/contract/domain/language, repeated here because that module also builds
 * zod schemas at load time, and importing any value from it puts the full zod into the first load (ARCHITECTURE §9
 * budget). The compiler checks these lists against the contract's types, so they cannot drift apart.
 */

type SameMembers<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** SPEC §1: English (the default), Traditional Chinese (Hong Kong), Simplified Chinese. */
export const languages = ['en', 'zh-HK', 'zh-CN'] as const satisfies readonly Language[];
export const defaultLanguage: Language = 'en';
/** SPEC §4: light (the default) or dark. */
export const colourModes = ['light', 'dark'] as const satisfies readonly ColourMode[];
export const defaultColourMode: ColourMode = 'light';

export const languagesMatchContract: SameMembers<(typeof languages)[number], Language> = true;
export const colourModesMatchContract: SameMembers<(typeof colourModes)[number], ColourMode> = true;

export const languageSchema = z.enum(languages);
export const colourModeSchema = z.enum(colourModes);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
