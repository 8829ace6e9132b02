import { z } from 'zod';

/** The ten deployment variants of SPEC §1. */
export const portalVariants = [
  'team',
  'magpie',
  'demo',
  'cepa',
  'vc',
  'abci',
  'asa',
  'winland',
  'mirae',
  'vademo',
] as const;
export type PortalVariant = (typeof portalVariants)[number];
export const portalVariantSchema = z.enum(portalVariants);
export const defaultPortalVariant: PortalVariant = 'demo';

export const brandCurrencies = ['HKD', 'USD', 'CNY'] as const;
export type BrandCurrency = (typeof brandCurrencies)[number];

export const loginSources = ['gateway', 'fos'] as const;
export type LoginSource = (typeof loginSources)[number];

/** Feature flags of SPEC §3, one set per variant. */
export type BrandFlags = {
  readonly fundEnabled: boolean;
  readonly stockEnabled: boolean;
  readonly portfolioEnabled: boolean;
  readonly planEnabled: boolean;
  readonly cashEnabled: boolean;
  readonly accountEnabled: boolean;
  readonly advisorEnabled: boolean;
  readonly managerEnabled: boolean;
  readonly cryptoEnabled: boolean;
  readonly assetEnabled: boolean;
  readonly fxEnabled: boolean;
  readonly ipoEnabled: boolean;
  readonly corporateActionEnabled: boolean;
  readonly eddaEnabled: boolean;
  readonly cashTopUpEnabled: boolean;
  readonly goodTillDateEnabled: boolean;
  readonly resetPasswordEnabled: boolean;
  readonly tradeTokenEnabled: boolean;
  readonly tradeDocumentEnabled: boolean;
  readonly riskQuestionnaireEnabled: boolean;
  readonly sessionLoginMode: boolean;
  readonly passwordLoginMode: boolean;
  readonly notificationEnabled: boolean;
  readonly newsEnabled: boolean;
  readonly tourEnabled: boolean;
  readonly fundSwitchingEnabled: boolean;
  readonly oneToOneFundSwitchingEnabled: boolean;
  readonly bulkFundSubscribeEnabled: boolean;
  readonly hideFundTrading: boolean;
  readonly hideStockTrading: boolean;
  readonly overrideOutOfSpread: boolean;
  readonly usePreviousCloseForOrderTicket: boolean;
  readonly allowModifyOrderExchange: readonly ('HKEX' | 'US')[];
  readonly advisorFundTrading: boolean;
  readonly advisorStockTrading: boolean;
  readonly advisorVirtualAssetEnabled: boolean;
  readonly accountInformationEditable: boolean;
  readonly taxStatusEditable: boolean;
  readonly riskCheckEditable: boolean;
  readonly bankAccountEditable: boolean;
  readonly tradePasswordRequired: boolean;
  readonly captchaEnabled: boolean;
};

/** Admin-area switches (SPEC §2 Admin routes, flag-gated entries). */
export type BrandAdminFlags = {
  readonly adminNewsEnabled: boolean;
  readonly adminRaqEnabled: boolean;
  readonly adminDocumentEnabled: boolean;
  readonly adminFundPickEnabled: boolean;
  readonly adminStockPickEnabled: boolean;
  readonly adminEditFundEnabled: boolean;
  readonly adminAccountEnabled: boolean;
};

/** Cut-off times of SPEC §9, as HH:mm in the market's time zone. */
export type CutOffTimes = {
  readonly order: string;
  readonly deposit: string;
  readonly withdraw: string;
};

/** A brand's colours; the web theme derives every semantic token from these. */
export type BrandTheme = {
  /** Ten shades, lightest first, of the brand's primary colour. */
  readonly primaryShades: readonly [string, string, string, string, string, string, string, string, string, string];
  readonly primaryShade: { readonly light: number; readonly dark: number };
  readonly headerBackground: { readonly light: string; readonly dark: string };
  readonly headerText: { readonly light: string; readonly dark: string };
  readonly fontFamily?: string;
};

export type LocalisedText = { readonly en: string; readonly 'zh-HK': string; readonly 'zh-CN': string };

/** One of the broker's bank accounts that receives clients' deposits in a currency (the deposit instruction page). */
export type ReceivingBankAccount = {
  readonly currency: BrandCurrency;
  readonly bankName: LocalisedText;
  /** The bank's three-digit Hong Kong clearing code. */
  readonly bankCode: string;
  readonly accountName: LocalisedText;
  readonly accountNumber: string;
};

/** Where clients send a deposit: the receiving bank accounts per currency and the broker's FPS identifier. */
export type DepositInstructions = {
  readonly bankAccounts: readonly ReceivingBankAccount[];
  /** The FPS identifier (7 to 9 digits) clients pay to, and the name FPS shows for it. */
  readonly fpsIdentifier: string;
  readonly fpsName: LocalisedText;
};

export type BrandConfig = {
  readonly variant: PortalVariant;
  readonly name: LocalisedText;
  /** The browser tab title. */
  readonly pageTitle: LocalisedText;
  /** Text beside the logo in the header. */
  readonly header: LocalisedText;
  /** Footer line; the current year is shown before it. */
  readonly footer: LocalisedText;
  /** Path of the brand's SVG logo under the web app's public folder. */
  readonly logo: string;
  readonly theme: BrandTheme;
  /** Login sources this brand offers: gateway (securities), fos (virtual assets), or both. */
  readonly sources: readonly LoginSource[];
  readonly flags: BrandFlags;
  readonly adminFlags: BrandAdminFlags;
  readonly cutOffTimes: CutOffTimes;
  readonly marketTimeZone: string;
  readonly cashCurrencies: readonly BrandCurrency[];
  readonly depositInstructions: DepositInstructions;
  readonly reportingCurrencies: readonly BrandCurrency[];
  readonly defaultReportingCurrency: BrandCurrency;
  readonly dataFeed: {
    readonly provider: 'simulator' | 'fos';
    readonly companyCode: string;
  };
  readonly minimumAmountMultiplyFactor: number;
};

/**
 * What the server injects into index.html: everything the browser may know (the whole config is public), and whether
 * this deployment is a demonstration (PORTAL_DEMONSTRATION=on, ADR 051: every page then says so).
 */
export type PublicBrand = BrandConfig & { readonly demonstration?: boolean };
