import { z } from 'zod';
import { brandCurrencies, loginSources, portalVariantSchema } from './brand';
import type { PublicBrand } from './brand';

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'A colour is #rrggbb');
const shadeIndex = z.number().int().min(0).max(9);
/** HH:mm, 24-hour, in the market's time zone. */
const cutOffTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A cut-off time is HH:mm');
const brandCurrency = z.enum(brandCurrencies);
const text = z.string().trim().min(1);

const localisedText = z.object({ en: text, 'zh-HK': text, 'zh-CN': text });

const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'An IANA time zone such as Asia/Hong_Kong');

function unique<T>(values: readonly T[]): boolean {
  return new Set(values).size === values.length;
}

const flagsSchema = z.object({
  fundEnabled: z.boolean(),
  stockEnabled: z.boolean(),
  portfolioEnabled: z.boolean(),
  planEnabled: z.boolean(),
  cashEnabled: z.boolean(),
  accountEnabled: z.boolean(),
  advisorEnabled: z.boolean(),
  managerEnabled: z.boolean(),
  cryptoEnabled: z.boolean(),
  assetEnabled: z.boolean(),
  fxEnabled: z.boolean(),
  ipoEnabled: z.boolean(),
  corporateActionEnabled: z.boolean(),
  eddaEnabled: z.boolean(),
  cashTopUpEnabled: z.boolean(),
  goodTillDateEnabled: z.boolean(),
  resetPasswordEnabled: z.boolean(),
  tradeTokenEnabled: z.boolean(),
  tradeDocumentEnabled: z.boolean(),
  riskQuestionnaireEnabled: z.boolean(),
  sessionLoginMode: z.boolean(),
  passwordLoginMode: z.boolean(),
  notificationEnabled: z.boolean(),
  newsEnabled: z.boolean(),
  tourEnabled: z.boolean(),
  fundSwitchingEnabled: z.boolean(),
  oneToOneFundSwitchingEnabled: z.boolean(),
  bulkFundSubscribeEnabled: z.boolean(),
  hideFundTrading: z.boolean(),
  hideStockTrading: z.boolean(),
  overrideOutOfSpread: z.boolean(),
  usePreviousCloseForOrderTicket: z.boolean(),
  allowModifyOrderExchange: z.array(z.enum(['HKEX', 'US'])).refine(unique, 'Exchanges are listed once'),
  advisorFundTrading: z.boolean(),
  advisorStockTrading: z.boolean(),
  advisorVirtualAssetEnabled: z.boolean(),
  accountInformationEditable: z.boolean(),
  taxStatusEditable: z.boolean(),
  riskCheckEditable: z.boolean(),
  bankAccountEditable: z.boolean(),
  tradePasswordRequired: z.boolean(),
  captchaEnabled: z.boolean(),
});

const adminFlagsSchema = z.object({
  adminNewsEnabled: z.boolean(),
  adminRaqEnabled: z.boolean(),
  adminDocumentEnabled: z.boolean(),
  adminFundPickEnabled: z.boolean(),
  adminStockPickEnabled: z.boolean(),
  adminEditFundEnabled: z.boolean(),
  adminAccountEnabled: z.boolean(),
});

const themeSchema = z.object({
  primaryShades: z.tuple([
    hexColour,
    hexColour,
    hexColour,
    hexColour,
    hexColour,
    hexColour,
    hexColour,
    hexColour,
    hexColour,
    hexColour,
  ]),
  primaryShade: z.object({ light: shadeIndex, dark: shadeIndex }),
  headerBackground: z.object({ light: hexColour, dark: hexColour }),
  headerText: z.object({ light: hexColour, dark: hexColour }),
  fontFamily: text.optional(),
});

/**
 * The brand the server injects into index.html, parsed again by the web before it renders (STYLE: every boundary
 * parses). Typed against `PublicBrand`, so a field added to the config without a rule here fails to compile.
 */
export const publicBrandSchema: z.ZodType<PublicBrand> = z
  .object({
    variant: portalVariantSchema,
    name: localisedText,
    pageTitle: localisedText,
    header: localisedText,
    footer: localisedText,
    logo: z.string().regex(/^\/brands\/[a-z0-9-]+\.svg$/, 'A logo is /brands/<name>.svg'),
    theme: themeSchema,
    sources: z.array(z.enum(loginSources)).min(1).refine(unique, 'Sources are listed once'),
    flags: flagsSchema,
    adminFlags: adminFlagsSchema,
    cutOffTimes: z.object({ order: cutOffTime, deposit: cutOffTime, withdraw: cutOffTime }),
    marketTimeZone: timeZone,
    cashCurrencies: z.array(brandCurrency).min(1).refine(unique, 'Cash currencies are listed once'),
    depositInstructions: z.object({
      bankAccounts: z.array(
        z.object({
          currency: brandCurrency,
          bankName: localisedText,
          bankCode: z.string().regex(/^\d{3}$/, 'A bank code is three digits'),
          accountName: localisedText,
          accountNumber: z.string().regex(/^[0-9][0-9-]{5,30}$/, 'An account number is digits and dashes'),
        }),
      ),
      fpsIdentifier: z.string().regex(/^\d{7,9}$/, 'An FPS identifier is 7 to 9 digits'),
      fpsName: localisedText,
    }),
    reportingCurrencies: z.array(brandCurrency).min(1).refine(unique, 'Reporting currencies are listed once'),
    defaultReportingCurrency: brandCurrency,
    dataFeed: z.object({
      provider: z.enum(['simulator', 'fos']),
      companyCode: z.string().regex(/^[A-Z0-9]{2,12}$/, 'A company code is 2 to 12 capital letters or digits'),
    }),
    minimumAmountMultiplyFactor: z.number().positive().finite(),
    demonstration: z.boolean().optional(),
  })
  .superRefine((brand, context) => {
    if (!brand.reportingCurrencies.includes(brand.defaultReportingCurrency)) {
      context.addIssue({
        code: 'custom',
        path: ['defaultReportingCurrency'],
        message: 'The default reporting currency must be one of the reporting currencies',
      });
    }
    if (!brand.flags.passwordLoginMode && !brand.flags.sessionLoginMode) {
      context.addIssue({
        code: 'custom',
        path: ['flags'],
        message: 'A brand needs password login mode, session login mode or both',
      });
    }
  });
