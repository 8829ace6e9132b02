import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { riskRank, type FundPerformancePeriod, type Language } from '@portal/contract';
import type { Database } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { implementService } from '../../platform/rpc';
import type { FundTable } from '../../platform/fund-tables';
import {
  fundDefinitionService,
  maximumFundPricePoints,
  measuredFundPerformancePeriods,
  type FundDetail,
  type FundPricePoint,
  type FundSortKey,
  type FundSummary,
} from '@portal/contract';
import { measuredFrom, performancePercent } from './performance';
import { findDividends, findFund, findFunds, findPricesFrom, navsOnOrBefore } from './queries';

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

/** Compares two summaries by a key, ascending; a missing performance sorts apart (the caller puts it last). */
function comparatorOf(sortBy: FundSortKey, language: Language): (a: FundSummary, b: FundSummary) => number {
  switch (sortBy) {
    case 'name': {
      const collator = new Intl.Collator(language);
      return (a, b) => collator.compare(a.names[language], b.names[language]);
    }
    case 'latestNav':
      return (a, b) => new Decimal(a.latestNav).comparedTo(b.latestNav);
    case 'riskLevel':
      return (a, b) => riskRank(a.riskLevel) - riskRank(b.riskLevel);
    case 'performance':
      return (a, b) => new Decimal(a.performance ?? 0).comparedTo(b.performance ?? 0);
  }
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
 * The fund catalogue (SPEC §2 funds search, selector, comparer and detail; issue 6). The catalogue is small (tens to
 * a few hundred funds): a search filters in SQL, then sorts the matches exactly in memory (decimal.js for NAVs and
 * performance: SQLite keeps decimals as text, which SQL cannot order as numbers) and pages by page index with at
 * most 50 a page: bounded offset paging over a stable order (ties by fund id).
 */
export const fundDefinitionImplementation = implementService(fundDefinitionService, {
  searchFunds: async (input, { db }) => {
    const { performancePeriod, sortBy, direction, language, pageIndex, pageSize } = input;
    const funds = await findFunds(db, input);
    const performances = await performancesOf(db, funds, performancePeriod);
    const summaries = funds.map((fund) => summaryOf(fund, performances.get(fund.id) ?? null));
    const compare = comparatorOf(sortBy, language);
    const sign = direction === 'asc' ? 1 : -1;
    summaries.sort((a, b) => {
      if (sortBy === 'performance' && (a.performance === null) !== (b.performance === null)) {
        return a.performance === null ? 1 : -1;
      }
      return sign * compare(a, b) || (a.fundId < b.fundId ? -1 : a.fundId > b.fundId ? 1 : 0);
    });
    const start = pageIndex * pageSize;
    return {
      funds: summaries.slice(start, start + pageSize),
      total: summaries.length,
      pageIndex,
      pageSize,
      hasMore: start + pageSize < summaries.length,
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
