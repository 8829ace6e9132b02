import { defineBrand, shades } from './define-brand';
import { teamAndDemoCutOffTimes } from './defaults';

/**
 * Teampoint Securities: a funds and stocks brokerage for self-directed clients on the securities gateway.
 * No advisor desk (advisorEnabled off), no plans, no virtual assets; cash top-up by bank transfer and FX, no eDDA.
 */
export const teamBrand = defineBrand({
  variant: 'team',
  name: { en: 'Teampoint Securities', 'zh-HK': '添峰證券', 'zh-CN': '添峰证券' },
  pageTitle: {
    en: 'Teampoint Securities | Online Trading',
    'zh-HK': '添峰證券 | 網上交易',
    'zh-CN': '添峰证券 | 网上交易',
  },
  header: { en: 'Securities & Funds', 'zh-HK': '證券及基金', 'zh-CN': '证券及基金' },
  footer: {
    en: 'Teampoint Securities Limited. Licensed by the SFC (CE No. BTQ218).',
    'zh-HK': '添峰證券有限公司。證監會持牌法團（中央編號：BTQ218）。',
    'zh-CN': '添峰证券有限公司。证监会持牌法团（中央编号：BTQ218）。',
  },
  theme: {
    primaryShades: shades('#f1f5fe #dee8ff #c2d4ff #a2bcfe #7e9ffe #5e82f8 #4769e4 #3655cd #2942b2 #1d3193'),
    primaryShade: { light: 6, dark: 7 },
    headerBackground: { light: '#ffffff', dark: '#141b33' },
    headerText: { light: '#1d3193', dark: '#dee8ff' },
  },
  flags: {
    advisorEnabled: false,
    fxEnabled: true,
    goodTillDateEnabled: true,
    tradeTokenEnabled: true,
    tourEnabled: false,
    fundSwitchingEnabled: true,
    allowModifyOrderExchange: ['HKEX'],
    advisorFundTrading: false,
    accountInformationEditable: false,
    tradePasswordRequired: true,
    captchaEnabled: true,
  },
  // SPEC §9: team and demo cut off orders at 16:00, deposits at 17:00 and withdrawals at 11:00.
  cutOffTimes: teamAndDemoCutOffTimes,
  reportingCurrencies: ['HKD', 'USD', 'CNY'],
  dataFeed: { companyCode: 'TPS' },
});
