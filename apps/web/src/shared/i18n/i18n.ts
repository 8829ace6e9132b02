import i18next from 'i18next';
import type { i18n, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages } from '../preferences/display-options';
import type { Language } from '@portal/contract';
import type { NamespaceTranslations, TranslationTree } from './translations';

/** Turns namespaces of three languages into i18next's resource layout: language -> namespace -> texts. */
export function toResources(namespaces: Readonly<Record<string, NamespaceTranslations<TranslationTree>>>): Resource {
  return Object.fromEntries(
    languages.map((language) => [
      language,
      Object.fromEntries(Object.entries(namespaces).map(([namespace, texts]) => [namespace, texts[language]])),
    ]),
  );
}

/** An i18next instance with every namespace loaded up front, showing `language`; English fills any gap. */
export function createPortalI18n(
  namespaces: Readonly<Record<string, NamespaceTranslations<TranslationTree>>>,
  language: Language,
): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: toResources(namespaces),
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: languages,
    ns: Object.keys(namespaces),
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
    initAsync: false,
    load: 'currentOnly',
  });
  return instance;
}
