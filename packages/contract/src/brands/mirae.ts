import { defineBrand, shades } from './define-brand';

/**
 * Miravista Wealth: private wealth management. Relationship managers and advisors run fund portfolios and
 * investment plans; clients see their whole wealth, including other assets they record themselves. Stock holdings
 * are shown but stock orders go through the relationship manager, so stock trading is hidden. FX without top-up.
 */
export const miraeBrand = defineBrand({
  variant: 'mirae',
  name: { en: 'Miravista Wealth', 'zh-HK': '遠見財富', 'zh-CN': '远见财富' },
  pageTitle: {
    en: 'Miravista Wealth | Private Wealth',
    'zh-HK': '遠見財富 | 私人財富',
    'zh-CN': '远见财富 | 私人财富',
  },
  header: { en: 'Private Wealth', 'zh-HK': '私人財富', 'zh-CN': '私人财富' },
  footer: {
    en: 'Miravista Wealth Management Limited. Licensed by the SFC (CE No. BMV150).',
    'zh-HK': '遠見財富管理有限公司。證監會持牌法團（中央編號：BMV150）。',
    'zh-CN': '远见财富管理有限公司。证监会持牌法团（中央编号：BMV150）。',
  },
  theme: {
    primaryShades: shades('#fef2ed #fee1d2 #ffc6a9 #ffa475 #f08346 #db640b #ba5305 #9e4500 #823802 #682b00'),
    primaryShade: { light: 6, dark: 7 },
    headerBackground: { light: '#ffffff', dark: '#24160e' },
    headerText: { light: '#682b00', dark: '#fee1d2' },
  },
  flags: {
    planEnabled: true,
    managerEnabled: true,
    assetEnabled: true,
    fxEnabled: true,
    ipoEnabled: false,
    cashTopUpEnabled: false,
    tradeTokenEnabled: true,
    fundSwitchingEnabled: true,
    oneToOneFundSwitchingEnabled: true,
    bulkFundSubscribeEnabled: true,
    // Holdings are shown; stock orders are placed by the relationship manager.
    hideStockTrading: true,
    bankAccountEditable: true,
  },
  adminFlags: {
    adminStockPickEnabled: false,
  },
  dataFeed: { companyCode: 'MVW' },
});
