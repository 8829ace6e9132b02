import { defineBrand, shades } from './define-brand';

/**
 * Asterra Securities: an active-trader brokerage for Hong Kong and US stocks plus virtual assets, with a securities
 * account on the gateway and a VA account on FOS (the login form switches between them). IPOs, corporate actions,
 * good-till-date orders, order changes on both exchanges, eDDA top-up and FX. Advisors trade stocks and virtual
 * assets; there are no funds, plans or portfolios.
 */
export const asaBrand = defineBrand({
  variant: 'asa',
  name: { en: 'Asterra Securities', 'zh-HK': '星域證券', 'zh-CN': '星域证券' },
  pageTitle: {
    en: 'Asterra Securities | Stocks & Virtual Assets',
    'zh-HK': '星域證券 | 股票及虛擬資產',
    'zh-CN': '星域证券 | 股票及虚拟资产',
  },
  header: { en: 'Stocks & Virtual Assets', 'zh-HK': '股票及虛擬資產', 'zh-CN': '股票及虚拟资产' },
  footer: {
    en: 'Asterra Securities Limited. Licensed by the SFC (CE No. BSA286).',
    'zh-HK': '星域證券有限公司。證監會持牌法團（中央編號：BSA286）。',
    'zh-CN': '星域证券有限公司。证监会持牌法团（中央编号：BSA286）。',
  },
  theme: {
    primaryShades: shades('#e7f9fd #cceff8 #a3e0ef #73cde2 #3cb6d0 #0b9db6 #0a849a #016f82 #045b6b #024855'),
    primaryShade: { light: 7, dark: 8 },
    headerBackground: { light: '#024855', dark: '#0b1c21' },
    headerText: { light: '#ffffff', dark: '#cceff8' },
  },
  sources: ['gateway', 'fos'],
  flags: {
    fundEnabled: false,
    portfolioEnabled: false,
    managerEnabled: true,
    cryptoEnabled: true,
    fxEnabled: true,
    eddaEnabled: true,
    goodTillDateEnabled: true,
    tradeTokenEnabled: true,
    // The questionnaire page belongs to fund suitability; this brand has no funds.
    riskQuestionnaireEnabled: false,
    overrideOutOfSpread: true,
    allowModifyOrderExchange: ['HKEX', 'US'],
    advisorFundTrading: false,
    advisorStockTrading: true,
    advisorVirtualAssetEnabled: true,
    bankAccountEditable: true,
    tradePasswordRequired: true,
    captchaEnabled: true,
  },
  adminFlags: {
    adminRaqEnabled: false,
    adminFundPickEnabled: false,
    adminEditFundEnabled: false,
  },
  // US stocks settle in dollars, so the cash accounts are HKD and USD.
  cashCurrencies: ['HKD', 'USD'],
  dataFeed: { companyCode: 'ASTR' },
});
