import { useContext } from 'react';
import type { Language } from '@portal/contract/domain/language';
import { isLanguage } from '@portal/contract/domain/language';
import { I18nContext, useTranslation } from '../i18n/use-translation';

/** A fund's name in each language, as the fund services send it. */
export type FundNames = { readonly en: string; readonly 'zh-HK': string; readonly 'zh-CN': string };

/** The name in `language`, falling back to English when that name is empty. */
export function fundNameIn(names: FundNames, language: Language): string {
  return names[language] || names.en;
}

/** The language the portal shows now (re-renders when it changes). */
export function useShownLanguage(): Language {
  useTranslation();
  const language = useContext(I18nContext)?.language;
  return isLanguage(language) ? language : 'en';
}

/** A fund's name in the reader's language: `const nameOf = useFundName(); nameOf(fund.names)`. */
export function useFundName(): (names: FundNames) => string {
  const language = useShownLanguage();
  return (names) => fundNameIn(names, language);
}
