import { describe, expect, it } from 'vitest';
import { colourModes, defaultColourMode, defaultLanguage, isColourMode, isLanguage, languages } from './language';
import { colourModeSchema, languageSchema } from './language-schema';

describe('languages (SPEC §1)', () => {
  it('are English, the default, then Traditional Chinese (Hong Kong) and Simplified Chinese', () => {
    expect(languages).toEqual(['en', 'zh-HK', 'zh-CN']);
    expect(defaultLanguage).toBe('en');
  });

  it('are recognised exactly as written, by the plain check and by the schema alike', () => {
    for (const value of ['en', 'zh-HK', 'zh-CN', 'fr', 'EN', 'zh-hk', '', 42, null]) {
      expect(isLanguage(value)).toBe(languageSchema.safeParse(value).success);
    }
    expect(languages.every(isLanguage)).toBe(true);
    expect(isLanguage('zh-hk')).toBe(false);
  });
});

describe('colour modes (SPEC §4)', () => {
  it('are light, the default, and dark', () => {
    expect(colourModes).toEqual(['light', 'dark']);
    expect(defaultColourMode).toBe('light');
  });

  it('are recognised exactly as written, by the plain check and by the schema alike', () => {
    for (const value of ['light', 'dark', 'purple', 'Dark', '', true, undefined]) {
      expect(isColourMode(value)).toBe(colourModeSchema.safeParse(value).success);
    }
    expect(colourModes.every(isColourMode)).toBe(true);
    expect(isColourMode('purple')).toBe(false);
  });
});
