import type { Language } from '@portal/contract/domain/language';
import { fundLedgerKinds } from '../fund-order/public';

/** What a statement prints, in the client's language (ADR 024). */
export type StatementTexts = {
  readonly title: { readonly daily: string; readonly monthly: string };
  readonly period: (start: string, end: string) => string;
  readonly subject: (title: string, account: string, period: string) => string;
  readonly footer: (title: string, account: string, period: string) => string;
  readonly accountLine: (account: string, source: string, period: string) => string;
  readonly accountHolder: string;
  readonly account: string;
  readonly periodFrom: string;
  readonly periodTo: string;
  readonly balances: string;
  readonly asset: string;
  readonly opening: string;
  readonly closingAvailable: string;
  readonly closingOnHold: string;
  readonly closingTotal: string;
  readonly cash: (currency: string) => string;
  readonly unitsOf: (fundName: string, fundId: string) => string;
  readonly openingBalance: string;
  readonly closingBalance: string;
  readonly dateAndTime: string;
  readonly description: string;
  readonly reference: string;
  readonly available: string;
  readonly onHold: string;
  readonly noMovements: string;
  readonly holdingsAt: (day: string) => string;
  readonly noHoldings: string;
  readonly fund: string;
  readonly units: string;
  readonly nav: string;
  readonly navDate: string;
  readonly marketValue: string;
  readonly marketValueNote: string;
  /** Journal kinds as words; a kind not listed is printed from its name (English). */
  readonly kinds: Readonly<Record<string, string>>;
};

const english: StatementTexts = {
  title: { daily: 'Daily statement', monthly: 'Monthly statement' },
  period: (start, end) => `${start} to ${end}`,
  subject: (title, account, period) => `${title} of account ${account} for ${period}`,
  footer: (title, account, period) =>
    `${title} of ${account} for ${period}. Times are Hong Kong time. Please report any discrepancy within 14 days.`,
  accountLine: (account, source, period) => `Account ${account} (${source}) - ${period}`,
  accountHolder: 'Account holder',
  account: 'Account',
  periodFrom: 'Period from',
  periodTo: 'Period to',
  balances: 'Balances',
  asset: 'Asset',
  opening: 'Opening',
  closingAvailable: 'Closing available',
  closingOnHold: 'Closing on hold',
  closingTotal: 'Closing total',
  cash: (currency) => `Cash ${currency}`,
  unitsOf: (fundName, fundId) => `Units of ${fundName} (${fundId})`,
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance',
  dateAndTime: 'Date and time',
  description: 'Description',
  reference: 'Reference',
  available: 'Available',
  onHold: 'On hold',
  noMovements: 'No movements in the period.',
  holdingsAt: (day) => `Fund holdings at ${day}`,
  noHoldings: 'No fund units held at the end of the period.',
  fund: 'Fund',
  units: 'Units',
  nav: 'NAV',
  navDate: 'NAV date',
  marketValue: 'Market value',
  marketValueNote: 'Market values are units times the last NAV on or before the period end; they are indicative.',
  kinds: {
    [fundLedgerKinds.deposit]: 'Cash deposit',
    [fundLedgerKinds.hold]: 'Fund order: amount held',
    [fundLedgerKinds.release]: 'Fund order: hold released',
    [fundLedgerKinds.deduct]: 'Fund order: deducted',
    [fundLedgerKinds.settle]: 'Fund order: settled',
    [fundLedgerKinds.refund]: 'Fund order: failed, refunded',
    [fundLedgerKinds.dividend]: 'Fund dividend',
    deposit: 'Deposit',
    hold: 'Hold placed',
    releaseHold: 'Hold released',
    settleHold: 'Hold paid out',
  },
};

const traditional: StatementTexts = {
  title: { daily: '日結單', monthly: '月結單' },
  period: (start, end) => `${start} 至 ${end}`,
  subject: (title, account, period) => `帳戶 ${account} ${period} ${title}`,
  footer: (title, account, period) => `${account} ${period} ${title}。時間為香港時間。如有差異，請於 14 日內通知我們。`,
  accountLine: (account, source, period) => `帳戶 ${account}（${source}）- ${period}`,
  accountHolder: '帳戶持有人',
  account: '帳戶',
  periodFrom: '期間由',
  periodTo: '期間至',
  balances: '結餘',
  asset: '資產',
  opening: '期初',
  closingAvailable: '期末可用',
  closingOnHold: '期末凍結',
  closingTotal: '期末總額',
  cash: (currency) => `現金 ${currency}`,
  unitsOf: (fundName, fundId) => `${fundName}（${fundId}）基金單位`,
  openingBalance: '期初結餘',
  closingBalance: '期末結餘',
  dateAndTime: '日期及時間',
  description: '描述',
  reference: '參考編號',
  available: '可用',
  onHold: '凍結',
  noMovements: '期內沒有變動。',
  holdingsAt: (day) => `${day} 基金持倉`,
  noHoldings: '期末沒有持有基金單位。',
  fund: '基金',
  units: '單位',
  nav: '資產淨值',
  navDate: '資產淨值日期',
  marketValue: '市值',
  marketValueNote: '市值為單位數目乘以期末或之前最後一個資產淨值，僅供參考。',
  kinds: {
    [fundLedgerKinds.deposit]: '現金存入',
    [fundLedgerKinds.hold]: '基金交易：凍結金額',
    [fundLedgerKinds.release]: '基金交易：解除凍結',
    [fundLedgerKinds.deduct]: '基金交易：已扣除',
    [fundLedgerKinds.settle]: '基金交易：已交收',
    [fundLedgerKinds.refund]: '基金交易：失敗，已退款',
    [fundLedgerKinds.dividend]: '基金派息',
    deposit: '存入',
    hold: '凍結',
    releaseHold: '解除凍結',
    settleHold: '凍結款項已支付',
  },
};

const simplified: StatementTexts = {
  title: { daily: '日结单', monthly: '月结单' },
  period: (start, end) => `${start} 至 ${end}`,
  subject: (title, account, period) => `账户 ${account} ${period} ${title}`,
  footer: (title, account, period) => `${account} ${period} ${title}。时间为香港时间。如有差异，请于 14 日内通知我们。`,
  accountLine: (account, source, period) => `账户 ${account}（${source}）- ${period}`,
  accountHolder: '账户持有人',
  account: '账户',
  periodFrom: '期间由',
  periodTo: '期间至',
  balances: '余额',
  asset: '资产',
  opening: '期初',
  closingAvailable: '期末可用',
  closingOnHold: '期末冻结',
  closingTotal: '期末总额',
  cash: (currency) => `现金 ${currency}`,
  unitsOf: (fundName, fundId) => `${fundName}（${fundId}）基金份额`,
  openingBalance: '期初余额',
  closingBalance: '期末余额',
  dateAndTime: '日期及时间',
  description: '描述',
  reference: '参考编号',
  available: '可用',
  onHold: '冻结',
  noMovements: '期内没有变动。',
  holdingsAt: (day) => `${day} 基金持仓`,
  noHoldings: '期末没有持有基金份额。',
  fund: '基金',
  units: '份额',
  nav: '资产净值',
  navDate: '资产净值日期',
  marketValue: '市值',
  marketValueNote: '市值为份额数目乘以期末或之前最后一个资产净值，仅供参考。',
  kinds: {
    [fundLedgerKinds.deposit]: '现金存入',
    [fundLedgerKinds.hold]: '基金交易：冻结金额',
    [fundLedgerKinds.release]: '基金交易：解除冻结',
    [fundLedgerKinds.deduct]: '基金交易：已扣除',
    [fundLedgerKinds.settle]: '基金交易：已交收',
    [fundLedgerKinds.refund]: '基金交易：失败，已退款',
    [fundLedgerKinds.dividend]: '基金派息',
    deposit: '存入',
    hold: '冻结',
    releaseHold: '解除冻结',
    settleHold: '冻结款项已支付',
  },
};

export const statementTexts: Readonly<Record<Language, StatementTexts>> = {
  en: english,
  'zh-HK': traditional,
  'zh-CN': simplified,
};
