import type { Language } from '@portal/contract/domain/language';
import {
  cashMovementKindOf,
  cashMovementStatusLabels,
  cashMovementTypeLabels,
} from '@portal/contract/domain/cash/cash-movement-kinds';
import { csvField, csvText } from '../../platform/content/csv';
import type { MovementRow } from './movement-query';

const columns = ['at', 'type', 'description', 'reference', 'currency', 'amount', 'balance', 'status'] as const;
type Column = (typeof columns)[number];

const headers: { readonly [L in Language]: { readonly [C in Column]: string } } = {
  en: {
    at: 'Time',
    type: 'Type',
    description: 'Description',
    reference: 'Reference',
    currency: 'Currency',
    amount: 'Amount',
    balance: 'Balance',
    status: 'Status',
  },
  'zh-HK': {
    at: '時間',
    type: '類別',
    description: '描述',
    reference: '參考編號',
    currency: '貨幣',
    amount: '金額',
    balance: '結餘',
    status: '狀態',
  },
  'zh-CN': {
    at: '时间',
    type: '类别',
    description: '描述',
    reference: '参考编号',
    currency: '货币',
    amount: '金额',
    balance: '结余',
    status: '状态',
  },
};

/** The movements as a CSV file (platform/content/csv: BOM, quoted fields), headers and words in the asked language. */
export function cashMovementsCsv(rows: readonly MovementRow[], language: Language): string {
  const header = columns.map((column) => csvField(headers[language][column]));
  const lines = rows.map((row) => {
    const cells: Record<Column, string> = {
      at: csvField(row.at),
      type: csvField(cashMovementTypeLabels[row.type][language]),
      description: csvField(cashMovementKindOf(row.kind).text[language]),
      reference: csvField(row.reference),
      currency: csvField(row.currency),
      amount: csvField(row.amount.toFixed(), true),
      balance: csvField(row.balance.toFixed(), true),
      status: csvField(row.status === null ? '' : cashMovementStatusLabels[row.status][language]),
    };
    return columns.map((column) => cells[column]);
  });
  return csvText([header, ...lines]);
}
