import type { Kysely } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';
import type { Database } from '../../platform/db/db';
import { generateFundCatalogue } from '../../test/fund-test-support';

/*
 * A hand-made book for the advisor desk's tests (issue 28): positions and daily snapshots as the wealth area writes
 * them, and the rows of orders, plans, IPOs and corporate actions as their areas do, each with figures worked out by
 * hand in the tests. Test support writes the tables directly (table-ownership.test.ts leaves it out).
 */

export const valuedAt = '2025-01-15T01:00:00.000Z';

type Names = { readonly en: string; readonly 'zh-HK': string; readonly 'zh-CN': string };

export type TestPosition = {
  readonly accountCode: string;
  readonly source?: LoginSource;
  readonly holdingId: string;
  readonly area: 'fund' | 'stock' | 'crypto' | 'cash' | 'other';
  readonly category: string;
  readonly riskLevel: string;
  readonly currency: string;
  readonly names: Names;
  readonly quantity: string;
  readonly value: string;
  readonly valueReporting: string;
};

export const alphaFund: Names = { en: 'Alpha Fund', 'zh-HK': '阿爾法基金', 'zh-CN': '阿尔法基金' };
const tencent: Names = { en: 'Tencent', 'zh-HK': '騰訊', 'zh-CN': '腾讯' };
const hongKongDollar: Names = { en: 'Hong Kong dollar', 'zh-HK': '港元', 'zh-CN': '港元' };
const bitcoin: Names = { en: 'Bitcoin', 'zh-HK': '比特幣', 'zh-CN': '比特币' };
const ether: Names = { en: 'Ether', 'zh-HK': '以太幣', 'zh-CN': '以太币' };
const outsideFund: Names = { en: 'Outside Fund', 'zh-HK': '外部基金', 'zh-CN': '外部基金' };

/**
 * The book: A30001's C10001 (a fund, a large stock holding, some cash) and C10002 (idle cash, a sliver of the fund,
 * 18 decimals of units); A30002's V20001 and V20002 (coins); C10005 outside every book.
 */
export const testPositions: readonly TestPosition[] = [
  {
    accountCode: 'C10001',
    holdingId: 'fund:F0001',
    area: 'fund',
    category: 'fund',
    riskLevel: 'Medium',
    currency: 'USD',
    names: alphaFund,
    quantity: '100.123456',
    value: '1000.50',
    valueReporting: '7803.90',
  },
  {
    accountCode: 'C10001',
    holdingId: 'stock:HKEX-00700',
    area: 'stock',
    category: 'stock',
    riskLevel: 'High',
    currency: 'HKD',
    names: tencent,
    quantity: '200',
    value: '60000.00',
    valueReporting: '60000.00',
  },
  {
    accountCode: 'C10001',
    holdingId: 'cash:HKD',
    area: 'cash',
    category: 'cash',
    riskLevel: 'Low',
    currency: 'HKD',
    names: hongKongDollar,
    quantity: '5000.01',
    value: '5000.01',
    valueReporting: '5000.01',
  },
  {
    accountCode: 'C10002',
    holdingId: 'cash:HKD',
    area: 'cash',
    category: 'cash',
    riskLevel: 'Low',
    currency: 'HKD',
    names: hongKongDollar,
    quantity: '250000',
    value: '250000',
    valueReporting: '250000',
  },
  {
    accountCode: 'C10002',
    holdingId: 'fund:F0001',
    area: 'fund',
    category: 'fund',
    riskLevel: 'Medium',
    currency: 'USD',
    names: alphaFund,
    quantity: '10.000000000000000001',
    value: '100.00',
    valueReporting: '780.00',
  },
  {
    accountCode: 'C10005',
    holdingId: 'fund:F0001',
    area: 'fund',
    category: 'fund',
    riskLevel: 'Medium',
    currency: 'USD',
    names: alphaFund,
    quantity: '999',
    value: '12820.51',
    valueReporting: '99999.99',
  },
  {
    accountCode: 'C10005',
    holdingId: 'fund:F0009',
    area: 'fund',
    category: 'fund',
    riskLevel: 'Low',
    currency: 'HKD',
    names: outsideFund,
    quantity: '1',
    value: '1.00',
    valueReporting: '1.00',
  },
  {
    accountCode: 'V20001',
    source: 'fos',
    holdingId: 'crypto:BTC',
    area: 'crypto',
    category: 'cryptocurrencies',
    riskLevel: 'High',
    currency: 'USD',
    names: bitcoin,
    quantity: '0.12345678',
    value: '12000.00',
    valueReporting: '93600.00',
  },
  {
    accountCode: 'V20002',
    source: 'fos',
    holdingId: 'crypto:ETH',
    area: 'crypto',
    category: 'cryptocurrencies',
    riskLevel: 'High',
    currency: 'USD',
    names: ether,
    quantity: '1.000000000000000001',
    value: '2564.10',
    valueReporting: '20000.00',
  },
];

export async function insertPositions(db: Kysely<Database>, positions: readonly TestPosition[]): Promise<void> {
  await db
    .insertInto('market_value_position')
    .values(
      positions.map((position) => ({
        account_code: position.accountCode,
        source: position.source ?? 'gateway',
        holding_id: position.holdingId,
        area: position.area,
        category: position.category,
        market: position.area === 'cash' ? 'cash' : 'HKEX',
        risk_level: position.riskLevel,
        currency: position.currency,
        names: JSON.stringify(position.names),
        quantity: position.quantity,
        value: position.value,
        reporting_currency: 'HKD',
        value_reporting: position.valueReporting,
        valued_at: valuedAt,
      })),
    )
    .execute();
}

/** Daily net worth snapshots (day, value, flow) of an account in a currency. */
export async function insertSnapshots(
  db: Kysely<Database>,
  account: { readonly accountCode: string; readonly source?: LoginSource },
  currency: string,
  days: readonly (readonly [day: string, value: string, flow: string])[],
): Promise<void> {
  await db
    .insertInto('market_value_snapshot')
    .values(
      days.map(([day, value, flow]) => ({
        account_code: account.accountCode,
        source: account.source ?? 'gateway',
        day,
        currency,
        value,
        flow,
        holdings: '{}',
        origin: 'job',
        taken_at: `${day}T01:00:00.000Z`,
      })),
    )
    .execute();
}

/** The demo catalogue's first fund (F0001, in USD), which the test orders are for. */
export async function insertFirstFund(db: Kysely<Database>): Promise<void> {
  const [fund] = generateFundCatalogue({ asOf: { year: 2025, month: 1, day: 15 } }).funds;
  if (fund === undefined) throw new Error('The catalogue has no fund');
  await db.insertInto('fund').values(fund).execute();
}

/** A fund order row as the funds area writes one (its status and direction as given). */
export async function insertFundOrder(
  db: Kysely<Database>,
  order: {
    readonly id: string;
    readonly accountCode: string;
    readonly status: 'pending' | 'settled';
    readonly placedAt: string;
  },
): Promise<void> {
  await db
    .insertInto('fund_order')
    .values({
      id: order.id,
      account_code: order.accountCode,
      source: 'gateway',
      client_reference: `ref-${order.id}`,
      fund_id: 'F0001',
      kind: 'subscription',
      type: 'S',
      direction: 'I',
      basis: 'amount',
      switch_id: null,
      switch_percent: null,
      status: order.status,
      amount: '1000.00',
      units: null,
      pay_currency: 'HKD',
      pay_amount: '7800.00',
      fx_rate: '0.128205',
      fee_percent: '0',
      fee: null,
      net_amount: null,
      nav: null,
      hold_asset: null,
      hold_amount: null,
      placed_at: order.placedAt,
      order_date: order.placedAt.slice(0, 10),
      cut_off_at: order.placedAt,
      dealing_date: order.placedAt.slice(0, 10),
      settlement_date: order.placedAt.slice(0, 10),
      next_step_at: null,
      updated_at: order.placedAt,
    })
    .execute();
}

/** A stock order row, placed by the client or (advisorCode) by an advisor for it. */
export async function insertStockOrder(
  db: Kysely<Database>,
  order: {
    readonly id: string;
    readonly accountCode: string;
    readonly advisorCode: string | null;
    readonly status: 'queuing' | 'matched';
    readonly placedAt: string;
  },
): Promise<void> {
  await db
    .insertInto('stock_order')
    .values({
      id: order.id,
      account_code: order.accountCode,
      source: 'gateway',
      client_reference: `ref-${order.id}`,
      stock_id: 'HKEX-00700',
      exchange: 'HKEX',
      currency: 'HKD',
      side: 'B',
      order_type: 'limit',
      program_order_type: 'none',
      price: '300.00',
      stop_price: null,
      triggered: 0,
      pre_post_market: 0,
      quantity: '100',
      filled_quantity: '0',
      filled_consideration: '0',
      filled_fees: '0',
      status: order.status,
      remark: '',
      good_till_date: null,
      order_date: order.placedAt.slice(0, 10),
      hold_asset: 'HKD',
      hold_amount: '0',
      hold_price: '300.00',
      result_code: null,
      advisor_code: order.advisorCode,
      matched_until: order.placedAt,
      version: 1,
      placed_at: order.placedAt,
      updated_at: order.placedAt,
    })
    .execute();
}

/** A crypto order row of a VA client, by the client or an advisor on the vaOrder panel. */
export async function insertCryptoOrder(
  db: Kysely<Database>,
  order: {
    readonly id: string;
    readonly accountCode: string;
    readonly advisorCode: string | null;
    readonly placedAt: string;
  },
): Promise<void> {
  await db
    .insertInto('crypto_order_quote')
    .values({
      id: `quote-${order.id}`,
      account_code: order.accountCode,
      source: 'fos',
      pair_id: 'BTC-USD',
      side: 'buy',
      order_type: 'limit',
      basis: 'quantity',
      quantity: '0.01',
      price: '95000.00',
      consideration: '950.00',
      fee: '0',
      total: '950.00',
      best_price: '95000.00',
      slippage_basis_points: '0',
      quoted_at: order.placedAt,
      expires_at: order.placedAt,
      used_at: order.placedAt,
      advisor_code: order.advisorCode,
    })
    .execute();
  await db
    .insertInto('crypto_order')
    .values({
      id: order.id,
      account_code: order.accountCode,
      source: 'fos',
      client_reference: `ref-${order.id}`,
      quote_id: `quote-${order.id}`,
      pair_id: 'BTC-USD',
      asset: 'BTC',
      currency: 'USD',
      side: 'buy',
      order_type: 'limit',
      basis: 'quantity',
      status: 'queuing',
      quantity: '0.01',
      price: '95000.00',
      filled_quantity: '0',
      filled_cost: '0',
      filled_consideration: '0',
      fee_charged: '0',
      order_fee: '0',
      hold_asset: 'USD',
      held: '950.00',
      placed_at: order.placedAt,
      updated_at: order.placedAt,
      matched_until: order.placedAt,
      version: 1,
      advisor_code: order.advisorCode,
    })
    .execute();
}

/** A plan subscription with a monthly amount on `day`, and the months the job ran with their outcomes. */
export async function insertPlanSubscription(
  db: Kysely<Database>,
  subscription: {
    readonly id: string;
    readonly accountCode: string;
    readonly status: 'activated' | 'inactivated';
    readonly day: number;
    readonly investments: readonly (readonly [month: string, scheduledDate: string, outcome: string])[];
  },
): Promise<void> {
  await db
    .insertInto('plan_subscription')
    .values({
      id: subscription.id,
      account_code: subscription.accountCode,
      source: 'gateway',
      client_reference: `ref-${subscription.id}`,
      plan_id: 'HKD-BAL-01',
      currency: 'HKD',
      status: subscription.status,
      lump_sum: null,
      monthly_amount: '1000.00',
      monthly_day: subscription.day,
      allocation_version: 1,
      first_month: '2024-11',
      created_at: '2024-10-20T02:00:00.000Z',
      updated_at: '2024-10-20T02:00:00.000Z',
    })
    .execute();
  for (const [month, scheduledDate, outcome] of subscription.investments) {
    await db
      .insertInto('plan_investment')
      .values({
        subscription_id: subscription.id,
        month,
        scheduled_date: scheduledDate,
        ran_at: `${scheduledDate}T02:00:00.000Z`,
        outcome,
        amount: '1000.00',
        rebalanced: 0,
        allocation_version: 1,
      })
      .execute();
  }
}

/** An IPO offering closing at `closeAt`, with an application of each of `applicants` (status P: pending). */
export async function insertIpoOffering(
  db: Kysely<Database>,
  offering: { readonly id: string; readonly closeAt: string; readonly applicants: readonly string[] },
): Promise<void> {
  await db
    .insertInto('ipo_offering')
    .values({
      id: offering.id,
      stock_id: `HKEX-${offering.id}`,
      exchange: 'HKEX',
      code: offering.id,
      name_en: `Offering ${offering.id}`,
      name_zh_hk: `招股 ${offering.id}`,
      name_zh_cn: `招股 ${offering.id}`,
      sector: 'Technology',
      currency: 'HKD',
      offer_price_low: '10.00',
      offer_price_high: '12.00',
      final_price: '11.00',
      board_lot: 100,
      allotment_table: '[{"quantity":100,"amount":"1212.10"}]',
      allotment_ratio: '0.5',
      public_offer_shares: 1000000,
      open_at: '2025-01-10T01:00:00.000Z',
      close_at: offering.closeAt,
      result_at: '2025-01-28T01:00:00.000Z',
      listing_date: '2025-01-30',
      cash_handling_fee: '0',
      finance_handling_fee: '100',
      finance_available: 0,
      finance_deposit_percent: '10',
      proportion_deposit_percents: '[]',
      finance_interest_rate: '3.5',
      finance_days: 7,
      announced_at: null,
      submitted_at: null,
      allotted_at: null,
      created_at: '2025-01-01T00:00:00.000Z',
    })
    .execute();
  for (const accountCode of offering.applicants) {
    await db
      .insertInto('ipo_application')
      .values({
        id: `${offering.id}-${accountCode}`,
        account_code: accountCode,
        source: 'gateway',
        client_reference: `ref-${offering.id}-${accountCode}`,
        offering_id: offering.id,
        application_type: 'Cash',
        status: 'P',
        quantity: 100,
        currency: 'HKD',
        amount: '1212.10',
        deposit_percent: '100',
        deposit_amount: '1212.10',
        loan_amount: '0',
        interest_rate: '0',
        interest_amount: '0',
        handling_fee: '0',
        hold_amount: '1212.10',
        allotted_quantity: null,
        final_price: null,
        charge_amount: null,
        paid_amount: null,
        refund_amount: null,
        loan_outstanding: null,
        applied_at: '2025-01-12T02:00:00.000Z',
        submitted_at: null,
        result_at: null,
        cancelled_at: null,
        updated_at: '2025-01-12T02:00:00.000Z',
      })
      .execute();
  }
}

/** A rights issue on `stockId` with its election deadline, recorded for each of `entitled` (none elected yet). */
export async function insertRightsIssue(
  db: Kysely<Database>,
  action: {
    readonly id: string;
    readonly stockId: string;
    readonly deadline: string;
    readonly recorded: boolean;
    readonly entitled: readonly string[];
  },
): Promise<void> {
  await db
    .insertInto('corporate_action')
    .values({
      id: action.id,
      stock_id: action.stockId,
      kind: 'rightsIssue',
      currency: 'HKD',
      cash_per_share: null,
      ratio_new: 1,
      ratio_old: 10,
      price: '250.00',
      ex_date: '2025-01-13',
      pay_date: '2025-02-10',
      election_deadline: action.deadline,
      recorded_at: action.recorded ? '2025-01-13T01:00:00.000Z' : null,
      applied_at: null,
      created_at: '2025-01-01T00:00:00.000Z',
    })
    .execute();
  for (const accountCode of action.entitled) {
    await db
      .insertInto('corporate_action_entitlement')
      .values({
        action_id: action.id,
        account_code: accountCode,
        source: 'gateway',
        held_quantity: '200',
        entitled_quantity: '20',
        entitled_cash: '0',
        election: null,
        elected_quantity: null,
        hold_amount: null,
        election_id: null,
        elected_at: null,
        cash_amount: null,
        shares_amount: null,
        applied_at: null,
        updated_at: '2025-01-13T01:00:00.000Z',
      })
      .execute();
  }
}
