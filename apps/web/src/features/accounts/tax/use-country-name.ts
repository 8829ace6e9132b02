/* A country's name in the shown language, from its ISO code (the code itself for one the portal does not list). */
import { taxCountries } from '@portal/contract/domain/accounts/tax-residence';
import { useShownLanguage } from '../../../shared/i18n/shown-language';

export function useCountryName(): (code: string) => string {
  const language = useShownLanguage();
  return (code) => taxCountries.find((country) => country.code === code)?.name[language] ?? code;
}
