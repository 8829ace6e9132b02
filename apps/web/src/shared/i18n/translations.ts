import type { Language } from '@portal/contract/domain/language';

/** Texts of a namespace: nested objects whose leaves are strings. */
export type TranslationTree = { readonly [key: string]: string | TranslationTree };

/** The shape of a namespace's English texts with every text widened to `string`: each language must match it. */
export type Translations<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translations<T[K]> };

/** One namespace in the three languages of the product (SPEC §1), as the translation check reads it. */
export type NamespaceTranslations<T> = { readonly en: T } & {
  readonly [L in TranslatedLanguage]: Translations<T>;
};

/** The languages besides English: their texts are fetched the first time the language is shown. */
export type TranslatedLanguage = Exclude<Language, 'en'>;

/** One language's texts of every namespace, as the translator holds them: namespace -> texts. */
export type LanguageTexts = { readonly [namespace: string]: TranslationTree };

/**
 * Every namespace of `English` in another language: the compiler refuses a namespace, a key or a text missing or
 * added (the resource test checks the same at run time).
 */
export type TranslatedNamespaces<English> = { readonly [Namespace in keyof English]: Translations<English[Namespace]> };

/** Every key path of a nested resource, e.g. 'header.language'. */
export function keyPaths(resource: unknown, prefix = ''): string[] {
  if (typeof resource !== 'object' || resource === null) return [prefix];
  return Object.entries(resource).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key));
}

/** Where a language's texts differ from English: keys it lacks, keys it adds, and texts left empty. */
export type TranslationGap = {
  readonly namespace: string;
  readonly language: Language;
  readonly missing: readonly string[];
  readonly extra: readonly string[];
  readonly empty: readonly string[];
};

function leaves(resource: unknown, prefix = ''): [string, unknown][] {
  if (typeof resource !== 'object' || resource === null) return [[prefix, resource]];
  return Object.entries(resource).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

export function translationGaps(
  namespaces: Readonly<Record<string, NamespaceTranslations<unknown>>>,
  languages: readonly Language[],
): TranslationGap[] {
  return Object.entries(namespaces).flatMap(([namespace, translations]) => {
    const english = new Set(keyPaths(translations.en));
    return languages.flatMap((language) => {
      const entries = leaves(translations[language]);
      const keys = new Set(entries.map(([key]) => key));
      const gap: TranslationGap = {
        namespace,
        language,
        missing: [...english].filter((key) => !keys.has(key)),
        extra: [...keys].filter((key) => !english.has(key)),
        empty: entries.filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => key),
      };
      return gap.missing.length + gap.extra.length + gap.empty.length > 0 ? [gap] : [];
    });
  });
}
