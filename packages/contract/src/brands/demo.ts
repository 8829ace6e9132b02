import { defineBrand, shades } from './define-brand';
import { teamAndDemoCutOffTimes } from './defaults';

/**
 * Demo Securities & Wealth: the showcase with every area switched on: both login sources (securities gateway and
 * virtual assets), funds, stocks, crypto, cash with top-up, eDDA and FX, other assets, plans, portfolios, the advisor
 * desk and every admin area. Password login only, so the showcase opens on the ordinary login form.
 */
export const demoBrand = defineBrand({
  variant: 'demo',
  name: { en: 'Demo Securities & Wealth', 'zh-HK': '示範證券及財富', 'zh-CN': '示范证券及财富' },
  pageTitle: {
    en: 'Demo Securities & Wealth | Investor Portal',
    'zh-HK': '示範證券及財富 | 投資者平台',
    'zh-CN': '示范证券及财富 | 投资者平台',
  },
  header: { en: 'Wealth & Brokerage', 'zh-HK': '財富及經紀', 'zh-CN': '财富及经纪' },
  footer: {
    en: 'Demo Securities & Wealth Limited. For demonstration only; no real orders are placed.',
    'zh-HK': '示範證券及財富有限公司。僅供示範，不會執行真實交易。',
    'zh-CN': '示范证券及财富有限公司。仅供示范，不会执行真实交易。',
  },
  theme: {
    primaryShades: shades('#eff6fe #d8eafe #b5d8fe #8ac3fe #56aafb #2a90e9 #0078cf #0465af #035390 #004174'),
    primaryShade: { light: 6, dark: 7 },
    headerBackground: { light: '#035390', dark: '#0d1826' },
    headerText: { light: '#ffffff', dark: '#d8eafe' },
  },
  sources: ['gateway', 'fos'],
  flags: {
    planEnabled: true,
    managerEnabled: true,
    cryptoEnabled: true,
    assetEnabled: true,
    fxEnabled: true,
    eddaEnabled: true,
    goodTillDateEnabled: true,
    resetPasswordEnabled: true,
    tradeTokenEnabled: true,
    fundSwitchingEnabled: true,
    oneToOneFundSwitchingEnabled: true,
    bulkFundSubscribeEnabled: true,
    overrideOutOfSpread: true,
    allowModifyOrderExchange: ['HKEX', 'US'],
    advisorStockTrading: true,
    advisorVirtualAssetEnabled: true,
    bankAccountEditable: true,
    tradePasswordRequired: true,
    captchaEnabled: true,
  },
  // SPEC §9: team and demo cut off orders at 16:00, deposits at 17:00 and withdrawals at 11:00.
  cutOffTimes: teamAndDemoCutOffTimes,
  cashCurrencies: ['HKD', 'USD', 'CNY'],
  reportingCurrencies: ['HKD', 'USD', 'CNY'],
  dataFeed: { companyCode: 'DEMO' },
});
