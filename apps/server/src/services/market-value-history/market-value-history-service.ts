import { marketValueHistoryService } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import { reportingCurrencyOf } from '../../platform/money/valuation';
import { netWorthOf, type PortfolioAccount, type PortfolioPlatform } from './holdings';
import { netWorthHistoryOf } from './history';
import {
  assignNamedPortfolioHoldings,
  createNamedPortfolio,
  deleteNamedPortfolio,
  listNamedPortfolios,
  namedPortfolioDetail,
  renameNamedPortfolio,
  setNamedPortfolioTarget,
} from './named-portfolios';
import { historyCsv, holdingsCsv } from './portfolio-csv';
import { snapshotDayOf } from './snapshots';

function platformOf(context: OperationContext): PortfolioPlatform {
  return { ...context, brand: getBrand(context.config.portalVariant) };
}

function accountOf(input: { accountCode: string; source: PortfolioAccount['source'] }): PortfolioAccount {
  return { accountCode: input.accountCode.toUpperCase(), source: input.source };
}

/**
 * The one portfolio across areas and the named portfolios (issue 26, SPEC §7 market-value-history). The platform checks
 * the session, acting for the account and the brand feature (404 FEATURE_OFF) before any handler runs.
 */
export const marketValueHistoryImplementation = implementService(marketValueHistoryService, {
  netWorth: async (input, context) => netWorthOf(platformOf(context), accountOf(input), input.reportingCurrency),

  netWorthHistory: async (input, context) => {
    const platform = platformOf(context);
    const currency = reportingCurrencyOf(platform.brand, input.reportingCurrency);
    return (await netWorthHistoryOf(platform, accountOf(input), currency, input.period)).history;
  },

  exportPortfolioHoldings: async (input, context) => {
    const platform = platformOf(context);
    const account = accountOf(input);
    const netWorth = await netWorthOf(platform, account, input.reportingCurrency);
    return {
      fileName: `portfolio-holdings-${account.accountCode}-${snapshotDayOf(platform.clock.now())}.csv`,
      contentType: 'text/csv' as const,
      content: holdingsCsv(netWorth, input.language),
      rows: netWorth.holdings.length,
    };
  },

  exportNetWorthHistory: async (input, context) => {
    const platform = platformOf(context);
    const account = accountOf(input);
    const currency = reportingCurrencyOf(platform.brand, input.reportingCurrency);
    // Every day of the period, not the thinned points the chart gets.
    const { points } = await netWorthHistoryOf(platform, account, currency, input.period);
    return {
      fileName: `net-worth-${account.accountCode}-${input.period}-${snapshotDayOf(platform.clock.now())}.csv`,
      contentType: 'text/csv' as const,
      content: historyCsv(currency, points, input.language),
      rows: points.length,
    };
  },

  listNamedPortfolios: async (input, context) => ({
    portfolios: await listNamedPortfolios(platformOf(context), accountOf(input)),
  }),
  createNamedPortfolio: async (input, context) =>
    createNamedPortfolio(platformOf(context), accountOf(input), input.name),
  renameNamedPortfolio: async (input, context) =>
    renameNamedPortfolio(platformOf(context), accountOf(input), input.key, input.name),
  deleteNamedPortfolio: async (input, context) => {
    await deleteNamedPortfolio(platformOf(context), accountOf(input), input.key);
    return { deleted: true as const };
  },
  assignNamedPortfolioHoldings: async (input, context) =>
    assignNamedPortfolioHoldings(platformOf(context), accountOf(input), input.key, input.holdingIds),
  setNamedPortfolioTarget: async (input, context) =>
    setNamedPortfolioTarget(platformOf(context), accountOf(input), input.key, input.target),
  namedPortfolioDetail: async (input, context) =>
    namedPortfolioDetail(platformOf(context), accountOf(input), input.key, input.period, input.reportingCurrency),
});
