import type { Kysely } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';
import type { Database } from '../../platform/db/db';

/** Whose preference: one row per account and login source (the same code may exist on both sources). */
export type PreferenceKey = { readonly accountCode: string; readonly source: LoginSource };

/** A stored preference, as the table holds it (values are checked by the service, not here). */
export type StoredPreference = { readonly language: string; readonly currencyCode: string };

/** What a new row holds in the column the call does not set (the brand's defaults at the time). */
export type PreferenceDefaults = StoredPreference;

export async function findPreference(db: Kysely<Database>, key: PreferenceKey): Promise<StoredPreference | undefined> {
  const row = await db
    .selectFrom('preference')
    .select(['language', 'currency_code'])
    .where('source', '=', key.source)
    .where('account_code', '=', key.accountCode)
    .executeTakeFirst();
  return row === undefined ? undefined : { language: row.language, currencyCode: row.currency_code };
}

/** One column of the preference: the language or the reporting currency. */
export type PreferenceChange = { readonly language: string } | { readonly currencyCode: string };

/**
 * Sets one column of the preference, creating the row with the defaults for the other when there is none. An upsert
 * in one statement: two tabs saving at once cannot both insert (the same SQL on SQLite and PostgreSQL).
 */
export async function savePreference(
  db: Kysely<Database>,
  key: PreferenceKey,
  change: PreferenceChange,
  defaults: PreferenceDefaults,
  now: Date,
): Promise<void> {
  const updatedAt = now.toISOString();
  const column = 'language' in change ? { language: change.language } : { currency_code: change.currencyCode };
  await db
    .insertInto('preference')
    .values({
      account_code: key.accountCode,
      source: key.source,
      language: defaults.language,
      currency_code: defaults.currencyCode,
      ...column,
      updated_at: updatedAt,
    })
    .onConflict((conflict) =>
      conflict.columns(['source', 'account_code']).doUpdateSet({ ...column, updated_at: updatedAt }),
    )
    .execute();
}

/** Sets the reporting currency. */
export function saveCurrency(
  db: Kysely<Database>,
  key: PreferenceKey,
  currencyCode: string,
  defaults: PreferenceDefaults,
  now: Date,
): Promise<void> {
  return savePreference(db, key, { currencyCode }, defaults, now);
}

/** Sets the language. */
export function saveLanguage(
  db: Kysely<Database>,
  key: PreferenceKey,
  language: string,
  defaults: PreferenceDefaults,
  now: Date,
): Promise<void> {
  return savePreference(db, key, { language }, defaults, now);
}
