import { sql, type Kysely } from 'kysely';
import type { BrandConfig, LoginSource } from '@portal/contract/brands';
import type { Database } from '../../platform/db/db';
import { inBook, type BookClients } from '../../platform/identity/book-membership';
import type { Clock } from '../../platform/runtime/clock';
import { nextInvestmentDate } from './investment-calendar';

/*
 * An advisor's book of clients at once (issue 28, the advisor desk): the monthly investments the job skipped for the
 * book's clients, and the days their live subscriptions next invest, each one query over the book's clients.
 */

export type BookSkippedInvestment = {
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly subscriptionId: string;
  readonly planId: string;
  /** yyyy-mm */
  readonly month: string;
  readonly scheduledDate: string;
  readonly outcome: 'skippedShortOfCash' | 'skippedNotPlaced';
};

/** The monthly investments skipped (short of cash, or not placed) on or after `sinceDay`, newest first. */
export async function skippedInvestmentsOfBook(
  db: Kysely<Database>,
  clients: BookClients,
  sinceDay: string,
): Promise<BookSkippedInvestment[]> {
  const rows = await db
    .selectFrom('plan_investment as i')
    .innerJoin('plan_subscription as s', 's.id', 'i.subscription_id')
    .select(['s.account_code', 's.source', 's.id', 's.plan_id', 'i.month', 'i.scheduled_date', 'i.outcome'])
    .where('i.outcome', 'in', ['skippedShortOfCash', 'skippedNotPlaced'])
    .where('i.scheduled_date', '>=', sinceDay)
    .where(inBook(clients, sql.ref('s.account_code'), sql.ref('s.source')))
    .orderBy('i.scheduled_date', 'desc')
    .orderBy('s.id')
    .execute();
  return rows.map((row) => ({
    accountCode: row.account_code,
    source: row.source,
    subscriptionId: row.id,
    planId: row.plan_id,
    month: row.month,
    scheduledDate: row.scheduled_date,
    outcome: row.outcome === 'skippedNotPlaced' ? 'skippedNotPlaced' : 'skippedShortOfCash',
  }));
}

export type BookPlanInvestmentDay = {
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly subscriptionId: string;
  readonly planId: string;
  readonly amount: string;
  readonly currency: string;
  /** The next day the monthly job invests it (the brand's market day). */
  readonly date: string;
};

/**
 * The next monthly investment day of every live subscription (submitted or activated, with a monthly amount) of the
 * book's clients that falls on or before `toDay`, soonest first; a month already invested counts from the next.
 */
export async function planInvestmentDaysOfBook(
  deps: { readonly db: Kysely<Database>; readonly clock: Clock; readonly brand: BrandConfig },
  clients: BookClients,
  toDay: string,
): Promise<BookPlanInvestmentDay[]> {
  const rows = await deps.db
    .selectFrom('plan_subscription as s')
    .leftJoin('plan_investment as i', 'i.subscription_id', 's.id')
    .select(['s.id', 's.account_code', 's.source', 's.plan_id', 's.monthly_amount', 's.monthly_day', 's.currency'])
    .select(['s.first_month'])
    .select((eb) => eb.fn.max('i.month').as('last_month'))
    .where('s.status', 'in', ['submitted', 'activated'])
    .where('s.monthly_day', 'is not', null)
    .where(inBook(clients, sql.ref('s.account_code'), sql.ref('s.source')))
    .groupBy([
      's.id',
      's.account_code',
      's.source',
      's.plan_id',
      's.monthly_amount',
      's.monthly_day',
      's.currency',
      's.first_month',
    ])
    .execute();
  const days: BookPlanInvestmentDay[] = [];
  for (const row of rows) {
    const date = nextInvestmentDate(deps, row, row.last_month ?? undefined);
    if (date === null || date > toDay || row.monthly_amount === null) continue;
    days.push({
      accountCode: row.account_code,
      source: row.source,
      subscriptionId: row.id,
      planId: row.plan_id,
      amount: row.monthly_amount,
      currency: row.currency,
      date,
    });
  }
  return days.sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.subscriptionId < b.subscriptionId ? -1 : 1,
  );
}
