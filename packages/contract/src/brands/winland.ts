import { defineBrand, shades } from './define-brand';

/**
 * Winland Securities: a traditional funds and Hong Kong stocks house with investment plans and an advisor desk.
 * Conservative order handling: order tickets open at the previous close and HKEX orders can be changed. Clients
 * reset forgotten passwords themselves; cash top-up by bank transfer, no eDDA or FX.
 */
export const winlandBrand = defineBrand({
  variant: 'winland',
  name: { en: 'Winland Securities', 'zh-HK': '穎嵐證券', 'zh-CN': '颖岚证券' },
  pageTitle: {
    en: 'Winland Securities | Funds & Securities',
    'zh-HK': '穎嵐證券 | 基金及證券',
    'zh-CN': '颖岚证券 | 基金及证券',
  },
  header: { en: 'Funds & Securities', 'zh-HK': '基金及證券', 'zh-CN': '基金及证券' },
  footer: {
    en: 'Winland Securities Limited. Licensed by the SFC (CE No. BWL903).',
    'zh-HK': '穎嵐證券有限公司。證監會持牌法團（中央編號：BWL903）。',
    'zh-CN': '颖岚证券有限公司。证监会持牌法团（中央编号：BWL903）。',
  },
  theme: {
    primaryShades: shades('#fef3e5 #fae4c7 #f2ce9d #e5b46e #d3983c #bb7e02 #9e6a04 #855904 #6e4903 #573901'),
    primaryShade: { light: 7, dark: 7 },
    headerBackground: { light: '#fef3e5', dark: '#221a0c' },
    headerText: { light: '#573901', dark: '#fae4c7' },
  },
  flags: {
    planEnabled: true,
    resetPasswordEnabled: true,
    tourEnabled: false,
    fundSwitchingEnabled: true,
    usePreviousCloseForOrderTicket: true,
    allowModifyOrderExchange: ['HKEX'],
    advisorStockTrading: true,
    accountInformationEditable: false,
    captchaEnabled: true,
  },
  // SPEC §9 gives winland a single 12:00 cut-off; it is the order cut-off (like magpie's 13:15), deposits and
  // withdrawals keep the default 16:30.
  cutOffTimes: { order: '12:00' },
  reportingCurrencies: ['HKD', 'USD', 'CNY'],
  dataFeed: { companyCode: 'WLS' },
});
