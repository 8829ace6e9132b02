import type { Kysely } from 'kysely';
import type { FundPerformancePeriod } from '@portal/contract';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import { implementService } from '../../platform/http/rpc';
import type { FundTable } from './fund-tables';
import {
  fundDefinitionService,
  maximumFundPricePoints,
  measuredFundPerformancePeriods,
  type FundDetail,
  type FundPricePoint,
  type FundSummary,
} from '@portal/contract';
import { measuredFrom, performancePercent } from './performance';
import { findDividends, findFund, findPricesFrom, navsOnOrBefore, searchFundPage } from './queries';

function noSuchFund(): AppError {
  return AppError.notFound('There is no such fund.');
}

/**
 * Each fund's return over a period in percent (performance.ts), null where there is none: one price query per
 * distinct start day (the funds whose latest NAVs are of the same day share one).
 */
async function performancesOf(
  db: Kysely<Database>,
  funds: readonly FundTable[],
  period: FundPerformancePeriod,
): Promise<Map<string, string | null>> {
  const performances = new Map<string, string | null>();
  const byStartDay = new Map<string, FundTable[]>();
  for (const fund of funds) {
    const from = measuredFrom(period, fund.latest_nav_date, fund.launch_date);
    if (from === undefined) {
      performances.set(fund.id, null);
    } else if (from === 'launch') {
      performances.set(fund.id, performancePercent(fund.launch_nav, fund.latest_nav));
    } else {
      byStartDay.set(from.day, [...(byStartDay.get(from.day) ?? []), fund]);
    }
  }
  for (const [day, group] of byStartDay) {
    const navs = await navsOnOrBefore(
      db,
      group.map((fund) => fund.id),
      day,
    );
    for (const fund of group) {
      const startNav = navs.get(fund.id);
      // No NAV by the start day: the stored history does not reach back that far.
      performances.set(fund.id, startNav === undefined ? null : performancePercent(startNav, fund.latest_nav));
    }
  }
  return performances;
}

function summaryOf(fund: FundTable, performance: string | null): FundSummary {
  return {
    fundId: fund.id,
    code: fund.code,
    names: { en: fund.name_en, 'zh-HK': fund.name_zh_hk, 'zh-CN': fund.name_zh_cn },
    house: fund.house,
    region: fund.region,
    category: fund.category,
    assetClass: fund.asset_class,
    currency: fund.currency,
    riskLevel: fund.risk_level,
    professionalOnly: fund.professional_only === 1,
    suspended: fund.suspended === 1,
    latestNav: String(fund.latest_nav),
    latestNavDate: fund.latest_nav_date,
    dividendYieldPercent: fund.dividend_yield_percent === null ? null : String(fund.dividend_yield_percent),
    dividendYieldBand: fund.dividend_yield_band,
    performance,
  };
}

/** Evenly spaced points of a series, its first and last kept, at most `limit` of them. */
export function thinned<T>(points: readonly T[], limit: number): T[] {
  if (points.length <= limit) return [...points];
  const last = points.length - 1;
  return Array.from({ length: limit }, (_, index) => points[Math.round((index * last) / (limit - 1))]).filter(
    (point): point is T => point !== undefined,
  );
}

/**
 * The fund catalogue (SPEC §2 funds search, selector, comparer and detail; issue 6). A search is one SQL query over
 * the stored statistics (fund-statistics.ts: each fund's sort keys and its return per period, refreshed with its
 * prices), filtered, ordered by the stored key with ties by fund id and paged by a bounded page index (at most 50 a
 * page): it stays fast over thousands of funds.
 */
export const fundDefinitionImplementation = implementService(fundDefinitionService, {
  searchFunds: async (input, { db }) => {
    const { pageIndex, pageSize } = input;
    const { funds, total } = await searchFundPage(db, input);
    const start = pageIndex * pageSize;
    return {
      funds: funds.map((fund) => summaryOf(fund, fund.performance)),
      total,
      pageIndex,
      pageSize,
      hasMore: start + pageSize < total,
    };
  },

  getFund: async ({ fundId }, { db }) => {
    const fund = await findFund(db, fundId);
    if (fund === undefined) throw noSuchFund();
    const performance = {} as FundDetail['performance'];
    for (const period of measuredFundPerformancePeriods) {
      performance[period] = (await performancesOf(db, [fund], period)).get(fund.id) ?? null;
    }
    const dividends = await findDividends(db, fundId);
    const { performance: _searched, ...summary } = summaryOf(fund, null);
    return {
      ...summary,
      launchDate: fund.launch_date,
      minimumSubscription: String(fund.minimum_subscription),
      subscriptionFeePercent: String(fund.subscription_fee_percent),
      redemptionFeePercent: String(fund.redemption_fee_percent),
      managementFeePercent: String(fund.management_fee_percent),
      dealingDays: fund.dealing_days,
      settlementDays: fund.settlement_days,
      unitDecimals: fund.unit_decimals,
      dividends: dividends.map((dividend) => ({
        exDate: dividend.ex_date,
        amountPerUnit: String(dividend.amount_per_unit),
        currency: dividend.currency,
      })),
      performance,
    };
  },

  fundPrices: async ({ fundId, period }, { db }) => {
    const fund = await findFund(db, fundId);
    if (fund === undefined) throw noSuchFund();
    const from = measuredFrom(period, fund.latest_nav_date, fund.launch_date);
    // A period longer than the fund's life shows its whole life.
    const fromDay = from === undefined || from === 'launch' ? fund.launch_date : from.day;
    const prices = await findPricesFrom(db, fundId, fromDay);
    const points: FundPricePoint[] = prices.map((price) => ({ date: price.price_date, nav: String(price.nav) }));
    return { fundId, period, currency: fund.currency, points: thinned(points, maximumFundPricePoints) };
  },
});
