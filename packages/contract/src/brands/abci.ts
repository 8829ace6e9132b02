import { defineBrand, shades } from './define-brand';

/**
 * Arbor Bay Securities: a stocks and funds portal embedded in its parent bank's app. Clients arrive already signed
 * in through session login (password login is off, so there is no logout, only Exit); the bank app handles cash,
 * notifications and profile changes, so those areas are off or read-only here. No advisor desk.
 */
export const abciBrand = defineBrand({
  variant: 'abci',
  name: { en: 'Arbor Bay Securities', 'zh-HK': '雅柏灣證券', 'zh-CN': '雅柏湾证券' },
  pageTitle: {
    en: 'Arbor Bay Securities | Securities Trading',
    'zh-HK': '雅柏灣證券 | 證券交易',
    'zh-CN': '雅柏湾证券 | 证券交易',
  },
  header: { en: 'Securities Trading', 'zh-HK': '證券交易', 'zh-CN': '证券交易' },
  footer: {
    en: 'Arbor Bay Securities Limited. Licensed by the SFC (CE No. BAB745).',
    'zh-HK': '雅柏灣證券有限公司。證監會持牌法團（中央編號：BAB745）。',
    'zh-CN': '雅柏湾证券有限公司。证监会持牌法团（中央编号：BAB745）。',
  },
  theme: {
    primaryShades: shades('#ecfaeb #d5f1d5 #b4e3b4 #8fd191 #69bb6d #46a34d #238d32 #03791f #026317 #004e10'),
    primaryShade: { light: 7, dark: 8 },
    headerBackground: { light: '#ffffff', dark: '#0f1f12' },
    headerText: { light: '#004e10', dark: '#d5f1d5' },
  },
  flags: {
    portfolioEnabled: false,
    cashEnabled: false,
    advisorEnabled: false,
    cashTopUpEnabled: false,
    goodTillDateEnabled: true,
    tradeDocumentEnabled: false,
    sessionLoginMode: true,
    passwordLoginMode: false,
    notificationEnabled: false,
    newsEnabled: false,
    tourEnabled: false,
    overrideOutOfSpread: true,
    allowModifyOrderExchange: ['HKEX'],
    advisorFundTrading: false,
    accountInformationEditable: false,
    taxStatusEditable: false,
    riskCheckEditable: false,
    tradePasswordRequired: true,
  },
  adminFlags: {
    adminNewsEnabled: false,
    adminDocumentEnabled: false,
    adminEditFundEnabled: false,
  },
  reportingCurrencies: ['HKD', 'CNY'],
  dataFeed: { companyCode: 'ABS' },
});
