import { defineBrand, shades } from './define-brand';

/**
 * Demo Virtual Assets: the virtual-asset showcase. Clients sign in on the FOS source only and trade, deposit and
 * withdraw crypto; prices come from the FOS data feed. Advisors have no VA order panel here (vaOrder is demo's:
 * advisorVirtualAssetEnabled off, ADR 045).
 * Securities areas (funds, stocks, plans, cash, other assets) are off.
 */
export const vademoBrand = defineBrand({
  variant: 'vademo',
  name: { en: 'Demo Virtual Assets', 'zh-HK': '示範虛擬資產', 'zh-CN': '示范虚拟资产' },
  pageTitle: {
    en: 'Demo Virtual Assets | Virtual Asset Trading',
    'zh-HK': '示範虛擬資產 | 虛擬資產交易',
    'zh-CN': '示范虚拟资产 | 虚拟资产交易',
  },
  header: { en: 'Virtual Asset Trading', 'zh-HK': '虛擬資產交易', 'zh-CN': '虚拟资产交易' },
  footer: {
    en: 'Demo Virtual Assets Limited. For demonstration only; no real virtual assets are traded.',
    'zh-HK': '示範虛擬資產有限公司。僅供示範，不會進行真實虛擬資產交易。',
    'zh-CN': '示范虚拟资产有限公司。仅供示范，不会进行真实虚拟资产交易。',
  },
  theme: {
    primaryShades: shades('#f5f3fe #e9e4fe #d7ccfe #c3affe #ad8dfe #976ef1 #8253dc #703dc6 #5d2bac #4a1d8d'),
    primaryShade: { light: 6, dark: 8 },
    headerBackground: { light: '#4a1d8d', dark: '#160f26' },
    headerText: { light: '#ffffff', dark: '#e9e4fe' },
  },
  sources: ['fos'],
  flags: {
    fundEnabled: false,
    stockEnabled: false,
    portfolioEnabled: false,
    cashEnabled: false,
    cryptoEnabled: true,
    ipoEnabled: false,
    corporateActionEnabled: false,
    cashTopUpEnabled: false,
    tradeDocumentEnabled: false,
    riskQuestionnaireEnabled: false,
    advisorFundTrading: false,
    advisorVirtualAssetEnabled: false,
    taxStatusEditable: false,
    riskCheckEditable: false,
  },
  adminFlags: {
    adminRaqEnabled: false,
    adminDocumentEnabled: false,
    adminFundPickEnabled: false,
    adminStockPickEnabled: false,
    adminEditFundEnabled: false,
  },
  cashCurrencies: ['USD', 'HKD'],
  reportingCurrencies: ['USD'],
  // Virtual assets are quoted in US dollars; HKD is not offered for reporting, so USD is the default.
  defaultReportingCurrency: 'USD',
  dataFeed: { provider: 'fos', companyCode: 'VADEMO' },
});
