import type { BrandAdminFlags, BrandConfig, BrandFlags, CutOffTimes, PortalVariant } from './brand';
import {
  defaultCashCurrencies,
  defaultCutOffTimes,
  defaultDepositInstructions,
  defaultMarketTimeZone,
  defaultMinimumAmountMultiplyFactor,
  defaultReportingCurrency,
} from './defaults';

/**
 * The feature flags of a brand that says nothing about them: the value most brands have, and off where the brands
 * split evenly (a brand switches an area on by naming it).
 */
export const defaultBrandFlags = {
  fundEnabled: true,
  stockEnabled: true,
  portfolioEnabled: true,
  planEnabled: false,
  cashEnabled: true,
  accountEnabled: true,
  advisorEnabled: true,
  managerEnabled: false,
  cryptoEnabled: false,
  assetEnabled: false,
  fxEnabled: false,
  ipoEnabled: true,
  corporateActionEnabled: true,
  eddaEnabled: false,
  cashTopUpEnabled: true,
  goodTillDateEnabled: false,
  resetPasswordEnabled: false,
  tradeTokenEnabled: false,
  tradeDocumentEnabled: true,
  riskQuestionnaireEnabled: true,
  sessionLoginMode: false,
  passwordLoginMode: true,
  notificationEnabled: true,
  newsEnabled: true,
  tourEnabled: true,
  fundSwitchingEnabled: false,
  oneToOneFundSwitchingEnabled: false,
  bulkFundSubscribeEnabled: false,
  hideFundTrading: false,
  hideStockTrading: false,
  overrideOutOfSpread: false,
  usePreviousCloseForOrderTicket: false,
  allowModifyOrderExchange: [],
  advisorFundTrading: true,
  advisorStockTrading: false,
  advisorVirtualAssetEnabled: false,
  accountInformationEditable: true,
  taxStatusEditable: true,
  riskCheckEditable: true,
  bankAccountEditable: false,
  tradePasswordRequired: false,
  captchaEnabled: false,
} as const satisfies BrandFlags;

/** The admin-area switches of a brand that says nothing about them: every admin area on. */
export const defaultBrandAdminFlags = {
  adminNewsEnabled: true,
  adminRaqEnabled: true,
  adminDocumentEnabled: true,
  adminFundPickEnabled: true,
  adminStockPickEnabled: true,
  adminEditFundEnabled: true,
  adminAccountEnabled: true,
} as const satisfies BrandAdminFlags;

/**
 * What a brand file states: its texts, colours and data-feed code, which every brand has of its own, and only those
 * other settings where it differs from the defaults (logo `/brands/<variant>.svg`, the gateway source, reporting in
 * HKD or USD, SPEC §9's currencies, cut-offs and factor). Flags, admin flags and cut-off times are merged field by
 * field; lists replace the default list.
 */
export type BrandOverrides<V extends PortalVariant = PortalVariant> = Pick<
  BrandConfig,
  'name' | 'pageTitle' | 'header' | 'footer' | 'theme'
> &
  Partial<
    Pick<
      BrandConfig,
      | 'logo'
      | 'sources'
      | 'marketTimeZone'
      | 'cashCurrencies'
      | 'depositInstructions'
      | 'reportingCurrencies'
      | 'defaultReportingCurrency'
      | 'minimumAmountMultiplyFactor'
    >
  > & {
    readonly variant: V;
    readonly flags?: Partial<BrandFlags>;
    readonly adminFlags?: Partial<BrandAdminFlags>;
    readonly cutOffTimes?: Partial<CutOffTimes>;
    /** The provider defaults to the simulator. */
    readonly dataFeed: { readonly provider?: BrandConfig['dataFeed']['provider']; readonly companyCode: string };
  };

/**
 * A brand's ten primary shades, lightest first, written on one line: `shades('#eff6fe #d8eafe … #004174')`. The
 * brand schema checks each is #rrggbb; a list that is not ten long fails here, when the brand is defined.
 */
export function shades(list: string): BrandConfig['theme']['primaryShades'] {
  const [a, b, c, d, e, f, g, h, i, j, ...extra] = list.trim().split(/\s+/);
  if (j === undefined || extra.length > 0) throw new Error(`A brand has ten primary shades, not: ${list}`);
  return [a ?? '', b ?? '', c ?? '', d ?? '', e ?? '', f ?? '', g ?? '', h ?? '', i ?? '', j];
}

/** A brand's whole config: the defaults with the brand's own settings over them. */
export function defineBrand<const V extends PortalVariant>(
  overrides: BrandOverrides<V>,
): BrandConfig & { readonly variant: V } {
  const { variant, flags, adminFlags, cutOffTimes, dataFeed, ...rest } = overrides;
  return {
    logo: `/brands/${variant}.svg`,
    sources: ['gateway'],
    marketTimeZone: defaultMarketTimeZone,
    cashCurrencies: defaultCashCurrencies,
    depositInstructions: defaultDepositInstructions,
    reportingCurrencies: ['HKD', 'USD'],
    defaultReportingCurrency,
    minimumAmountMultiplyFactor: defaultMinimumAmountMultiplyFactor,
    ...rest,
    variant,
    flags: { ...defaultBrandFlags, ...flags },
    adminFlags: { ...defaultBrandAdminFlags, ...adminFlags },
    cutOffTimes: { ...defaultCutOffTimes, ...cutOffTimes },
    dataFeed: { provider: 'simulator', ...dataFeed },
  };
}
