import type { Preference } from '@portal/contract';
import type { BrandCurrency } from '@portal/contract/brands';
import type { Language } from '@portal/contract/domain/language';
import { api } from '../api/api-client';
import type { CallOptions } from '../api/api-client';
import type { SessionFacts } from '../session/session-store';
import { reportingCurrencyChoices } from './preferences-store';
import type { PreferencesStore } from './preferences-store';

/** Whose preference (SPEC §3 Preference): the server keeps one per account and login source. */
export type PreferenceOwner = Pick<SessionFacts, 'accountCode' | 'source'>;

/** The currency as the store keeps it; undefined for one the portal never reports in. */
function brandCurrencyOf(code: string): BrandCurrency | undefined {
  return reportingCurrencyChoices.find((currency) => currency === code);
}

/**
 * Shows the account's stored preference: its language, and its reporting currency when the portal knows it. An
 * account that never chose keeps what the visitor chose on this device.
 */
export function applyAccountPreference(store: PreferencesStore, preference: Preference): void {
  if (!preference.saved) return;
  store.setLanguage(preference.language);
  const currency = brandCurrencyOf(preference.currencyCode);
  if (currency !== undefined) store.setReportingCurrency(currency);
}

/**
 * Loads the signed-in account's language and reporting currency (SPEC §7 loadPreference) into the device's
 * preferences, right after a login. The server answers the brand defaults for an account that never chose.
 */
export async function loadAccountPreferences(
  store: PreferencesStore,
  owner: PreferenceOwner,
  options?: CallOptions,
): Promise<Preference> {
  const preference = await api.preference.loadPreference(
    { accountCode: owner.accountCode, source: owner.source },
    options,
  );
  applyAccountPreference(store, preference);
  return preference;
}

/** Keeps the account's language on the server (SPEC §7 setLanguage). */
export function saveLanguage(owner: PreferenceOwner, language: Language): Promise<Preference> {
  return api.preference.setLanguage({ accountCode: owner.accountCode, source: owner.source, language });
}

/** Keeps the account's reporting currency on the server (SPEC §7 setCurrency); 422 for one the brand does not offer. */
export function saveCurrency(owner: PreferenceOwner, currencyCode: BrandCurrency): Promise<Preference> {
  return api.preference.setCurrency({ accountCode: owner.accountCode, source: owner.source, currencyCode });
}
