import type { Kysely } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';
import type { Database } from '../../platform/db/db';

/*
 * What the advisor desk reads of a client's record (issue 28 parts 2 and 3): the names in English and Chinese and the
 * account type (SPEC §3: Individual, Joint, Corporate, Institution), to search a book by and to head a client's page,
 * and the contact details as the client's own information page shows them. Never the identity documents or addresses.
 */

/** Every record's names and account type: a subquery to left-join on (account_code, source). */
export function profileNamesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('account_profile as record')
    .select([
      'record.account_code',
      'record.source',
      'record.name_english',
      'record.name_chinese',
      'record.account_type',
    ]);
}

export type ProfileSummary = {
  readonly nameEnglish: string;
  readonly nameChinese: string | null;
  readonly accountType: string;
  readonly email: string | null;
  readonly phone: string | null;
};

/** One client's names, account type and contact from its record; undefined for an account without one. */
export async function profileSummaryOf(
  db: Kysely<Database>,
  account: { readonly accountCode: string; readonly source: LoginSource },
): Promise<ProfileSummary | undefined> {
  const row = await db
    .selectFrom('account_profile')
    .select(['name_english', 'name_chinese', 'account_type', 'email', 'phone'])
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : {
        nameEnglish: row.name_english,
        nameChinese: row.name_chinese,
        accountType: row.account_type,
        email: row.email,
        phone: row.phone,
      };
}
