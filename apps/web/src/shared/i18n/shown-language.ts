import { useContext } from 'react';
import type { Language } from '@portal/contract/domain/language';
import { defaultLanguage } from '@portal/contract/domain/language';
import { I18nContext, useTranslation } from './use-translation';

/** A product's name in each language of SPEC §1, as the services send it (funds, stocks). */
export type LocalisedNames = { readonly en: string; readonly 'zh-HK': string; readonly 'zh-CN': string };

/** The name in `language`, falling back to English when that name is empty. */
export function nameIn(names: LocalisedNames, language: Language): string {
  return names[language] || names.en;
}

/** The language the portal shows now (re-renders when it changes). */
export function useShownLanguage(): Language {
  useTranslation();
  return useContext(I18nContext)?.language ?? defaultLanguage;
}
