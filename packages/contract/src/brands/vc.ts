import { defineBrand, shades } from './define-brand';

/**
 * Victoria Crest Asset Management: goal-based investment plans and model portfolios built from funds, with an
 * advisor desk. Clients invest through plans and bulk subscriptions, so single-fund trading is hidden and fund pages
 * are for research. Other assets can be recorded for a whole-wealth view; cash top-up with eDDA.
 */
export const vcBrand = defineBrand({
  variant: 'vc',
  name: { en: 'Victoria Crest Asset Management', 'zh-HK': '域峰資產管理', 'zh-CN': '域峰资产管理' },
  pageTitle: {
    en: 'Victoria Crest | Wealth Plans',
    'zh-HK': '域峰資產管理 | 財富計劃',
    'zh-CN': '域峰资产管理 | 财富计划',
  },
  header: { en: 'Wealth Plans', 'zh-HK': '財富計劃', 'zh-CN': '财富计划' },
  footer: {
    en: 'Victoria Crest Asset Management Limited. Licensed by the SFC (CE No. BVC528).',
    'zh-HK': '域峰資產管理有限公司。證監會持牌法團（中央編號：BVC528）。',
    'zh-CN': '域峰资产管理有限公司。证监会持牌法团（中央编号：BVC528）。',
  },
  theme: {
    primaryShades: shades('#fff0fd #fcdcf8 #f5c1ef #e9a1e2 #d681cf #c163ba #aa49a4 #953490 #7f237a #661663'),
    primaryShade: { light: 7, dark: 8 },
    headerBackground: { light: '#661663', dark: '#241023' },
    headerText: { light: '#ffffff', dark: '#fcdcf8' },
  },
  flags: {
    stockEnabled: false,
    planEnabled: true,
    managerEnabled: true,
    assetEnabled: true,
    ipoEnabled: false,
    corporateActionEnabled: false,
    eddaEnabled: true,
    bulkFundSubscribeEnabled: true,
    // Clients invest through plans and bulk subscriptions; single-fund order buttons are hidden.
    hideFundTrading: true,
    riskCheckEditable: false,
    bankAccountEditable: true,
  },
  adminFlags: {
    adminStockPickEnabled: false,
  },
  dataFeed: { companyCode: 'VCAM' },
});
