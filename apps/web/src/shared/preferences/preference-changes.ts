import type { Preference } from '@portal/contract';
import type { BrandCurrency } from '@portal/contract/brands';
import type { Language } from '@portal/contract/domain/language';
import { saveCurrency, saveLanguage } from './account-preferences';
import type { PreferenceOwner } from './account-preferences';
import type { PreferencesStore } from './preferences-store';

/** A choice on the settings page that the account keeps too (SPEC §7 setLanguage, setCurrency). */
export type AccountPreferenceChange =
  | { readonly kind: 'language'; readonly language: Language }
  | { readonly kind: 'currency'; readonly currency: BrandCurrency };

export type SavePreference = (owner: PreferenceOwner, change: AccountPreferenceChange) => Promise<Preference>;

/** Sends one change to the server for the account. */
export const savePreference: SavePreference = (owner, change) =>
  change.kind === 'language' ? saveLanguage(owner, change.language) : saveCurrency(owner, change.currency);

/**
 * Applies a choice on this device at once and, for a signed-in account, also saves it to the account. The local
 * change stands whatever the server answers: a failed save leaves the device showing the choice, with a retry.
 * Returns the save, or undefined when nobody is signed in (the change is local only).
 */
export function changePreference(
  store: PreferencesStore,
  owner: PreferenceOwner | undefined,
  change: AccountPreferenceChange,
  save: SavePreference = savePreference,
): Promise<Preference> | undefined {
  if (change.kind === 'language') store.setLanguage(change.language);
  else store.setReportingCurrency(change.currency);
  return owner === undefined ? undefined : save(owner, change);
}
