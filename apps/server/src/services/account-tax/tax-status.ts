import type { Kysely } from 'kysely';
import type { TaxStatusView } from '@portal/contract';
import { fatcaFormOf, normaliseTin, type NoTinReason } from '@portal/contract/domain/accounts/tax-residence';
import type { LoginSource } from '@portal/contract/brands';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import { marketDayOf } from '../../platform/market/market-calendar';
import type { Actor } from '../../platform/identity/sessions';

export type TaxAccountKey = { readonly accountCode: string; readonly source: LoginSource };

export type TaxCertification = {
  readonly residences: readonly {
    readonly country: string;
    readonly tin?: string | undefined;
    readonly noTinReason?: NoTinReason | undefined;
    readonly noTinExplanation?: string | undefined;
  }[];
  readonly usPerson: boolean;
  readonly signatureName: string;
};

/** The self-certification as stored, or null before the first one. */
export async function taxStatusOf(db: Kysely<Database>, account: TaxAccountKey): Promise<TaxStatusView | null> {
  const status = await db
    .selectFrom('account_tax_status')
    .selectAll()
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .executeTakeFirst();
  if (status === undefined) return null;
  const residences = await db
    .selectFrom('account_tax_residence')
    .selectAll()
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .orderBy('position')
    .execute();
  return {
    residences: residences.map((row) => ({
      country: row.country,
      tin: row.tin,
      noTinReason: row.no_tin_reason,
      noTinExplanation: row.no_tin_explanation,
    })),
    usPerson: status.us_person === 1,
    fatcaForm: fatcaFormOf(status.us_person === 1),
    signatureName: status.signature_name,
    declarationDate: status.declaration_date,
    declaredAt: status.declared_at,
  };
}

/**
 * Replaces the account's self-certification in one transaction (the declaration and its countries), dated by the
 * server clock in Hong Kong. The contract has checked every field (TIN formats, reasons, the US person answer); an
 * advisee session is refused here, an advisor's own session on a client by `ownAccountCode`.
 */
export async function certifyTaxStatus(
  deps: { readonly db: Kysely<Database>; readonly clock: Clock },
  actor: Actor,
  account: TaxAccountKey,
  certification: TaxCertification,
): Promise<TaxStatusView> {
  if (actor.advisorAccountCode !== null) {
    throw AppError.forbidden('Only the client certifies its own tax residency.');
  }
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('account_tax_residence')
      .where('account_code', '=', account.accountCode)
      .where('source', '=', account.source)
      .execute();
    await trx
      .deleteFrom('account_tax_status')
      .where('account_code', '=', account.accountCode)
      .where('source', '=', account.source)
      .execute();
    await trx
      .insertInto('account_tax_status')
      .values({
        account_code: account.accountCode,
        source: account.source,
        us_person: certification.usPerson ? 1 : 0,
        signature_name: certification.signatureName.trim(),
        declaration_date: marketDayOf(now, 'Asia/Hong_Kong'),
        declared_at: now.toISOString(),
      })
      .execute();
    await trx
      .insertInto('account_tax_residence')
      .values(
        certification.residences.map((residence, position) => {
          const tin = residence.tin?.trim() ?? '';
          return {
            account_code: account.accountCode,
            source: account.source,
            position,
            country: residence.country,
            tin: tin === '' ? null : normaliseTin(residence.country, tin),
            no_tin_reason: tin === '' ? (residence.noTinReason ?? null) : null,
            no_tin_explanation:
              tin === '' && residence.noTinReason === 'B' ? (residence.noTinExplanation?.trim() ?? null) : null,
          };
        }),
      )
      .execute();
  });
  const saved = await taxStatusOf(deps.db, account);
  if (saved === null) throw new Error('The tax status just certified is not there');
  return saved;
}
