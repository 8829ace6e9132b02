import { fundHoldingService } from '@portal/contract';
import { getBrand, type BrandConfig } from '@portal/contract/brands';
import { calendarDateOf, formatCalendarDate } from '@portal/contract/domain/date-format';
import type { Config } from '../../platform/runtime/config';
import type { DatabaseDialect } from '../../platform/db/db';
import { implementService } from '../../platform/http/rpc';
import { fundQuotesOf, navSeriesOf } from '../fund-definition/public';
import { unitMovementsOf } from '../fund-order/public';
import { fundPortfolioOf } from './fund-portfolio-of';
import { businessDaysBetween, historyStartOf } from '../../platform/money/history-days';
import { loadCurrencyBook, reportingCurrencyOf } from '../../platform/money/valuation';
import { valueHistoryOf } from './value-history';
import { addToWatchlist, removeFromWatchlist, watchlistOf } from './watchlist';

function brandOf(config: Config): BrandConfig {
  return getBrand(config.portalVariant);
}

function dialectOf(config: Pick<Config, 'databaseUrl'>): DatabaseDialect {
  return config.databaseUrl === undefined ? 'sqlite' : 'postgres';
}

/**
 * Fund holdings, the portfolio and the watchlist (SPEC §2 /funds/portfolio, /funds/dashboard, /funds/watchlist;
 * issue 6). Positions (units from the ledger, cost by average cost) come from the fund-order service's
 * positions.ts; NAVs, day changes and returns from the catalogue's stored statistics; cash from the ledger; values in
 * the reporting currency at the current exchange rates. Acting for the account is checked by the platform.
 */
export const fundHoldingImplementation = implementService(fundHoldingService, {
  fundPortfolio: async ({ accountCode, source, reportingCurrency }, { config, db, clock }) =>
    fundPortfolioOf(db, brandOf(config), { accountCode, source }, reportingCurrency, clock.now()),

  portfolioValueHistory: async ({ accountCode, source, period, reportingCurrency }, { config, db, clock }) => {
    const reporting = reportingCurrencyOf(brandOf(config), reportingCurrency);
    const movements = await unitMovementsOf(db, { accountCode, source });
    const today = formatCalendarDate(calendarDateOf(clock.now()));
    const firstDay = movements.reduce((first, movement) => (movement.date < first ? movement.date : first), today);
    const fundIds = [...new Set(movements.map((movement) => movement.fundId))];
    const fromDay = historyStartOf(period, today, firstDay);
    const [book, quotes, navSeries] = await Promise.all([
      loadCurrencyBook(db, clock.now()),
      fundQuotesOf(db, fundIds),
      navSeriesOf(db, fundIds, businessDaysBetween(fromDay, today)[0] ?? fromDay, today),
    ]);
    const fundCurrencies = new Map([...quotes].map(([fundId, quote]) => [fundId, quote.currency]));
    return {
      reportingCurrency: reporting,
      points: valueHistoryOf({
        movements,
        navSeries,
        fundCurrencies,
        book,
        reportingCurrency: reporting,
        period,
        today,
      }),
    };
  },

  listWatchlist: async ({ accountCode, source }, { db }) => ({ items: await watchlistOf(db, { accountCode, source }) }),

  addToWatchlist: async ({ accountCode, source, fundId }, { config, db, clock }) => {
    await addToWatchlist(db, { accountCode, source }, fundId, clock.now(), dialectOf(config));
    return { items: await watchlistOf(db, { accountCode, source }) };
  },

  removeFromWatchlist: async ({ accountCode, source, fundId }, { db }) => {
    await removeFromWatchlist(db, { accountCode, source }, fundId);
    return { items: await watchlistOf(db, { accountCode, source }) };
  },
});
