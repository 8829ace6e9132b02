import { Decimal } from 'decimal.js';
import {
  dividendYieldBandOf,
  fundDividendYieldBandRanges,
  fundRegions,
  type FundAssetClass,
  type FundCategory,
  type FundDividendYieldBand,
  type FundRegion,
  type RiskLevel,
} from '@portal/contract/domain/fund';
import { formatCalendarDate, type CalendarDate } from '@portal/contract/domain/date-format';
import type { PortalVariant } from '@portal/contract/brands';
import type { FundDividendTable, FundPriceTable, FundTable } from './fund-tables';

/*
 * The demo fund catalogue (issue 6): about 60 made-up funds of made-up houses, five years of business-day NAVs each
 * and quarterly dividends for the funds that pay one. Deterministic: the same seed and as-of day give the same
 * catalogue, row for row (a seeded PRNG, never Math.random). NAVs are computed with decimal.js and kept to four
 * decimals; the PRNG's draws only pick the day's return, written as a decimal with eight places.
 *
 * Business days are Monday to Friday: the demo ignores Hong Kong public holidays.
 */

export const defaultFundCatalogueSeed = 20_260_601;
export const fundCatalogueSize = 60;
/** NAVs are kept to this many decimals. */
export const navDecimals = 4;
/** How far back the NAV history reaches: five years and a week, so a 5-year performance always has its start. */
export const historyMonths = 60;
const historyExtraDays = 7;
/** The suspended fund's last NAV is this many business days before the as-of day. */
const suspendedForBusinessDays = 20;

export type FundCatalogue = {
  readonly funds: readonly FundTable[];
  readonly prices: readonly FundPriceTable[];
  readonly dividends: readonly FundDividendTable[];
};

type Random = () => number;

/** mulberry32: a small, fast PRNG with a 32-bit state; enough for demo data, and the same on every machine. */
function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A draw from a (bounded) near-normal distribution: the sum of four uniforms, centred and scaled to variance 1. */
function nearNormal(random: Random): number {
  return (random() + random() + random() + random() - 2) / Math.sqrt(4 / 12);
}

/** A decimal between `from` and `below`, with `places` decimals, drawn from the PRNG. */
function decimalBetween(random: Random, from: Decimal.Value, below: Decimal.Value, places: number): Decimal {
  const low = new Decimal(from);
  const span = new Decimal(below).minus(low);
  return low.plus(span.times(random().toFixed(6))).toDecimalPlaces(places, Decimal.ROUND_DOWN);
}

// -------------------------------------------------------------------------------------------------------------
// Calendar days as day numbers (days since 1970-01-01), so business days are plain integer steps.

const dayMs = 86_400_000;

function dayNumberOf(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / dayMs;
}

function calendarDateOfDay(dayNumber: number): CalendarDate {
  const moment = new Date(dayNumber * dayMs);
  return { year: moment.getUTCFullYear(), month: moment.getUTCMonth() + 1, day: moment.getUTCDate() };
}

function isBusinessDay(dayNumber: number): boolean {
  const weekday = new Date(dayNumber * dayMs).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The business day on or before `dayNumber`. */
function businessDayOnOrBefore(dayNumber: number): number {
  let day = dayNumber;
  while (!isBusinessDay(day)) day -= 1;
  return day;
}

function monthsBefore(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, lastDay) };
}

/** Whether a business day is the last business day of March, June, September or December (a dividend's ex-date). */
function isQuarterEnd(dayNumber: number): boolean {
  const { month } = calendarDateOfDay(dayNumber);
  if (month % 3 !== 0) return false;
  let next = dayNumber + 1;
  while (!isBusinessDay(next)) next += 1;
  return calendarDateOfDay(next).month !== month;
}

// -------------------------------------------------------------------------------------------------------------
// What the funds are made of.

type Names = { readonly en: string; readonly zhHk: string; readonly zhCn: string };

const regionNames: Readonly<Record<FundRegion, Names>> = {
  global: { en: 'Global', zhHk: '環球', zhCn: '环球' },
  asiaPacific: { en: 'Asia Pacific', zhHk: '亞太', zhCn: '亚太' },
  greaterChina: { en: 'Greater China', zhHk: '大中華', zhCn: '大中华' },
  hongKong: { en: 'Hong Kong', zhHk: '香港', zhCn: '香港' },
  japan: { en: 'Japan', zhHk: '日本', zhCn: '日本' },
  northAmerica: { en: 'North America', zhHk: '北美', zhCn: '北美' },
  europe: { en: 'Europe', zhHk: '歐洲', zhCn: '欧洲' },
  emergingMarkets: { en: 'Emerging Markets', zhHk: '新興市場', zhCn: '新兴市场' },
  others: { en: 'Frontier Markets', zhHk: '前沿市場', zhCn: '前沿市场' },
};

/** Made-up fund houses: the full name is the manager, the short one starts the fund's name. */
const houses: readonly { readonly name: string; readonly short: Names }[] = [
  { name: 'Harbour Crest Asset Management', short: { en: 'Harbour Crest', zhHk: '港峰', zhCn: '港峰' } },
  { name: 'Jade Summit Investments', short: { en: 'Jade Summit', zhHk: '翠峰', zhCn: '翠峰' } },
  { name: 'Pearl River Capital', short: { en: 'Pearl River', zhHk: '珠江', zhCn: '珠江' } },
  { name: 'Victoria Peak Global Investors', short: { en: 'Victoria Peak', zhHk: '太平山', zhCn: '太平山' } },
  { name: 'Lion Rock Fund Management', short: { en: 'Lion Rock', zhHk: '獅子山', zhCn: '狮子山' } },
  { name: 'Kowloon Bay Partners', short: { en: 'Kowloon Bay', zhHk: '九龍灣', zhCn: '九龙湾' } },
  { name: 'Silver Sail Asset Management', short: { en: 'Silver Sail', zhHk: '銀帆', zhCn: '银帆' } },
  { name: 'Orient Compass Investments', short: { en: 'Orient Compass', zhHk: '東方羅盤', zhCn: '东方罗盘' } },
];

type Template = {
  readonly category: FundCategory;
  readonly assetClass: FundAssetClass;
  readonly theme: Names;
  /** Yearly volatility and drift of the NAV's random walk. */
  readonly volatility: string;
  readonly drift: string;
  /** Taken in turn by the funds of this template. */
  readonly riskLevels: readonly [RiskLevel, ...RiskLevel[]];
  /** The yield bands its funds pay in, taken in turn; none: the fund pays no dividend. */
  readonly yieldBands?: readonly Exclude<FundDividendYieldBand, 'none'>[];
  readonly region?: FundRegion;
  readonly launchNav: string;
  readonly professionalOnly?: boolean;
};

const templates: readonly Template[] = [
  {
    category: 'equity',
    assetClass: 'equity',
    theme: { en: 'Equity Fund', zhHk: '股票基金', zhCn: '股票基金' },
    volatility: '0.18',
    drift: '0.07',
    riskLevels: ['MediumToHigh', 'High'],
    launchNav: '10',
  },
  {
    category: 'equity',
    assetClass: 'equity',
    theme: { en: 'Dividend Equity Fund', zhHk: '股息股票基金', zhCn: '股息股票基金' },
    volatility: '0.15',
    drift: '0.05',
    riskLevels: ['MediumToHigh'],
    yieldBands: ['lessThanFive', 'fiveToTen'],
    launchNav: '10',
  },
  {
    category: 'bond',
    assetClass: 'fixedIncome',
    theme: { en: 'Bond Fund', zhHk: '債券基金', zhCn: '债券基金' },
    volatility: '0.05',
    drift: '0.03',
    riskLevels: ['LowToMedium'],
    yieldBands: ['lessThanFive'],
    launchNav: '100',
  },
  {
    category: 'bond',
    assetClass: 'fixedIncome',
    theme: { en: 'High Yield Bond Fund', zhHk: '高收益債券基金', zhCn: '高收益债券基金' },
    volatility: '0.08',
    drift: '0.02',
    riskLevels: ['Medium'],
    yieldBands: ['fiveToTen', 'tenToTwenty'],
    launchNav: '10',
  },
  {
    category: 'balanced',
    assetClass: 'multiAsset',
    theme: { en: 'Balanced Fund', zhHk: '均衡基金', zhCn: '均衡基金' },
    volatility: '0.10',
    drift: '0.05',
    riskLevels: ['Medium', 'LowToMedium'],
    launchNav: '10',
  },
  {
    category: 'balanced',
    assetClass: 'multiAsset',
    theme: { en: 'Multi-Asset Income Fund', zhHk: '多元資產收益基金', zhCn: '多元资产收益基金' },
    volatility: '0.09',
    drift: '0.03',
    riskLevels: ['Medium'],
    yieldBands: ['fiveToTen'],
    launchNav: '10',
  },
  {
    category: 'moneyMarket',
    assetClass: 'cash',
    theme: { en: 'Money Market Fund', zhHk: '貨幣市場基金', zhCn: '货币市场基金' },
    volatility: '0.002',
    drift: '0.03',
    riskLevels: ['None', 'Low'],
    launchNav: '1',
  },
  {
    category: 'index',
    assetClass: 'equity',
    theme: { en: 'Index Tracker Fund', zhHk: '指數追蹤基金', zhCn: '指数追踪基金' },
    volatility: '0.17',
    drift: '0.07',
    riskLevels: ['High', 'MediumToHigh'],
    launchNav: '100',
  },
  {
    category: 'thematic',
    assetClass: 'equity',
    theme: { en: 'Technology Fund', zhHk: '科技基金', zhCn: '科技基金' },
    volatility: '0.28',
    drift: '0.10',
    riskLevels: ['High'],
    launchNav: '10',
  },
  {
    category: 'thematic',
    assetClass: 'commodities',
    theme: { en: 'Gold and Resources Fund', zhHk: '黃金及資源基金', zhCn: '黄金及资源基金' },
    volatility: '0.22',
    drift: '0.04',
    riskLevels: ['High'],
    region: 'global',
    launchNav: '10',
  },
  {
    category: 'others',
    assetClass: 'realEstate',
    theme: { en: 'Property Income Fund', zhHk: '房地產收益基金', zhCn: '房地产收益基金' },
    volatility: '0.14',
    drift: '0.01',
    riskLevels: ['Medium', 'MediumToHigh'],
    yieldBands: ['tenToTwenty', 'twentyToThirty'],
    launchNav: '10',
  },
  {
    category: 'others',
    assetClass: 'alternatives',
    theme: { en: 'Absolute Return Fund', zhHk: '絕對回報基金', zhCn: '绝对回报基金' },
    volatility: '0.20',
    drift: '0.05',
    riskLevels: ['Locked'],
    launchNav: '100',
    professionalOnly: true,
  },
  {
    category: 'thematic',
    assetClass: 'equity',
    theme: { en: 'Sustainable Future Fund', zhHk: '可持續未來基金', zhCn: '可持续未来基金' },
    volatility: '0.20',
    drift: '0.08',
    riskLevels: ['MediumToHigh'],
    launchNav: '10',
  },
  {
    category: 'others',
    assetClass: 'alternatives',
    theme: { en: 'Option Premium Income Fund', zhHk: '期權溢價收益基金', zhCn: '期权溢价收益基金' },
    volatility: '0.25',
    drift: '0.00',
    riskLevels: ['High', 'Locked'],
    yieldBands: ['thirtyToForty', 'higherThanForty'],
    launchNav: '10',
  },
];

/** The upper bound used when drawing a yield of the open-ended top band. */
const highestDrawnYield = '48';

const minimumSubscriptionByCurrency: Readonly<Record<string, string>> = {
  HKD: '10000',
  USD: '1000',
  CNY: '10000',
  EUR: '1000',
  GBP: '1000',
  JPY: '100000',
};

const moneyMarketCurrencies = ['HKD', 'USD', 'CNY'] as const;
const moneyMarketRegions: Readonly<Record<string, FundRegion>> = {
  HKD: 'hongKong',
  USD: 'global',
  CNY: 'greaterChina',
};

/** The fund's currency: by region, a money market fund's in turn HKD, USD and CNY. */
function currencyOf(region: FundRegion, template: Template, index: number, use: number): string {
  if (template.category === 'moneyMarket') return moneyMarketCurrencies[use % moneyMarketCurrencies.length] ?? 'HKD';
  switch (region) {
    case 'hongKong':
      return 'HKD';
    case 'greaterChina':
      return index % 2 === 0 ? 'CNY' : 'HKD';
    case 'japan':
      return 'JPY';
    case 'europe':
      return index % 2 === 0 ? 'EUR' : 'GBP';
    case 'asiaPacific':
      return index % 2 === 0 ? 'USD' : 'HKD';
    default:
      return 'USD';
  }
}

/** Where a fund is domiciled, the first two letters of its ISIN. */
function domicileOf(currency: string, index: number): string {
  if (currency === 'HKD' || currency === 'CNY') return 'HK';
  return index % 3 === 0 ? 'IE' : 'LU';
}

/** The ISIN check digit (ISO 6166): letters as 10..35, then the Luhn check over the digits. */
export function isinCheckDigit(body: string): number {
  const digits = [...body.toUpperCase()].map((character) => String(parseInt(character, 36))).join('');
  let sum = 0;
  for (let position = 0; position < digits.length; position += 1) {
    // From the right, the first digit (next to the check digit) is doubled.
    let digit = Number(digits[digits.length - 1 - position]);
    if (position % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

function isinOf(country: string, index: number, random: Random): string {
  const serial = `${String(index + 1).padStart(3, '0')}${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}`;
  const body = `${country}0${serial.slice(1)}`.padEnd(11, '0').slice(0, 11);
  return `${body}${isinCheckDigit(body)}`;
}

function yieldIn(band: Exclude<FundDividendYieldBand, 'none'>, random: Random): Decimal {
  const range: { readonly from: string; readonly below?: string } = fundDividendYieldBandRanges[band];
  // Drawn strictly inside the band: from its bound plus a little, two decimals.
  return decimalBetween(random, new Decimal(range.from).plus('0.25'), range.below ?? highestDrawnYield, 2);
}

// -------------------------------------------------------------------------------------------------------------

/** The id of the catalogue's fund at `index` (from 0): 'F0001', 'F0002', … */
export function fundIdOf(index: number): string {
  return `F${String(index + 1).padStart(4, '0')}`;
}

/** What a fund of the catalogue is, decided by its index alone (no draw of the PRNG). */
type FundShape = {
  readonly template: Template;
  /** How many funds of the same template come before it. */
  readonly use: number;
  readonly region: FundRegion;
  readonly currency: string;
  readonly riskLevel: RiskLevel;
  readonly yieldBand: Exclude<FundDividendYieldBand, 'none'> | undefined;
};

function fundShapeOf(index: number): FundShape {
  const template = templates[index % templates.length];
  if (template === undefined) throw new Error('No fund template');
  const use = Math.floor(index / templates.length);
  const ownRegion = template.region ?? fundRegions[index % fundRegions.length] ?? 'global';
  const currency = currencyOf(ownRegion, template, index, use);
  // A money market fund invests where its currency is.
  const region = template.category === 'moneyMarket' ? (moneyMarketRegions[currency] ?? ownRegion) : ownRegion;
  return {
    template,
    use,
    region,
    currency,
    riskLevel: template.riskLevels[use % template.riskLevels.length] ?? template.riskLevels[0],
    yieldBand: template.yieldBands?.[use % template.yieldBands.length],
  };
}

export type FundCatalogueOptions = {
  /** The market (Asia/Hong_Kong) day the history runs up to (included when it is a business day). */
  readonly asOf: CalendarDate;
  readonly seed?: number;
  readonly size?: number;
};

/** The business days of the history window, oldest first, as day numbers. */
function historyDays(asOf: CalendarDate): number[] {
  const last = businessDayOnOrBefore(dayNumberOf(asOf));
  const first = dayNumberOf(monthsBefore(asOf, historyMonths)) - historyExtraDays;
  const days: number[] = [];
  for (let day = first; day <= last; day += 1) if (isBusinessDay(day)) days.push(day);
  return days;
}

/**
 * The demo catalogue as of a market day. Funds 'F0001'… cover every region, category, asset class, risk level and
 * dividend-yield band; the Absolute Return funds and every 13th fund are professional-only; one fund (F0018) is
 * suspended, its NAVs stopping 20 business days before `asOf`. Two in five funds were launched inside the window
 * (one a fortnight ago), the others before it: their history starts with the window, at a NAV away from the launch
 * NAV.
 */
export function generateFundCatalogue(options: FundCatalogueOptions): FundCatalogue {
  const { asOf, seed = defaultFundCatalogueSeed, size = fundCatalogueSize } = options;
  const random = createRandom(seed);
  const window = historyDays(asOf);
  const windowStart = window[0];
  const lastDay = window.at(-1);
  if (windowStart === undefined || lastDay === undefined) throw new Error('The history window has no business day');
  const funds: FundTable[] = [];
  const prices: FundPriceTable[] = [];
  const dividends: FundDividendTable[] = [];

  for (let index = 0; index < size; index += 1) {
    const { template, region, currency, riskLevel, yieldBand } = fundShapeOf(index);
    const house = houses[(index * 3) % houses.length] ?? houses[0];
    if (house === undefined) throw new Error('No fund house');
    const id = fundIdOf(index);
    const suspended = index === 17;
    const dividendYield = yieldBand === undefined ? null : yieldIn(yieldBand, random);
    // A yen fund's units are priced in thousands of yen.
    const launchNav = new Decimal(template.launchNav).times(currency === 'JPY' ? 1000 : 1);

    // When it was launched: three in five before the window (6 to 15 years ago), the others inside it.
    const age = index % 5;
    const launchDay =
      index === size - 1
        ? window[window.length - 11]
        : age <= 2
          ? businessDayOnOrBefore(windowStart - 365 - Math.floor(random() * 365 * 9))
          : window[Math.floor(window.length * (age === 3 ? 0.05 + random() * 0.5 : 0.6 + random() * 0.35))];
    if (launchDay === undefined) throw new Error('No launch day');

    // The NAV walk: daily returns of the template's drift and volatility, kept between a quarter and six times the
    // launch NAV (a return that would leave the bounds is taken the other way).
    const dailyDrift = new Decimal(template.drift).dividedBy(252);
    const dailyVolatility = new Decimal(template.volatility).dividedBy(Math.sqrt(252).toFixed(8));
    const floor = launchNav.times('0.25');
    const ceiling = launchNav.times(6);
    let nav =
      launchDay >= windowStart
        ? launchNav
        : launchNav
            .times(
              template.category === 'moneyMarket'
                ? decimalBetween(random, '1', '1.3', 4)
                : decimalBetween(random, '0.7', '2.2', 4),
            )
            .toDecimalPlaces(navDecimals, Decimal.ROUND_HALF_UP);
    const endDay = suspended ? (window[window.length - 1 - suspendedForBusinessDays] ?? lastDay) : lastDay;
    let latestDate = '';
    let first = true;
    for (const day of window) {
      if (day < launchDay) continue;
      if (day > endDay) break;
      if (!first) {
        const dailyReturn = dailyDrift.plus(dailyVolatility.times(nearNormal(random).toFixed(8)));
        let next = nav.times(dailyReturn.plus(1)).toDecimalPlaces(navDecimals, Decimal.ROUND_HALF_UP);
        if (next.lessThan(floor) || next.greaterThan(ceiling)) {
          next = nav.times(new Decimal(1).minus(dailyReturn)).toDecimalPlaces(navDecimals, Decimal.ROUND_HALF_UP);
        }
        nav = next;
      }
      first = false;
      latestDate = formatCalendarDate(calendarDateOfDay(day));
      prices.push({ fund_id: id, price_date: latestDate, nav: nav.toFixed(navDecimals) });
      if (dividendYield !== null && isQuarterEnd(day)) {
        dividends.push({
          fund_id: id,
          ex_date: latestDate,
          amount_per_unit: nav.times(dividendYield).dividedBy(400).toFixed(navDecimals, Decimal.ROUND_HALF_UP),
          currency,
        });
      }
    }

    const subscriptionFee =
      template.category === 'moneyMarket' ? new Decimal(0) : decimalBetween(random, '1', '5.01', 1);
    funds.push({
      id,
      code: isinOf(domicileOf(currency, index), index, random),
      name_en: `${house.short.en} ${regionNames[region].en} ${template.theme.en}`,
      name_zh_hk: `${house.short.zhHk}${regionNames[region].zhHk}${template.theme.zhHk}`,
      name_zh_cn: `${house.short.zhCn}${regionNames[region].zhCn}${template.theme.zhCn}`,
      house: house.name,
      region,
      category: template.category,
      asset_class: template.assetClass,
      currency,
      risk_level: riskLevel,
      professional_only: template.professionalOnly === true || index % 13 === 12 ? 1 : 0,
      suspended: suspended ? 1 : 0,
      launch_date: formatCalendarDate(calendarDateOfDay(launchDay)),
      launch_nav: launchNav.toFixed(navDecimals),
      minimum_subscription: minimumSubscriptionByCurrency[currency] ?? '1000',
      subscription_fee_percent: subscriptionFee.toFixed(2),
      redemption_fee_percent: index % 4 === 0 ? '1.00' : index % 4 === 1 ? '0.50' : '0.00',
      management_fee_percent: decimalBetween(
        random,
        template.category === 'moneyMarket' ? '0.1' : '0.5',
        '2',
        2,
      ).toFixed(2),
      dealing_days: template.category === 'moneyMarket' ? 0 : 1,
      settlement_days: template.category === 'moneyMarket' ? 1 : 2 + (index % 4),
      unit_decimals: currency === 'JPY' ? 2 : index % 5 === 2 ? 3 : 4,
      dividend_yield_percent: dividendYield === null ? null : dividendYield.toFixed(2),
      dividend_yield_band: dividendYieldBandOf(dividendYield),
      latest_nav: nav.toFixed(navDecimals),
      latest_nav_date: latestDate,
    });
  }
  return { funds, prices, dividends };
}

// -------------------------------------------------------------------------------------------------------------
// Which funds a brand lists (issue 6, "catalogue seeded per brand").

/** The brands that list the whole catalogue. */
const wholeCatalogueBrands: readonly PortalVariant[] = ['demo', 'team'];
/** The fewest funds another brand lists. */
export const minimumBrandCatalogueSize = 40;

/** A 32-bit FNV-1a hash: the brand's own deterministic order of the funds. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The ids of the catalogue's funds a brand lists, in id order: demo and team list every fund; another brand leaves
 * out up to a third of them, in an order of its own (a hash of the brand and the fund id), never a fund whose region,
 * category, asset class, risk level, currency or dividend-yield band no other listed fund has, nor the suspended
 * fund (F0018, which the demos show). Deterministic, and decided by the funds' indexes alone (no PRNG draw), so it
 * is known without generating the catalogue.
 */
export function fundIdsOfBrand(variant: PortalVariant | 'all', size = fundCatalogueSize): string[] {
  const indexes = Array.from({ length: size }, (_, index) => index);
  if (variant === 'all' || wholeCatalogueBrands.includes(variant)) return indexes.map(fundIdOf);
  const traitsOf = (index: number): string[] => {
    const shape = fundShapeOf(index);
    return [
      `region:${shape.region}`,
      `category:${shape.template.category}`,
      `assetClass:${shape.template.assetClass}`,
      `risk:${shape.riskLevel}`,
      `currency:${shape.currency}`,
      `yield:${shape.yieldBand ?? 'none'}`,
    ];
  };
  const listed = new Set(indexes);
  const holders = new Map<string, number>();
  for (const index of indexes) for (const trait of traitsOf(index)) holders.set(trait, (holders.get(trait) ?? 0) + 1);
  const candidates = indexes
    .filter((index) => index !== 17)
    .sort((a, b) => hashOf(`${variant}:${fundIdOf(a)}`) - hashOf(`${variant}:${fundIdOf(b)}`) || a - b);
  const leaveOut = Math.min(Math.floor(size / 3), size - minimumBrandCatalogueSize);
  let left = 0;
  for (const index of candidates) {
    if (left >= leaveOut) break;
    const traits = traitsOf(index);
    if (traits.some((trait) => (holders.get(trait) ?? 0) <= 1)) continue;
    for (const trait of traits) holders.set(trait, (holders.get(trait) ?? 0) - 1);
    listed.delete(index);
    left += 1;
  }
  return [...listed].sort((a, b) => a - b).map(fundIdOf);
}
