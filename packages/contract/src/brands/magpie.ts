import { defineBrand, shades } from './define-brand';

/**
 * Magpie Wealth: a funds-only wealth manager. Clients subscribe, redeem and switch funds (bulk and one-to-one),
 * advisors place fund orders for their advisees. No stocks, plans or virtual assets; cash shows movements only.
 * Clients who forget their password reset it themselves.
 */
export const magpieBrand = defineBrand({
  variant: 'magpie',
  name: { en: 'Magpie Wealth', 'zh-HK': '喜鵲財富', 'zh-CN': '喜鹊财富' },
  pageTitle: { en: 'Magpie Wealth | Fund Investing', 'zh-HK': '喜鵲財富 | 基金投資', 'zh-CN': '喜鹊财富 | 基金投资' },
  header: { en: 'Fund Investing', 'zh-HK': '基金投資', 'zh-CN': '基金投资' },
  footer: {
    en: 'Magpie Wealth Management Limited. Licensed by the SFC (CE No. BMQ417).',
    'zh-HK': '喜鵲財富管理有限公司。證監會持牌法團（中央編號：BMQ417）。',
    'zh-CN': '喜鹊财富管理有限公司。证监会持牌法团（中央编号：BMQ417）。',
  },
  theme: {
    primaryShades: shades('#e9f9f5 #cff0e9 #a9e2d6 #7ed0c0 #4fb9a7 #0ea28f #038978 #037465 #035f53 #034b41'),
    primaryShade: { light: 7, dark: 8 },
    headerBackground: { light: '#034b41', dark: '#0b1f1c' },
    headerText: { light: '#ffffff', dark: '#cff0e9' },
  },
  flags: {
    stockEnabled: false,
    managerEnabled: true,
    ipoEnabled: false,
    corporateActionEnabled: false,
    cashTopUpEnabled: false,
    resetPasswordEnabled: true,
    fundSwitchingEnabled: true,
    oneToOneFundSwitchingEnabled: true,
    bulkFundSubscribeEnabled: true,
    bankAccountEditable: true,
  },
  adminFlags: {
    adminStockPickEnabled: false,
  },
  // SPEC §9: magpie cuts off fund orders at 13:15; deposits and withdrawals keep the default.
  cutOffTimes: { order: '13:15' },
  dataFeed: { companyCode: 'MGW' },
});
