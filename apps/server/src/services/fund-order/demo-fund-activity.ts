import { PostgresAdapter, type Kysely } from 'kysely';
import { riskRank, type RiskLevel } from '@portal/contract';
import { getBrand, type BrandConfig } from '@portal/contract/brands';
import { investorProfileOf } from '../../platform/identity/account-directory';
import { createTestClock, type Clock } from '../../platform/runtime/clock';
import type { Database, DatabaseDialect } from '../../platform/db/db';
import { createEventPublisher } from '../../platform/runtime/events';
import { findRetailFundsLaunchedBefore, type FundTable } from '../fund-definition/public';
import { subscribeNotifications } from '../notification/public';
import { depositCash } from './cash-deposit';
import type { FundOrderDependencies } from './fund-order-dependencies';
import { advanceFundOrders } from './lifecycle';
import { addDays, isBusinessDay, marketDayOf, marketInstant } from '../../platform/market/market-calendar';
import { placeRedemption, placeSubscription } from './placement';
import { fundPositionsOf, type AccountKey } from './positions';

/*
 * The demo clients' cash and fund orders (issue 6), so the portfolio, history and statements have something to show
 * on first start. The history is made by the real placement and lifecycle code run at past times on a clock of its
 * own, so every order, journal and notification is what the portal itself would have made. Idempotent: a client with
 * its demo deposit already in the ledger is left alone.
 */

const dayMs = 86_400_000;

type Action = {
  readonly at: Date;
  readonly run: (deps: FundOrderDependencies) => Promise<unknown>;
};

/** 10:00 market time on the business day on or before `daysAgo` days before `now`. */
function pastMorning(now: Date, daysAgo: number, timeZone: string): Date {
  let day = marketDayOf(new Date(now.getTime() - daysAgo * dayMs), timeZone);
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return marketInstant(day, '10:00', timeZone);
}

/** The funds a client of `riskLevel` may buy, launched (and priced) before `day`, by id. */
async function suitableFunds(
  db: Kysely<Database>,
  riskLevel: RiskLevel,
  currencies: readonly string[],
  day: string,
): Promise<FundTable[]> {
  const funds = await findRetailFundsLaunchedBefore(db, currencies, day);
  return funds.filter((fund) => riskRank(fund.risk_level) <= riskRank(riskLevel));
}

/** Runs every due lifecycle step up to `until`, moving the clock from one due step to the next. */
async function advanceTo(deps: FundOrderDependencies, clock: ReturnType<typeof createTestClock>, until: Date) {
  for (let round = 0; round < 500; round += 1) {
    const next = await deps.db
      .selectFrom('fund_order')
      .select((eb) => eb.fn.min('next_step_at').as('next'))
      .where('next_step_at', 'is not', null)
      .where('next_step_at', '<=', until.toISOString())
      .executeTakeFirst();
    const nextAt = next?.next;
    if (nextAt === null || nextAt === undefined) break;
    const at = new Date(nextAt);
    if (at.getTime() > clock.now().getTime()) clock.set(at);
    const { steps } = await advanceFundOrders(deps);
    // Only orders waiting for a NAV are left before `until`: move on.
    if (steps === 0) break;
  }
  if (until.getTime() > clock.now().getTime()) clock.set(until);
}

async function hasDemoDeposit(db: Kysely<Database>, account: AccountKey): Promise<boolean> {
  const row = await db
    .selectFrom('ledger_journal')
    .select('id')
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('reference', 'like', 'demo-deposit-%')
    .executeTakeFirst();
  return row !== undefined;
}

type ClientPlan = {
  readonly account: AccountKey;
  /** Cash deposited a little over a year ago, by currency. */
  readonly cash: Readonly<Record<string, string>>;
  /** Subscriptions: days ago, the amount in the fund's currency (HKD/USD funds only), which suitable fund (index). */
  readonly subscriptions: readonly { daysAgo: number; amount: Readonly<Record<string, string>>; pick: number }[];
  /** Redemptions of part of the holding of the n-th subscription's fund, days ago. */
  readonly redemptions: readonly { daysAgo: number; ofSubscription: number; percent: number }[];
  /** One subscription placed now (still pending when the portal opens, until its cut-off). */
  readonly pending?: { amount: Readonly<Record<string, string>>; pick: number };
};

const plans: readonly ClientPlan[] = [
  {
    account: { accountCode: 'C10001', source: 'gateway' },
    cash: { HKD: '1200000', USD: '60000', CNY: '200000' },
    subscriptions: [
      { daysAgo: 365, amount: { HKD: '100000', USD: '10000' }, pick: 0 },
      { daysAgo: 300, amount: { HKD: '50000', USD: '5000' }, pick: 1 },
      { daysAgo: 200, amount: { HKD: '60000', USD: '8000' }, pick: 2 },
      { daysAgo: 100, amount: { HKD: '30000', USD: '3000' }, pick: 3 },
    ],
    redemptions: [{ daysAgo: 120, ofSubscription: 0, percent: 30 }],
    pending: { amount: { HKD: '20000', USD: '2000' }, pick: 4 },
  },
  {
    account: { accountCode: 'C10002', source: 'gateway' },
    cash: { HKD: '250000', USD: '10000' },
    subscriptions: [{ daysAgo: 180, amount: { HKD: '50000', USD: '5000' }, pick: 0 }],
    redemptions: [],
  },
];

/** Seeds the demo clients' cash and fund history (see above). Needs the fund catalogue and the demo accounts. */
export async function seedDemoFundActivity(
  db: Kysely<Database>,
  clock: Clock,
  options: { readonly dialect?: DatabaseDialect; readonly brand?: BrandConfig } = {},
): Promise<void> {
  const dialect = options.dialect ?? (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');
  const brand = options.brand ?? getBrand('demo');
  const now = clock.now();
  const timeZone = brand.marketTimeZone;
  for (const plan of plans) {
    const { account } = plan;
    const profile = await investorProfileOf(db, account);
    if (profile === undefined || (await hasDemoDeposit(db, account))) continue;
    const start = pastMorning(now, 400, timeZone);
    const funds = await suitableFunds(db, profile.riskLevel, ['HKD', 'USD'], marketDayOf(start, timeZone));
    if (funds.length === 0) continue;
    const fundAt = (pick: number) => funds[pick % funds.length] as FundTable; // funds is not empty.

    const seedClock = createTestClock(start);
    const events = createEventPublisher({ clock: seedClock });
    subscribeNotifications(events);
    const deps: FundOrderDependencies = { db, dialect, events, clock: seedClock, brand };

    const actions: Action[] = [
      {
        at: start,
        run: async () => {
          for (const [currency, amount] of Object.entries(plan.cash)) {
            await depositCash(deps, { ...account, currency, amount, reference: `demo-deposit-${currency}` });
          }
        },
      },
      ...plan.subscriptions.map((subscription, index) => ({
        at: pastMorning(now, subscription.daysAgo, timeZone),
        run: async () => {
          const fund = fundAt(subscription.pick);
          await placeSubscription(deps, {
            ...account,
            clientReference: `demo-subscription-${index + 1}`,
            fundId: fund.id,
            amount: subscription.amount[fund.currency] ?? '10000',
            currency: fund.currency,
          });
        },
      })),
      ...plan.redemptions.map((redemption, index) => ({
        at: pastMorning(now, redemption.daysAgo, timeZone),
        run: async () => {
          const subscription = plan.subscriptions[redemption.ofSubscription];
          if (subscription === undefined) return;
          const fund = fundAt(subscription.pick);
          const position = (await fundPositionsOf(db, account)).find((held) => held.fundId === fund.id);
          if (position === undefined) return;
          const units = position.availableUnits
            .times(redemption.percent)
            .dividedBy(100)
            .toDecimalPlaces(fund.unit_decimals, 1);
          if (units.isZero()) return;
          await placeRedemption(deps, {
            ...account,
            clientReference: `demo-redemption-${index + 1}`,
            fundId: fund.id,
            basis: 'unit',
            quantity: units.toFixed(),
          });
        },
      })),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());

    for (const action of actions) {
      await advanceTo(deps, seedClock, action.at);
      await action.run(deps);
    }
    await advanceTo(deps, seedClock, now);
    const { pending } = plan;
    if (pending !== undefined) {
      const fund = fundAt(pending.pick);
      await placeSubscription(deps, {
        ...account,
        clientReference: 'demo-pending-1',
        fundId: fund.id,
        amount: pending.amount[fund.currency] ?? '10000',
        currency: fund.currency,
      });
    }
  }
}
