import type { Kysely, Transaction } from 'kysely';
import {
  ExactDecimal,
  maximumIpoApplicationsListed,
  type IpoApplication,
  type IpoApplicationStatusName,
} from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import { ipoApplicationStatusCodes } from '@portal/contract/domain/stock/ipo';
import type { Database } from '../../platform/db/db';
import { namesOf, phaseOf } from './offerings';
import type { IpoApplicationStatusCode, IpoApplicationTable, IpoOfferingTable } from './stock-ipo-tables';

type Executor = Kysely<Database> | Transaction<Database>;

export type AccountKey = { readonly accountCode: string; readonly source: LoginSource };

/** The market area of IPO applications, as platform/orders stores it with each client reference. */
export const ipoArea = 'ipo';

/** The ledger journal kinds of IPOs (prefixed by area, ADR 028 "Names"). */
export const ipoLedgerKinds = {
  hold: 'ipo.hold',
  release: 'ipo.release',
  charge: 'ipo.charge',
  refund: 'ipo.refund',
  allotment: 'ipo.allotment',
} as const;

const statusNames = Object.fromEntries(
  Object.entries(ipoApplicationStatusCodes).map(([name, letter]) => [letter, name]),
) as Readonly<Record<IpoApplicationStatusCode, IpoApplicationStatusName>>;

export type ApplicationWithOffering = {
  readonly application: IpoApplicationTable;
  readonly offering: IpoOfferingTable;
};

const decimal = (value: string) => new ExactDecimal(value).toFixed();
const decimalOrNull = (value: string | null) => (value === null ? null : decimal(value));

export function toIpoApplication({ application, offering }: ApplicationWithOffering, now: Date): IpoApplication {
  return {
    applicationId: application.id,
    clientReference: application.client_reference,
    accountCode: application.account_code,
    offeringId: offering.id,
    stockId: offering.stock_id,
    code: offering.code,
    names: namesOf(offering),
    currency: application.currency,
    applicationType: application.application_type,
    status: statusNames[application.status],
    statusCode: application.status,
    quantity: String(application.quantity),
    amount: decimal(application.amount),
    depositPercent: decimal(application.deposit_percent),
    depositAmount: decimal(application.deposit_amount),
    loanAmount: decimal(application.loan_amount),
    interestRate: decimal(application.interest_rate),
    interestAmount: decimal(application.interest_amount),
    handlingFee: decimal(application.handling_fee),
    holdAmount: decimal(application.hold_amount),
    allottedQuantity: application.allotted_quantity === null ? null : String(application.allotted_quantity),
    finalPrice: decimalOrNull(application.final_price),
    chargeAmount: decimalOrNull(application.charge_amount),
    paidAmount: decimalOrNull(application.paid_amount),
    refundAmount: decimalOrNull(application.refund_amount),
    loanOutstanding: decimalOrNull(application.loan_outstanding),
    appliedAt: application.applied_at,
    closeAt: offering.close_at,
    resultAt: offering.result_at,
    submittedAt: application.submitted_at,
    resultProcessedAt: application.result_at,
    cancelledAt: application.cancelled_at,
    cancellable: application.status === 'P' && phaseOf(offering, now) === 'open',
  };
}

async function withOfferings(db: Executor, applications: IpoApplicationTable[]): Promise<ApplicationWithOffering[]> {
  const ids = [...new Set(applications.map((application) => application.offering_id))];
  if (ids.length === 0) return [];
  const offerings = await db.selectFrom('ipo_offering').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(offerings.map((offering) => [offering.id, offering]));
  return applications.flatMap((application) => {
    const offering = byId.get(application.offering_id);
    return offering === undefined ? [] : [{ application, offering }];
  });
}

export async function findApplication(
  db: Executor,
  account: AccountKey,
  applicationId: string,
): Promise<ApplicationWithOffering | undefined> {
  const application = await db
    .selectFrom('ipo_application')
    .selectAll()
    .where('id', '=', applicationId)
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .executeTakeFirst();
  if (application === undefined) return undefined;
  return (await withOfferings(db, [application]))[0];
}

/** The account's applications, newest first. */
export async function applicationsOf(db: Executor, account: AccountKey): Promise<ApplicationWithOffering[]> {
  const applications = await db
    .selectFrom('ipo_application')
    .selectAll()
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .orderBy('applied_at', 'desc')
    .orderBy('id', 'desc')
    .limit(maximumIpoApplicationsListed)
    .execute();
  return withOfferings(db, applications);
}

/** The account's live (not cancelled) application per offering. */
export async function liveApplicationIds(db: Executor, account: AccountKey): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('ipo_application')
    .select(['id', 'offering_id'])
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('cancelled_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.offering_id, row.id]));
}
