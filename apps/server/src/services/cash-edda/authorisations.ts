import type { Kysely, Transaction } from 'kysely';
import {
  ExactDecimal,
  eddaStatusCodes,
  eddaStatusNames,
  maximumEddaDebitLimit,
  type EddaAuthorisation,
  type EddaStatusCode,
  type EddaStatusName,
} from '@portal/contract';
import type { BrandCurrency, LoginSource } from '@portal/contract/brands';
import { cashAmountProblem } from '@portal/contract/domain/cash/cash-amount';
import { currencyPrecisions } from '../../platform/money/currency-rates';
import type { Database } from '../../platform/db/db';
import { marketDayOf } from '../../platform/market/market-calendar';
import { canonicalDecimal } from '../../platform/orders/order-amounts';
import { newOrderId } from '../../platform/orders/order-ids';
import { placeOrder, type PreparedOrder } from '../../platform/orders/place-order';
import type { CashEddaDependencies } from './cash-edda-dependencies';
import type { CashEddaAuthorisationTable } from './cash-edda-tables';
import type { EddaBankAdapter } from '../../adapters/edda-bank/edda-bank';
import { eddaRefusal } from './edda-refusal';

/*
 * Direct debit authorisations (issue 16 part 4): set up once the eDDA agreement is accepted (pending), moved by the
 * bank (the adapter, on the server clock) to submitted, completing and completed, rejected or errored; deleted by the
 * client at any point before that (D). One live authorisation per bank account and currency.
 */

type Executor = Kysely<Database> | Transaction<Database>;

export type EddaAccount = { readonly accountCode: string; readonly source: LoginSource };

export const eddaArea = 'cashEdda';

const statusNameOf = Object.fromEntries(eddaStatusNames.map((name) => [eddaStatusCodes[name], name])) as Record<
  EddaStatusCode,
  EddaStatusName
>;

/** Statuses the bank has not ended: the job moves these on. */
const movingStatuses: readonly EddaStatusCode[] = ['P', 'S', 'C'];
/** Statuses in which an authorisation counts as live (a second one for the same bank account is refused). */
const liveStatuses: readonly EddaStatusCode[] = ['P', 'S', 'C', 'A'];

function masked(accountNumber: string): string {
  return `${'•'.repeat(Math.max(0, accountNumber.length - 4))}${accountNumber.slice(-4)}`;
}

export function toEddaAuthorisation(row: CashEddaAuthorisationTable, bank: EddaBankAdapter): EddaAuthorisation {
  const bankName = bank.banks.find((entry) => entry.bankCode === row.bank_code)?.name ?? {
    en: row.bank_code,
    'zh-HK': row.bank_code,
    'zh-CN': row.bank_code,
  };
  return {
    ddaReference: row.id,
    clientReference: row.client_reference,
    bankCode: row.bank_code,
    bankName,
    accountNumber: masked(row.account_number),
    accountHolderName: row.account_holder_name,
    currency: row.currency as BrandCurrency, // checked against the brand's cash currencies when set up.
    debitLimit: new ExactDecimal(row.debit_limit).toFixed(),
    status: statusNameOf[row.status],
    statusCode: row.status,
    reason: row.reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deletable: row.status !== 'D',
  };
}

export async function findAuthorisation(
  db: Executor,
  account: EddaAccount,
  ddaReference: string,
): Promise<CashEddaAuthorisationTable | undefined> {
  return db
    .selectFrom('cash_edda_authorisation')
    .selectAll()
    .where('id', '=', ddaReference)
    .where('account_code', '=', account.accountCode.toUpperCase())
    .where('source', '=', account.source)
    .executeTakeFirst();
}

export async function authorisationsOf(db: Executor, account: EddaAccount): Promise<CashEddaAuthorisationTable[]> {
  return db
    .selectFrom('cash_edda_authorisation')
    .selectAll()
    .where('account_code', '=', account.accountCode.toUpperCase())
    .where('source', '=', account.source)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

export type EddaSetup = EddaAccount & {
  readonly clientReference: string;
  readonly bankCode: string;
  readonly accountNumber: string;
  readonly accountHolderName: string;
  readonly currency: string;
  readonly debitLimit: string;
  readonly agreementAccepted: boolean;
};

type PreparedAuthorisation = PreparedOrder & { readonly row: CashEddaAuthorisationTable };

/** Asks the bank for an authorisation, once per client reference. */
export async function setUpEdda(
  deps: CashEddaDependencies,
  setup: EddaSetup,
): Promise<{ authorisation: EddaAuthorisation; replayed: boolean }> {
  const account = { accountCode: setup.accountCode.toUpperCase(), source: setup.source };
  const accountNumber = setup.accountNumber.replace(/[\s-]/g, '');
  const placed = await placeOrder(deps, {
    area: eddaArea,
    account,
    clientReference: setup.clientReference,
    request: {
      bankCode: setup.bankCode,
      accountNumber,
      accountHolderName: setup.accountHolderName,
      currency: setup.currency,
      debitLimit: canonicalDecimal(setup.debitLimit),
      agreementAccepted: setup.agreementAccepted,
    },
    check: async (): Promise<PreparedAuthorisation> => {
      if (!setup.agreementAccepted) throw eddaRefusal('agreementNotAccepted');
      if (!(deps.brand.cashCurrencies as readonly string[]).includes(setup.currency)) {
        throw eddaRefusal('invalidCurrency');
      }
      if (
        !deps.bank.banks.some((bank) => bank.bankCode === setup.bankCode) ||
        !/^\d{6,14}$/.test(accountNumber) ||
        setup.accountHolderName.length < 2
      ) {
        throw eddaRefusal('invalidBankAccount');
      }
      const precision = (await currencyPrecisions(deps.db)).get(setup.currency) ?? 2;
      if (
        cashAmountProblem(setup.debitLimit, precision) !== undefined ||
        new ExactDecimal(setup.debitLimit).greaterThan(maximumEddaDebitLimit)
      ) {
        throw eddaRefusal('invalidAmount');
      }
      const live = await deps.db
        .selectFrom('cash_edda_authorisation')
        .select('id')
        .where('account_code', '=', account.accountCode)
        .where('source', '=', account.source)
        .where('bank_code', '=', setup.bankCode)
        .where('account_number', '=', accountNumber)
        .where('currency', '=', setup.currency)
        .where('status', 'in', liveStatuses)
        .executeTakeFirst();
      if (live !== undefined) throw eddaRefusal('duplicateAuthorisation');
      const now = deps.clock.now();
      const id = newOrderId('DDA', marketDayOf(now, deps.brand.marketTimeZone));
      return {
        orderId: id,
        placedAt: now,
        row: {
          id,
          account_code: account.accountCode,
          source: account.source,
          client_reference: setup.clientReference,
          bank_code: setup.bankCode,
          account_number: accountNumber,
          account_holder_name: setup.accountHolderName,
          currency: setup.currency,
          debit_limit: canonicalDecimal(setup.debitLimit),
          status: 'P',
          reason: null,
          agreement_accepted_at: now.toISOString(),
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        },
      };
    },
    insert: async (trx, prepared) => {
      await trx.insertInto('cash_edda_authorisation').values(prepared.row).execute();
    },
    publish: async () => {},
    answer: async (db, ddaReference) => {
      const row = await findAuthorisation(db, account, ddaReference);
      if (row === undefined) throw new Error(`The authorisation ${ddaReference} of a client reference is not there`);
      return toEddaAuthorisation(row, deps.bank);
    },
  });
  return { authorisation: placed.answer, replayed: placed.replayed };
}

/** The client deletes an authorisation (D); ERR101 unknown, ERR104 already deleted. */
export async function deleteEdda(
  deps: CashEddaDependencies,
  accountKey: EddaAccount,
  ddaReference: string,
): Promise<EddaAuthorisation> {
  const account = { accountCode: accountKey.accountCode.toUpperCase(), source: accountKey.source };
  const found = await findAuthorisation(deps.db, account, ddaReference);
  if (found === undefined) throw eddaRefusal('authorisationNotFound');
  const now = deps.clock.now().toISOString();
  const updated = await deps.db
    .updateTable('cash_edda_authorisation')
    .set({ status: 'D', updated_at: now })
    .where('id', '=', found.id)
    .where('status', '!=', 'D')
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw eddaRefusal('notDeletable');
  const after = await findAuthorisation(deps.db, account, ddaReference);
  if (after === undefined) throw eddaRefusal('authorisationNotFound');
  return toEddaAuthorisation(after, deps.bank);
}

/** The bank's side (a leased job, and POST /api/_dev/cashEdda/advance): moves each open authorisation to its status. */
export async function advanceEddaAuthorisations(deps: CashEddaDependencies): Promise<{ moved: number }> {
  const now = deps.clock.now();
  const open = await deps.db
    .selectFrom('cash_edda_authorisation')
    .select(['id', 'status', 'account_number', 'created_at'])
    .where('status', 'in', movingStatuses)
    .orderBy('created_at')
    .limit(500)
    .execute();
  let moved = 0;
  for (const row of open) {
    const next = deps.bank.statusAt({ accountNumber: row.account_number, createdAt: new Date(row.created_at) }, now);
    if (next.status === row.status) continue;
    const updated = await deps.db
      .updateTable('cash_edda_authorisation')
      .set({ status: next.status, reason: next.reason, updated_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    moved += Number(updated.numUpdatedRows);
  }
  return { moved };
}
