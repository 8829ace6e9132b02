import {
  portfolioReturnPeriods,
  type NetWorth,
  type PortfolioAssetCategory,
  type PortfolioReturns,
} from '@portal/contract';
import { fundRegions, type FundRegion } from '@portal/contract/domain/fund';
import type { Language } from '@portal/contract/domain/language';
import { formatNumber } from '@portal/contract/domain/number-format';
import { PdfWriter } from '../../platform/pdf/pdf-writer';
import { netWorthOf, type PortfolioAccount, type PortfolioPlatform } from './holdings';
import { dayValuesOf, periodFromDay, returnsOf } from './history';
import { portfolioSummaryTexts, type PortfolioSummaryTexts } from './portfolio-summary-texts';
import { snapshotDayOf } from './snapshots';

/*
 * The one portfolio as a PDF in the client's language (issue 26 part 2, ADR 024): net worth in the reporting currency
 * with the rate time, the allocation by asset class, the holdings, and the time- and money-weighted returns over every
 * period of SPEC §3 with the method in plain words. Made on request from the same figures as the page.
 */

export type PortfolioSummary = {
  readonly accountCode: string;
  readonly language: Language;
  readonly day: string;
  readonly netWorth: NetWorth;
  readonly returns: readonly PortfolioReturns[];
};

/** The summary's figures: net worth now and the returns over every period, from one read of the snapshots. */
export async function buildPortfolioSummary(
  platform: PortfolioPlatform,
  account: PortfolioAccount,
  reportingCurrency: string | undefined,
  language: Language,
): Promise<PortfolioSummary> {
  const netWorth = await netWorthOf(platform, account, reportingCurrency);
  const today = snapshotDayOf(platform.clock.now());
  const all = await dayValuesOf(platform, account, netWorth.reportingCurrency);
  const firstDay = all[0]?.day ?? today;
  const returns = portfolioReturnPeriods.map((period) => {
    const fromDay = periodFromDay(period, today, firstDay);
    return returnsOf(
      period,
      all.filter((row) => row.day >= fromDay),
      today,
    );
  });
  return { accountCode: account.accountCode, language, day: today, netWorth, returns };
}

/** An instant in Hong Kong time (UTC+8, no daylight saving), to the minute. */
function hongKongTime(instant: string): string {
  const shifted = new Date(Date.parse(instant) + 8 * 3_600_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)} HKT`;
}

const money = (value: string) => formatNumber(value, { decimals: 2, rounding: 'normal' });
const percent = (value: string | null, text: PortfolioSummaryTexts) =>
  value === null ? text.notEnoughHistory : `${formatNumber(value, { decimals: 2, rounding: 'normal' })}%`;

function isCategory(key: string, text: PortfolioSummaryTexts): key is PortfolioAssetCategory {
  return Object.hasOwn(text.categories, key);
}
function isRegion(key: string): key is FundRegion {
  return (fundRegions as readonly string[]).includes(key);
}
function marketOf(key: string, text: PortfolioSummaryTexts): string {
  if (isRegion(key)) return text.vocabulary.regions[key];
  if (key === 'cash' || key === 'virtualAssets' || key === 'other') return text.markets[key];
  return key;
}

export function portfolioSummaryFileName(summary: Pick<PortfolioSummary, 'accountCode' | 'day'>): string {
  return `portfolio-summary-${summary.accountCode}-${summary.day}.pdf`;
}

export async function renderPortfolioSummary(summary: PortfolioSummary): Promise<Uint8Array> {
  const { language, netWorth } = summary;
  const text = portfolioSummaryTexts[language];
  const currency = netWorth.reportingCurrency;
  const createdAt = new Date(netWorth.asOf);
  const pdf = await PdfWriter.create(
    {
      title: `${text.title} ${summary.accountCode} ${summary.day}`,
      subject: text.subject(summary.accountCode, summary.day),
      author: 'Portal',
      keywords: [summary.accountCode, 'portfolio'],
      createdAt,
    },
    text.footer(summary.accountCode, summary.day),
    language,
  );
  pdf.titleBlock(text.title, text.subtitle(summary.accountCode, summary.day));
  pdf.keyValues([
    [text.account, summary.accountCode],
    [text.date, summary.day],
    [text.netWorth(currency), `${currency} ${money(netWorth.netWorth)}`],
    [text.valuedAt, hongKongTime(netWorth.asOf)],
    [text.rateTime, hongKongTime(netWorth.rateTime)],
  ]);

  pdf.heading(text.allocation);
  if (netWorth.holdings.length === 0) {
    pdf.paragraph(text.empty, { muted: true });
  } else {
    pdf.table(
      [
        { header: text.category, width: 3 },
        { header: text.value(currency), width: 2, align: 'right' },
        { header: text.share, width: 1, align: 'right' },
      ],
      netWorth.allocation.byCategory.map((slice) => [
        isCategory(slice.key, text) ? text.categories[slice.key] : slice.key,
        money(slice.value),
        `${slice.percent}%`,
      ]),
    );

    pdf.heading(text.holdings);
    pdf.table(
      [
        { header: text.holding, width: 4 },
        { header: text.category, width: 1.6 },
        { header: text.market, width: 1.4 },
        { header: text.riskLevel, width: 1.2 },
        { header: text.quantity, width: 1.6, align: 'right' },
        { header: text.holdingValue, width: 2, align: 'right' },
        { header: text.value(currency), width: 1.8, align: 'right' },
      ],
      netWorth.holdings.map((holding) => [
        holding.names[language],
        text.categories[holding.category],
        marketOf(holding.market, text),
        text.vocabulary.riskLevels[holding.riskLevel],
        formatNumber(holding.quantity, { rounding: 'none' }),
        `${holding.currency} ${money(holding.value)}`,
        money(holding.valueReporting),
      ]),
      { size: 7.5 },
    );
  }

  pdf.heading(text.performance);
  pdf.table(
    [
      { header: text.period, width: 2 },
      { header: text.from, width: 1.3 },
      { header: text.to, width: 1.3 },
      { header: text.timeWeighted, width: 2, align: 'right' },
      { header: text.moneyWeighted, width: 2, align: 'right' },
    ],
    summary.returns.map((returns) => [
      text.periods[returns.period],
      returns.from ?? '-',
      returns.to,
      percent(returns.timeWeighted, text),
      percent(returns.moneyWeighted, text),
    ]),
  );
  pdf.paragraph(text.method, { size: 8.5, muted: true });
  return pdf.save();
}
