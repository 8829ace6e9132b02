import type { Kysely } from 'kysely';
import { pickDisplayCurrency, preferenceService, type Preference } from '@portal/contract';
import { getBrand, type BrandConfig } from '@portal/contract/brands';
import { defaultLanguage, isLanguage } from '@portal/contract/domain/language';
import type { Config } from '../../platform/runtime/config';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import { implementService } from '../../platform/http/rpc';
import { findPreference, saveCurrency, saveLanguage, type PreferenceKey } from './queries';

/** The 422 code of a reporting currency the brand does not offer. */
export const currencyNotAllowedCode = 'currencyNotAllowed';

/**
 * The brand's default reporting currency; should a config name one it does not offer (its schema refuses that),
 * the SPEC §9 fallback: HKD, then USD, then the first one offered.
 */
function defaultCurrencyOf(brand: BrandConfig): string {
  return (
    pickDisplayCurrency(brand.reportingCurrencies, brand.defaultReportingCurrency) ?? brand.defaultReportingCurrency
  );
}

/** What an account sees before it sets anything: English and the brand's reporting currency. */
export function defaultPreferenceOf(brand: BrandConfig): Preference {
  return { language: defaultLanguage, currencyCode: defaultCurrencyOf(brand), saved: false };
}

/**
 * The account's preference as the brand may show it: a stored value the brand no longer offers (a currency
 * removed from reportingCurrencies, an unknown language) falls back to the default instead of failing.
 */
async function preferenceOf(db: Kysely<Database>, brand: BrandConfig, key: PreferenceKey): Promise<Preference> {
  const stored = await findPreference(db, key);
  const defaults = defaultPreferenceOf(brand);
  if (stored === undefined) return defaults;
  return {
    language: isLanguage(stored.language) ? stored.language : defaults.language,
    currencyCode: offers(brand, stored.currencyCode) ? stored.currencyCode : defaults.currencyCode,
    saved: true,
  };
}

function offers(brand: BrandConfig, currencyCode: string): boolean {
  const offered: readonly string[] = brand.reportingCurrencies;
  return offered.includes(currencyCode);
}

function brandOf(config: Config): BrandConfig {
  return getBrand(config.portalVariant);
}

/**
 * The preference service of SPEC §7: an account's language and reporting currency, per account and source.
 * Sessions and acting for the account are checked by the platform (`actsFor`) before a handler runs.
 */
export const preferenceImplementation = implementService(preferenceService, {
  loadPreference: async ({ accountCode, source }, { config, db }) =>
    preferenceOf(db, brandOf(config), { accountCode, source }),

  setCurrency: async ({ accountCode, source, currencyCode }, { config, db, clock }) => {
    const brand = brandOf(config);
    if (!offers(brand, currencyCode)) {
      const offered = brand.reportingCurrencies.join(', ');
      throw AppError.businessRule(
        currencyNotAllowedCode,
        `${currencyCode} is not a reporting currency of this portal; choose one of ${offered}.`,
        { allowedCurrencies: brand.reportingCurrencies },
      );
    }
    const key = { accountCode, source };
    await saveCurrency(db, key, currencyCode, defaultPreferenceOf(brand), clock.now());
    return preferenceOf(db, brand, key);
  },

  setLanguage: async ({ accountCode, source, language }, { config, db, clock }) => {
    const brand = brandOf(config);
    const key = { accountCode, source };
    await saveLanguage(db, key, language, defaultPreferenceOf(brand), clock.now());
    return preferenceOf(db, brand, key);
  },
});
