import type { Kysely } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';
import type { Database } from '../../platform/db';

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

/** Sets the reporting currency, creating the row with the default language when there is none. */
export async function saveCurrency(
  db: Kysely<Database>,
  key: PreferenceKey,
  currencyCode: string,
  defaults: PreferenceDefaults,
  now: Date,
): Promise<void> {
  const updatedAt = now.toISOString();
  // An upsert in one statement: two tabs saving at once cannot both insert (same SQL on SQLite and PostgreSQL).
  await db
    .insertInto('preference')
    .values({
      account_code: key.accountCode,
      source: key.source,
      language: defaults.language,
      currency_code: currencyCode,
      updated_at: updatedAt,
    })
    .onConflict((conflict) =>
      conflict.columns(['source', 'account_code']).doUpdateSet({ currency_code: currencyCode, updated_at: updatedAt }),
    )
    .execute();
}

/** Sets the language, creating the row with the default reporting currency when there is none. */
export async function saveLanguage(
  db: Kysely<Database>,
  key: PreferenceKey,
  language: string,
  defaults: PreferenceDefaults,
  now: Date,
): Promise<void> {
  const updatedAt = now.toISOString();
  await db
    .insertInto('preference')
    .values({
      account_code: key.accountCode,
      source: key.source,
      language,
      currency_code: defaults.currencyCode,
      updated_at: updatedAt,
    })
    .onConflict((conflict) =>
      conflict.columns(['source', 'account_code']).doUpdateSet({ language, updated_at: updatedAt }),
    )
    .execute();
}
