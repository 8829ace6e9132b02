import type { Language } from '@portal/contract/domain/language';

/** What a contract note and a monthly stock statement print, in the client's language (ADR 024). */
export type StockDocumentTexts = {
  readonly contractNote: string;
  readonly monthlyStatement: string;
  readonly period: (start: string, end: string) => string;
  readonly subject: (title: string, account: string, period: string) => string;
  readonly footer: (title: string, account: string, period: string) => string;
  readonly accountLine: (account: string, source: string, period: string) => string;
  readonly accountHolder: string;
  readonly account: string;
  readonly tradeDate: string;
  readonly periodFrom: string;
  readonly periodTo: string;
  readonly trades: string;
  readonly tradeHeading: (side: string, quantity: string, stock: string, price: string) => string;
  readonly time: string;
  readonly stock: string;
  readonly side: string;
  readonly buy: string;
  readonly sell: string;
  readonly quantity: string;
  readonly price: string;
  readonly currency: string;
  readonly consideration: string;
  readonly totalFees: string;
  readonly netAmount: string;
  readonly netPayable: string;
  readonly netReceivable: string;
  readonly settlementDate: string;
  readonly orderReference: string;
  readonly tradeReference: string;
  readonly summary: string;
  readonly noTrades: string;
  readonly positions: string;
  readonly openingQuantity: string;
  readonly closingQuantity: string;
  readonly closingPrice: string;
  readonly marketValue: string;
  readonly marketValueTotal: (currency: string) => string;
  readonly noPositions: string;
  readonly cashMovements: string;
  readonly description: string;
  readonly reference: string;
  readonly amount: string;
  readonly noCashMovements: string;
  readonly marketValueNote: string;
  /** Journal kinds of the stock area as words; a kind not listed is printed from its name. */
  readonly kinds: Readonly<Record<string, string>>;
};

const english: StockDocumentTexts = {
  contractNote: 'Contract note',
  monthlyStatement: 'Monthly stock statement',
  period: (start, end) => `${start} to ${end}`,
  subject: (title, account, period) => `${title} of account ${account} for ${period}`,
  footer: (title, account, period) =>
    `${title}, ${account}, ${period}. Exchange local times. Please report any discrepancy within 14 days.`,
  accountLine: (account, source, period) => `Account ${account} (${source}) - ${period}`,
  accountHolder: 'Account holder',
  account: 'Account',
  tradeDate: 'Trade date',
  periodFrom: 'Period from',
  periodTo: 'Period to',
  trades: 'Trades',
  tradeHeading: (side, quantity, stock, price) => `${side} ${quantity} ${stock} at ${price}`,
  time: 'Time',
  stock: 'Stock',
  side: 'Side',
  buy: 'Buy',
  sell: 'Sell',
  quantity: 'Quantity',
  price: 'Price',
  currency: 'Currency',
  consideration: 'Consideration',
  totalFees: 'Total fees',
  netAmount: 'Net amount',
  netPayable: 'You pay (net)',
  netReceivable: 'You receive (net)',
  settlementDate: 'Settlement date',
  orderReference: 'Order reference',
  tradeReference: 'Trade reference',
  summary: 'Summary',
  noTrades: 'No trades in this period.',
  positions: 'Positions',
  openingQuantity: 'Opening quantity',
  closingQuantity: 'Closing quantity',
  closingPrice: 'Closing price',
  marketValue: 'Market value',
  marketValueTotal: (currency) => `Market value in ${currency}`,
  noPositions: 'No positions in this period.',
  cashMovements: 'Cash movements',
  description: 'Description',
  reference: 'Reference',
  amount: 'Amount',
  noCashMovements: 'No cash movements of stock trading in this period.',
  marketValueNote:
    "Market value: closing quantity x the stock's last closing price on or before the period's end, rounded to the cent.",
  kinds: {
    'stockOrder.hold': 'Amount held for an order',
    'stockOrder.holdMore': 'More held for an amended order',
    'stockOrder.release': 'Hold released',
    'stockOrder.fill': 'Trade',
    'ipo.hold': 'IPO application held',
    'ipo.release': 'IPO hold released',
    'ipo.charge': 'IPO application charged',
    'ipo.refund': 'IPO refund',
    'ipo.allotment': 'IPO allotment',
    'corporateAction.dividend': 'Cash dividend',
    'corporateAction.bonus': 'Bonus shares',
    'corporateAction.split': 'Share split',
    'corporateAction.consolidation': 'Share consolidation',
    'corporateAction.hold': 'Held for an election',
    'corporateAction.subscription': 'Rights subscription',
    'corporateAction.rights': 'Rights shares',
    'corporateAction.scrip': 'Scrip dividend',
  },
};

const traditional: StockDocumentTexts = {
  contractNote: '成交單據',
  monthlyStatement: '股票月結單',
  period: (start, end) => `${start} 至 ${end}`,
  subject: (title, account, period) => `帳戶 ${account} 的${title}（${period}）`,
  footer: (title, account, period) =>
    `${account} 的${title}（${period}）。時間為交易所當地時間。如有任何差異，請於 14 日內通知我們。`,
  accountLine: (account, source, period) => `帳戶 ${account}（${source}）- ${period}`,
  accountHolder: '帳戶持有人',
  account: '帳戶',
  tradeDate: '交易日期',
  periodFrom: '期間由',
  periodTo: '期間至',
  trades: '成交',
  tradeHeading: (side, quantity, stock, price) => `${side} ${quantity} 股 ${stock}，價格 ${price}`,
  time: '時間',
  stock: '股票',
  side: '買賣',
  buy: '買入',
  sell: '賣出',
  quantity: '數量',
  price: '價格',
  currency: '貨幣',
  consideration: '成交金額',
  totalFees: '費用總額',
  netAmount: '淨額',
  netPayable: '閣下應付淨額',
  netReceivable: '閣下應收淨額',
  settlementDate: '交收日期',
  orderReference: '訂單編號',
  tradeReference: '成交編號',
  summary: '摘要',
  noTrades: '此期間沒有成交。',
  positions: '持倉',
  openingQuantity: '期初數量',
  closingQuantity: '期末數量',
  closingPrice: '收市價',
  marketValue: '市值',
  marketValueTotal: (currency) => `${currency} 市值`,
  noPositions: '此期間沒有持倉。',
  cashMovements: '現金變動',
  description: '描述',
  reference: '參考編號',
  amount: '金額',
  noCashMovements: '此期間沒有股票交易的現金變動。',
  marketValueNote: '市值：期末數量乘以該股票於期末或之前的最後收市價，調整至仙位。',
  kinds: {
    'stockOrder.hold': '訂單凍結金額',
    'stockOrder.holdMore': '改單追加凍結',
    'stockOrder.release': '解除凍結',
    'stockOrder.fill': '成交',
    'ipo.hold': '新股認購凍結',
    'ipo.release': '新股解除凍結',
    'ipo.charge': '新股認購扣款',
    'ipo.refund': '新股退款',
    'ipo.allotment': '新股配發',
    'corporateAction.dividend': '現金股息',
    'corporateAction.bonus': '紅股',
    'corporateAction.split': '股份拆細',
    'corporateAction.consolidation': '股份合併',
    'corporateAction.hold': '選擇凍結',
    'corporateAction.subscription': '供股認購',
    'corporateAction.rights': '供股股份',
    'corporateAction.scrip': '以股代息',
  },
};

const simplified: StockDocumentTexts = {
  ...traditional,
  contractNote: '成交单据',
  monthlyStatement: '股票月结单',
  subject: (title, account, period) => `账户 ${account} 的${title}（${period}）`,
  footer: (title, account, period) =>
    `${account} 的${title}（${period}）。时间为交易所当地时间。如有任何差异，请于 14 日内通知我们。`,
  accountLine: (account, source, period) => `账户 ${account}（${source}）- ${period}`,
  accountHolder: '账户持有人',
  account: '账户',
  periodFrom: '期间由',
  periodTo: '期间至',
  tradeHeading: (side, quantity, stock, price) => `${side} ${quantity} 股 ${stock}，价格 ${price}`,
  side: '买卖',
  buy: '买入',
  sell: '卖出',
  quantity: '数量',
  price: '价格',
  currency: '货币',
  consideration: '成交金额',
  totalFees: '费用总额',
  netAmount: '净额',
  netPayable: '阁下应付净额',
  netReceivable: '阁下应收净额',
  settlementDate: '交收日期',
  orderReference: '订单编号',
  tradeReference: '成交编号',
  summary: '摘要',
  noTrades: '此期间没有成交。',
  positions: '持仓',
  openingQuantity: '期初数量',
  closingQuantity: '期末数量',
  closingPrice: '收市价',
  marketValue: '市值',
  noPositions: '此期间没有持仓。',
  cashMovements: '现金变动',
  description: '描述',
  reference: '参考编号',
  amount: '金额',
  noCashMovements: '此期间没有股票交易的现金变动。',
  marketValueNote: '市值：期末数量乘以该股票于期末或之前的最后收市价，调整至分位。',
  kinds: {
    'stockOrder.hold': '订单冻结金额',
    'stockOrder.holdMore': '改单追加冻结',
    'stockOrder.release': '解除冻结',
    'stockOrder.fill': '成交',
    'ipo.hold': '新股认购冻结',
    'ipo.release': '新股解除冻结',
    'ipo.charge': '新股认购扣款',
    'ipo.refund': '新股退款',
    'ipo.allotment': '新股配发',
    'corporateAction.dividend': '现金股息',
    'corporateAction.bonus': '红股',
    'corporateAction.split': '股份拆细',
    'corporateAction.consolidation': '股份合并',
    'corporateAction.hold': '选择冻结',
    'corporateAction.subscription': '供股认购',
    'corporateAction.rights': '供股股份',
    'corporateAction.scrip': '以股代息',
  },
};

export const stockDocumentTexts: Readonly<Record<Language, StockDocumentTexts>> = {
  en: english,
  'zh-HK': traditional,
  'zh-CN': simplified,
};

/** The stock area's journal kinds (the ledger's `kind` prefixes, ADR 028 "Names"). */
export const stockAreaKindPrefixes = ['stockOrder.', 'ipo.', 'corporateAction.'] as const;

/** A journal kind as words; a kind no text lists is spelt out from its name. */
export function stockKindLabel(kind: string, language: Language): string {
  const kinds = stockDocumentTexts[language].kinds;
  const known = Object.hasOwn(kinds, kind) ? kinds[kind] : undefined;
  if (known !== undefined) return known;
  const spaced = kind.replace(/[._]/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}
