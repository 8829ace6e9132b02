import { defineBrand, shades } from './define-brand';

/**
 * Cepa Capital: a cross-boundary brokerage for Greater Bay Area clients trading Hong Kong stocks and funds with
 * renminbi. Cash in CNY and HKD with FX; reporting in CNY or USD (no HKD, so CNY is the default). Advisors trade
 * both stocks and funds for advisees. Account details are maintained by the back office, so none is editable.
 */
export const cepaBrand = defineBrand({
  variant: 'cepa',
  name: { en: 'Cepa Capital', 'zh-HK': '思博資本', 'zh-CN': '思博资本' },
  pageTitle: {
    en: 'Cepa Capital | Cross-boundary Investing',
    'zh-HK': '思博資本 | 跨境投資',
    'zh-CN': '思博资本 | 跨境投资',
  },
  header: { en: 'Cross-boundary Investing', 'zh-HK': '跨境投資', 'zh-CN': '跨境投资' },
  footer: {
    en: 'Cepa Capital Securities Limited. Licensed by the SFC (CE No. BKC362).',
    'zh-HK': '思博資本證券有限公司。證監會持牌法團（中央編號：BKC362）。',
    'zh-CN': '思博资本证券有限公司。证监会持牌法团（中央编号：BKC362）。',
  },
  theme: {
    primaryShades: shades('#fff2f0 #fee0dd #fec4be #ffa098 #fd736d #e9504d #d22d33 #bb061e #9b0116 #7c000f'),
    primaryShade: { light: 7, dark: 7 },
    headerBackground: { light: '#ffffff', dark: '#2a0d10' },
    headerText: { light: '#7c000f', dark: '#fee0dd' },
  },
  flags: {
    portfolioEnabled: false,
    fxEnabled: true,
    corporateActionEnabled: false,
    tradeTokenEnabled: true,
    tradeDocumentEnabled: false,
    newsEnabled: false,
    tourEnabled: false,
    // Order tickets open at the previous close: cross-boundary clients see delayed quotes.
    usePreviousCloseForOrderTicket: true,
    allowModifyOrderExchange: ['HKEX'],
    advisorStockTrading: true,
    accountInformationEditable: false,
    taxStatusEditable: false,
    riskCheckEditable: false,
    tradePasswordRequired: true,
    captchaEnabled: true,
  },
  adminFlags: {
    adminNewsEnabled: false,
    adminDocumentEnabled: false,
    adminEditFundEnabled: false,
  },
  cashCurrencies: ['CNY', 'HKD'],
  reportingCurrencies: ['CNY', 'USD'],
  // HKD is not among the reporting currencies, so the default is renminbi.
  defaultReportingCurrency: 'CNY',
  dataFeed: { companyCode: 'CEPA' },
});
