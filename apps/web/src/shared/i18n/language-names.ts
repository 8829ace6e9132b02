import type { Language } from '@portal/contract/domain/language';

/** Each language named in itself, as language pickers show them whatever language is current. */
export const languageNames = {
  en: 'English',
  'zh-HK': '繁體中文',
  'zh-CN': '简体中文',
} as const satisfies Record<Language, string>;
