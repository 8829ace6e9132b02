import { nameIn, useShownLanguage } from '../i18n/shown-language';
import type { LocalisedNames } from '../i18n/shown-language';
import type { Language } from '@portal/contract/domain/language';

/** A fund's name in each language, as the fund services send it. */
export type FundNames = LocalisedNames;

/** The name in `language`, falling back to English when that name is empty. */
export function fundNameIn(names: FundNames, language: Language): string {
  return nameIn(names, language);
}

/** A fund's name in the reader's language: `const nameOf = useFundName(); nameOf(fund.names)`. */
export function useFundName(): (names: FundNames) => string {
  const language = useShownLanguage();
  return (names) => fundNameIn(names, language);
}
