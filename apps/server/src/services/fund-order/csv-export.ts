import type { FundOrder, FundOrderStatus, FundOrderType, Language } from '@portal/contract';
import { csvField, csvText } from '../../platform/content/csv';

/*
 * The fund order history as a CSV file (issue 6): UTF-8 with a byte-order mark (so spreadsheet programs read the
 * Chinese), CRLF line ends, every field quoted (RFC 4180: a quote inside is doubled), headers and the words of a
 * status or type in the reader's language. A text cell that a spreadsheet would run as a formula (= + - @ at the
 * start) is prefixed with an apostrophe; numbers are written as they are.
 */

const columns = [
  'orderId',
  'placedAt',
  'fundId',
  'fundName',
  'type',
  'direction',
  'status',
  'fundCurrency',
  'amount',
  'units',
  'nav',
  'fee',
  'payCurrency',
  'payAmount',
  'orderDate',
  'dealingDate',
  'settlementDate',
  'clientReference',
] as const;
type Column = (typeof columns)[number];

const headers: Record<Language, Record<Column, string>> = {
  en: {
    orderId: 'Order ID',
    placedAt: 'Placed at',
    fundId: 'Fund ID',
    fundName: 'Fund name',
    type: 'Type',
    direction: 'Direction',
    status: 'Status',
    fundCurrency: 'Fund currency',
    amount: 'Amount',
    units: 'Units',
    nav: 'NAV',
    fee: 'Fee',
    payCurrency: 'Pay currency',
    payAmount: 'Pay amount',
    orderDate: 'Order date',
    dealingDate: 'Dealing date',
    settlementDate: 'Settlement date',
    clientReference: 'Client reference',
  },
  'zh-HK': {
    orderId: '訂單編號',
    placedAt: '落單時間',
    fundId: '基金編號',
    fundName: '基金名稱',
    type: '類型',
    direction: '方向',
    status: '狀態',
    fundCurrency: '基金貨幣',
    amount: '金額',
    units: '單位',
    nav: '資產淨值',
    fee: '費用',
    payCurrency: '結算貨幣',
    payAmount: '結算金額',
    orderDate: '交易日',
    dealingDate: '定價日',
    settlementDate: '交收日',
    clientReference: '客戶參考編號',
  },
  'zh-CN': {
    orderId: '订单编号',
    placedAt: '下单时间',
    fundId: '基金编号',
    fundName: '基金名称',
    type: '类型',
    direction: '方向',
    status: '状态',
    fundCurrency: '基金货币',
    amount: '金额',
    units: '份额',
    nav: '资产净值',
    fee: '费用',
    payCurrency: '结算货币',
    payAmount: '结算金额',
    orderDate: '交易日',
    dealingDate: '定价日',
    settlementDate: '交收日',
    clientReference: '客户参考编号',
  },
};

const statusWords: Record<Language, Record<FundOrderStatus, string>> = {
  en: {
    pending: 'Pending',
    submitted: 'Submitted',
    processing: 'Processing',
    deducted: 'Deducted',
    priced: 'Priced',
    settled: 'Settled',
    cancelled: 'Cancelled',
    rejected: 'Rejected',
    failed: 'Failed',
  },
  'zh-HK': {
    pending: '待處理',
    submitted: '已提交',
    processing: '處理中',
    deducted: '已扣款',
    priced: '已定價',
    settled: '已交收',
    cancelled: '已取消',
    rejected: '已拒絕',
    failed: '失敗',
  },
  'zh-CN': {
    pending: '待处理',
    submitted: '已提交',
    processing: '处理中',
    deducted: '已扣款',
    priced: '已定价',
    settled: '已交收',
    cancelled: '已取消',
    rejected: '已拒绝',
    failed: '失败',
  },
};

const typeWords: Record<Language, Record<FundOrderType, string>> = {
  en: { S: 'Subscribe', R: 'Redeem' },
  'zh-HK': { S: '認購', R: '贖回' },
  'zh-CN': { S: '认购', R: '赎回' },
};

const directionWords: Record<Language, Record<FundOrder['direction'], string>> = {
  en: { I: 'In', O: 'Out' },
  'zh-HK': { I: '轉入', O: '轉出' },
  'zh-CN': { I: '转入', O: '转出' },
};

/** The orders as CSV text, BOM first. */
export function fundOrdersCsv(orders: readonly FundOrder[], language: Language): string {
  const header = columns.map((column) => csvField(headers[language][column]));
  const lines = orders.map((order) => {
    const cells: Record<Column, string> = {
      orderId: csvField(order.orderId),
      placedAt: csvField(order.placedAt),
      fundId: csvField(order.fundId),
      fundName: csvField(order.fundNames[language]),
      type: csvField(typeWords[language][order.type]),
      direction: csvField(directionWords[language][order.direction]),
      status: csvField(statusWords[language][order.status]),
      fundCurrency: csvField(order.fundCurrency),
      amount: csvField(order.amount, true),
      units: csvField(order.units, true),
      nav: csvField(order.nav, true),
      fee: csvField(order.fee, true),
      payCurrency: csvField(order.payCurrency),
      payAmount: csvField(order.payAmount, true),
      orderDate: csvField(order.orderDate),
      dealingDate: csvField(order.dealingDate),
      settlementDate: csvField(order.settlementDate),
      clientReference: csvField(order.clientReference),
    };
    return columns.map((column) => cells[column]);
  });
  return csvText([header, ...lines]);
}
