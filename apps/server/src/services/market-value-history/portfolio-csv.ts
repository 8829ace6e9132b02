import type { NetWorth, NetWorthHistory } from '@portal/contract';
import type { Language } from '@portal/contract/domain/language';
import { csvField, csvText } from '../../platform/content/csv';

/* The one portfolio's CSV exports (issue 26): the holdings and the value history, headers in the reader's language. */

const headers = {
  holdings: {
    en: [
      'Holding',
      'Name',
      'Category',
      'Market',
      'Risk level',
      'Currency',
      'Quantity',
      'Value',
      'Reporting currency',
      'Value (reporting)',
      'Valued at',
    ],
    'zh-HK': [
      '持倉',
      '名稱',
      '類別',
      '市場',
      '風險級別',
      '貨幣',
      '數量',
      '市值',
      '報告貨幣',
      '市值（報告貨幣）',
      '估值時間',
    ],
    'zh-CN': [
      '持仓',
      '名称',
      '类别',
      '市场',
      '风险级别',
      '货币',
      '数量',
      '市值',
      '报告货币',
      '市值（报告货币）',
      '估值时间',
    ],
  },
  history: {
    en: ['Date', 'Currency', 'Net worth', 'External flow', 'Cumulative return (%)'],
    'zh-HK': ['日期', '貨幣', '資產淨值', '外部資金流', '累計回報（%）'],
    'zh-CN': ['日期', '货币', '资产净值', '外部资金流', '累计回报（%）'],
  },
} as const;

export function holdingsCsv(netWorth: NetWorth, language: Language): string {
  return csvText([
    [...headers.holdings[language]].map((header) => csvField(header)),
    ...netWorth.holdings.map((holding) => [
      csvField(holding.holdingId),
      csvField(holding.names[language]),
      csvField(holding.category),
      csvField(holding.market),
      csvField(holding.riskLevel),
      csvField(holding.currency),
      csvField(holding.quantity, true),
      csvField(holding.value, true),
      csvField(netWorth.reportingCurrency),
      csvField(holding.valueReporting, true),
      csvField(holding.valuedAt),
    ]),
  ]);
}

export function historyCsv(
  currency: string,
  points: readonly NetWorthHistory['points'][number][],
  language: Language,
): string {
  return csvText([
    [...headers.history[language]].map((header) => csvField(header)),
    ...points.map((point) => [
      csvField(point.date),
      csvField(currency),
      csvField(point.value, true),
      csvField(point.flow, true),
      csvField(point.cumulativeReturn, true),
    ]),
  ]);
}
