import { ExactDecimal, measuredFundPerformancePeriods } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import type { Language } from '@portal/contract/domain/language';
import type { FundDividendTable, FundPriceTable, FundTable } from '../fund-definition/public';
import { measuredFrom, performancePercent } from '../fund-definition/public';
import { factSheetTexts } from './fact-sheet-texts';
import { PdfWriter, type ChartPoint } from '../../platform/pdf/pdf-writer';

/**
 * A fund's fact sheet and prospectus as PDF files (issue 6), made from the catalogue's rows. The fact sheet is made in
 * each language (ADR 024: the English one at seed time, a Chinese one when a zh-HK or zh-CN client downloads it); the
 * prospectus, a long legal text, is English only.
 */

export type FundDocumentSource = {
  readonly fund: FundTable;
  /** The fund's NAVs, oldest first. */
  readonly prices: readonly FundPriceTable[];
  /** The fund's dividends, newest first. */
  readonly dividends: readonly FundDividendTable[];
  /** The market day the documents are dated. */
  readonly date: string;
  readonly createdAt: Date;
};

/** camelCase catalogue values as words: 'asiaPacific' → 'Asia Pacific', 'MediumToHigh' → 'Medium To High'. */
export function words(value: string): string {
  const spaced = value.replace(/([a-z])([A-Z])/g, '$1 $2');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The last NAV on or before `day` (prices oldest first), by binary search. */
export function navOnOrBefore(prices: readonly FundPriceTable[], day: string): string | undefined {
  let low = 0;
  let high = prices.length - 1;
  let found: string | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const price = prices[middle];
    if (price === undefined) break;
    if (price.price_date <= day) {
      found = String(price.nav);
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** The fund's return per measured period in percent ('-' where there is none), as the fund detail page gives it. */
export function performanceRows(
  fund: FundTable,
  prices: readonly FundPriceTable[],
  language: Language = 'en',
): string[][] {
  const labels = factSheetTexts[language].vocabulary.periods;
  return measuredFundPerformancePeriods.map((period) => {
    const from = measuredFrom(period, fund.latest_nav_date, fund.launch_date);
    let percent: string | undefined;
    if (from === 'launch') percent = performancePercent(fund.launch_nav, fund.latest_nav);
    else if (from !== undefined) {
      const start = navOnOrBefore(prices, from.day);
      if (start !== undefined) percent = performancePercent(start, fund.latest_nav);
    }
    return [labels[period], percent === undefined ? '-' : `${percent}%`];
  });
}

/** Evenly spaced points, the first and last kept, at most `limit`. */
function thinnedPoints<T>(points: readonly T[], limit: number): T[] {
  if (points.length <= limit) return [...points];
  const last = points.length - 1;
  return Array.from({ length: limit }, (_, index) => points[Math.round((index * last) / (limit - 1))]).filter(
    (point): point is T => point !== undefined,
  );
}

function percentText(value: string | null): string {
  return value === null ? '-' : `${formatNumber(value)}%`;
}

function dealingText(days: number): string {
  return days === 0 ? 'the dealing day (T)' : `T+${days} business day${days === 1 ? '' : 's'}`;
}

function footerOf(fund: FundTable): string {
  return `${fund.name_en} (${fund.code}). For information only; not an offer. Past performance is no guide to the future.`;
}

/** A fund's name in a language, from the catalogue's three. */
export function fundNameIn(fund: FundTable, language: Language): string {
  return language === 'zh-HK' ? fund.name_zh_hk : language === 'zh-CN' ? fund.name_zh_cn : fund.name_en;
}

/** The fact sheet in a language (ADR 024): its headings, labels and the fund's name; figures are the same. */
export async function renderFactSheet(source: FundDocumentSource, language: Language = 'en'): Promise<Uint8Array> {
  const { fund, prices, dividends } = source;
  const text = factSheetTexts[language];
  const name = fundNameIn(fund, language);
  const pdf = await PdfWriter.create(
    {
      title: `${name} - ${text.factSheet}`,
      subject: text.subject(name, fund.latest_nav_date),
      author: fund.house,
      keywords: [fund.id, fund.code, 'fact sheet'],
      createdAt: source.createdAt,
    },
    text.footer(name, fund.code),
    language,
  );
  pdf.titleBlock(name, text.subtitle(fund.code, fund.latest_nav_date));

  pdf.heading(text.keyFacts);
  pdf.keyValues([
    [text.fundId, fund.id],
    [text.isin, fund.code],
    [text.fundHouse, fund.house],
    [text.launchDate, fund.launch_date],
    [text.baseCurrency, fund.currency],
    [text.region, text.vocabulary.regions[fund.region]],
    [text.category, text.vocabulary.categories[fund.category]],
    [text.assetClass, text.vocabulary.assetClasses[fund.asset_class]],
    [text.riskLevel, text.vocabulary.riskLevels[fund.risk_level]],
    [text.professionalOnly, fund.professional_only === 1 ? text.yes : text.no],
    [text.latestNav, `${fund.currency} ${formatNumber(fund.latest_nav)}`],
    [text.navDate, fund.latest_nav_date],
    [text.launchNav, `${fund.currency} ${formatNumber(fund.launch_nav)}`],
    [text.dealingStatus, fund.suspended === 1 ? text.suspended : text.open],
  ]);

  pdf.heading(text.feesAndDealing);
  pdf.keyValues([
    [text.subscriptionFee, percentText(String(fund.subscription_fee_percent))],
    [text.redemptionFee, percentText(String(fund.redemption_fee_percent))],
    [text.managementFee, percentText(String(fund.management_fee_percent))],
    [text.minimumSubscription, `${fund.currency} ${formatNumber(fund.minimum_subscription)}`],
    [text.dealing, text.dealingDays(fund.dealing_days)],
    [text.settlement, text.dealingDays(fund.settlement_days)],
    [text.unitDecimals, String(fund.unit_decimals)],
    [
      text.dividendYield,
      percentText(fund.dividend_yield_percent === null ? null : String(fund.dividend_yield_percent)),
    ],
  ]);

  pdf.heading(text.navLastYear);
  const from = measuredFrom('1year', fund.latest_nav_date, fund.launch_date);
  const fromDay = from === undefined || from === 'launch' ? fund.launch_date : from.day;
  const points: ChartPoint[] = prices
    .filter((price) => price.price_date >= fromDay)
    .map((price) => ({ date: price.price_date, value: new ExactDecimal(price.nav) }));
  pdf.lineChart(thinnedPoints(points, 260), { caption: text.chartCaption(fund.currency) });

  pdf.heading(text.performance);
  pdf.table(
    [
      { header: text.period, width: 2 },
      { header: text.returnHeader(fund.currency), width: 2, align: 'right' },
    ],
    performanceRows(fund, prices, language),
  );

  pdf.heading(text.dividends);
  if (dividends.length === 0) {
    pdf.paragraph(text.noDividends, { muted: true });
  } else {
    pdf.table(
      [
        { header: text.exDate, width: 2 },
        { header: text.amountPerUnit, width: 2, align: 'right' },
        { header: text.currency, width: 1 },
      ],
      dividends
        .slice(0, 12)
        .map((dividend) => [dividend.ex_date, formatNumber(dividend.amount_per_unit), dividend.currency]),
    );
  }
  pdf.paragraph(text.riskWarning, { size: 8, muted: true });
  return pdf.save();
}

const regionRisks: Readonly<Record<string, string>> = {
  emergingMarkets:
    'Emerging markets risk: markets in developing economies may be less liquid, more volatile and less regulated, ' +
    'with a greater risk of political change, currency controls and settlement failure.',
  greaterChina:
    'Greater China risk: investments in mainland China, Hong Kong and Taiwan are exposed to changes in policy, ' +
    'taxation and currency convertibility, and to the concentration of the fund in one region.',
  hongKong: 'Single-market risk: the fund invests mainly in Hong Kong and is more volatile than a diversified fund.',
  japan: 'Single-market risk: the fund invests mainly in Japan and is exposed to the yen and to one economy.',
};

const assetClassRisks: Readonly<Record<string, string>> = {
  equity:
    'Equity risk: share prices move with company results, market sentiment and the economy, and may fall sharply.',
  fixedIncome:
    'Interest rate and credit risk: bond prices fall when interest rates rise, and an issuer may fail to pay ' +
    'interest or principal; below-investment-grade bonds carry a higher risk of default.',
  multiAsset:
    'Allocation risk: the manager moves between asset classes and may be wrong; the fund carries the risks of ' +
    'each class it holds.',
  cash: 'Money market risk: a money market fund is not a bank deposit and its value is not guaranteed.',
  commodities: 'Commodity risk: commodity prices are volatile and may be driven by weather, politics and supply.',
  realEstate:
    'Real estate risk: property securities are exposed to rents, vacancy, interest rates and leverage, and may be ' +
    'less liquid.',
  alternatives:
    'Alternative strategies risk: derivatives, short positions and leverage may magnify losses beyond those of a ' +
    'conventional fund.',
};

export async function renderProspectus(source: FundDocumentSource): Promise<Uint8Array> {
  const { fund } = source;
  const pdf = await PdfWriter.create(
    {
      title: `${fund.name_en} - Prospectus`,
      subject: `Prospectus of ${fund.name_en}`,
      author: fund.house,
      keywords: [fund.id, fund.code, 'prospectus'],
      createdAt: source.createdAt,
    },
    footerOf(fund),
  );
  pdf.titleBlock(fund.name_en, `Prospectus - ${fund.code} - dated ${source.date}`);
  pdf.paragraph(
    `This prospectus describes ${fund.name_en} (the "Fund"), managed by ${fund.house} (the "Manager"). It should ` +
      'be read in full, together with the latest fact sheet and financial reports, before an investment is made. ' +
      'If you are in doubt about its contents, seek independent professional advice.',
  );

  pdf.heading('1. The Fund');
  pdf.keyValues([
    ['Name', fund.name_en],
    ['ISIN', fund.code],
    ['Manager', fund.house],
    ['Launch date', fund.launch_date],
    ['Base currency', fund.currency],
    ['Launch NAV', `${fund.currency} ${formatNumber(fund.launch_nav)}`],
    ['Category', words(fund.category)],
    ['Asset class', words(fund.asset_class)],
    ['Region', words(fund.region)],
    ['Risk level', words(fund.risk_level)],
  ]);

  pdf.heading('2. Investment objective and policy');
  const aim =
    fund.category === 'moneyMarket'
      ? 'The Fund aims to preserve capital and to provide a return in line with money market rates'
      : `The Fund aims to achieve long-term capital growth${fund.dividend_yield_percent === null ? '' : ' and regular income'}`;
  pdf.paragraph(
    `${aim} by investing mainly in ${words(fund.asset_class).toLowerCase()} assets with a ${words(fund.region)} ` +
      `focus. It is classified as a ${words(fund.category).toLowerCase()} fund. The Manager selects investments ` +
      'through fundamental research and portfolio construction disciplines, and may use derivatives for hedging ' +
      'and efficient portfolio management. The Fund does not guarantee any return or the repayment of capital.',
  );
  pdf.paragraph(
    'The Fund may hold cash and cash equivalents for liquidity, and may temporarily invest defensively in adverse ' +
      'market conditions. Borrowing is limited to 10% of the net asset value and only to meet redemptions.',
  );

  pdf.heading('3. Dealing');
  pdf.bullets([
    `Units are issued and redeemed on each business day (Monday to Friday). Orders received before the ` +
      "distributor's daily cut-off are dealt on that day; later orders on the next business day.",
    `The price of a unit is the net asset value per unit of the dealing day, published ${dealingText(fund.dealing_days)}.`,
    `Subscription proceeds are units; redemption proceeds are paid in ${fund.currency} ${dealingText(fund.settlement_days)} after pricing.`,
    `The minimum initial subscription is ${fund.currency} ${formatNumber(fund.minimum_subscription)}. Units are ` +
      `issued to ${fund.unit_decimals} decimal places, rounded down; any remainder is retained by the Fund.`,
    fund.professional_only === 1
      ? 'The Fund is offered to professional investors only.'
      : 'The Fund is offered to retail investors whose risk profile suits its risk level.',
    'A switch between funds is a redemption from one fund and a subscription into another, each at its own price.',
  ]);

  pdf.heading('4. Fees and charges');
  pdf.table(
    [
      { header: 'Fee', width: 3 },
      { header: 'Rate', width: 1, align: 'right' },
      { header: 'Charged on', width: 3 },
    ],
    [
      ['Subscription fee', `${formatNumber(fund.subscription_fee_percent)}%`, 'the amount subscribed'],
      ['Redemption fee', `${formatNumber(fund.redemption_fee_percent)}%`, 'the redemption proceeds'],
      ['Management fee', `${formatNumber(fund.management_fee_percent)}% a year`, 'the net asset value, daily'],
    ],
  );
  pdf.paragraph(
    'Fees are rounded half up to the precision of the currency they are paid in. The management fee is already ' +
      'reflected in the published net asset value. The Manager may waive any fee in whole or in part.',
  );

  pdf.heading('5. Risk factors');
  pdf.bullets(
    [
      'Investment risk: the value of the Fund and its income may fall as well as rise; investors may lose part or all ' +
        'of their investment.',
      assetClassRisks[fund.asset_class],
      regionRisks[fund.region],
      `Currency risk: the Fund is valued in ${fund.currency}; investors whose home currency differs are exposed to ` +
        'exchange rate movements.',
      'Liquidity risk: in stressed markets assets may be hard to sell at fair value, and dealing may be suspended.',
      'Concentration risk: a fund focused on one region, sector or theme is more volatile than a diversified one.',
      'Counterparty and operational risk: the Fund depends on custodians, brokers and service providers.',
      `Risk level: the distributor rates the Fund "${words(fund.risk_level)}". It may only be sold to investors ` +
        'whose risk profile is at that level or higher.',
    ].filter((item): item is string => item !== undefined),
  );

  pdf.heading('6. Distribution policy');
  pdf.paragraph(
    fund.dividend_yield_percent === null
      ? 'The Fund does not intend to pay dividends; income is reinvested.'
      : `The Fund intends to pay dividends quarterly. Its indicative yearly yield is ${formatNumber(fund.dividend_yield_percent)}% ` +
          'and is not guaranteed. Dividends may be paid out of capital, which reduces the net asset value.',
  );

  pdf.heading('7. Valuation and suspension');
  pdf.paragraph(
    'The net asset value is calculated on each business day at the close of the relevant markets. The Manager may ' +
      'suspend dealing when a principal market is closed, when assets cannot be valued fairly, or when redemptions ' +
      'cannot be met without prejudice to remaining investors. Orders received during a suspension are rejected.',
  );

  pdf.heading('8. Taxation');
  pdf.paragraph(
    'Investors should consult their own tax advisers. The Fund may be subject to withholding taxes on income and ' +
      'gains in the markets it invests in, which reduce its returns.',
  );

  pdf.heading('9. Important information');
  pdf.paragraph(
    'This document is generated by the portal for demonstration. The fund, its manager and its figures are made up. ' +
      'It does not constitute an offer or solicitation in any jurisdiction.',
    { muted: true },
  );
  return pdf.save();
}
