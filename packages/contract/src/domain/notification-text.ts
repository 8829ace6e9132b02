import type { Language } from './language';
import { displayNotificationCode } from './notification-code';
import type { NotificationField, NotificationType } from './notification';
import { toDecimal } from './decimal-value';
import { formatAmount, formatNumber } from './number-format';

/*
 * Each notification type as a readable sentence with its amounts, quantities, currency and code, in the three
 * languages (SPEC §1, §3). Written once here: the web registers these templates as its 'notifications' texts
 * (sentence.* and title.*), and the server composes a push message's title and body from the same ones in the
 * account's language. Placeholders are {{name}}, as the web's translator fills them.
 */

/**
 * A movement is worded by its direction: money or units in, or out. A monthly investment with a negative amount is a
 * month skipped because the cash was short (ADR 057): the amount is what did not go in.
 */
export const notificationSentenceKeys = [
  'cashUpdate',
  'cashMovementIn',
  'cashMovementOut',
  'holdingMovementIn',
  'holdingMovementOut',
  'stockOrderUpdate',
  'newIPO',
  'ipoResult',
  'advisorOrderPlaced',
  'planSubscriptionUpdate',
  'planAllocationUpdate',
  'monthlyInvestment',
  'monthlyInvestmentSkipped',
  'newDocument',
  'newPlan',
  'balancesUpdate',
  'holdingUpdate',
  'matchedStockOrderUpdate',
  'riskQuestionnaireExpiring',
] as const;
export type NotificationSentenceKey = (typeof notificationSentenceKeys)[number];

export type NotificationTexts = {
  readonly title: Readonly<Record<NotificationType, string>>;
  readonly sentence: Readonly<Record<NotificationSentenceKey, string>>;
};

const english: NotificationTexts = {
  title: {
    cashUpdate: 'Cash balance',
    cashMovement: 'Cash movement',
    holdingMovement: 'Holding movement',
    stockOrderUpdate: 'Stock order',
    newIPO: 'New IPO',
    ipoResult: 'IPO result',
    advisorOrderPlaced: 'Order by your advisor',
    planSubscriptionUpdate: 'Plan subscription',
    planAllocationUpdate: 'Plan allocation',
    monthlyInvestment: 'Monthly investment',
    newDocument: 'New document',
    newPlan: 'New plan',
    balancesUpdate: 'Balances',
    holdingUpdate: 'Holding',
    matchedStockOrderUpdate: 'Order matched',
    riskQuestionnaireExpiring: 'Risk questionnaire',
  },
  sentence: {
    cashUpdate: 'Your {{currency}} cash balance is now {{balance}}.',
    cashMovementIn: '{{currency}} {{amount}} was credited to your account (reference {{referenceCode}}).',
    cashMovementOut: '{{currency}} {{amount}} was debited from your account (reference {{referenceCode}}).',
    holdingMovementIn: '{{quantity}} units of {{code}} were added to your holdings (reference {{referenceCode}}).',
    holdingMovementOut: '{{quantity}} units of {{code}} were taken from your holdings (reference {{referenceCode}}).',
    stockOrderUpdate: 'Your order {{referenceCode}} for {{quantity}} shares of {{code}} has been updated.',
    newIPO: 'A new IPO is open for application: {{code}}.',
    ipoResult:
      'Your IPO application {{referenceCode}} for {{code}}: {{quantity}} shares allotted, {{currency}} {{amount}}.',
    advisorOrderPlaced:
      'Your advisor {{advisorCode}} placed order {{referenceCode}} for {{quantity}} of {{code}} on your behalf.',
    planSubscriptionUpdate: 'Your subscription {{referenceCode}} to plan {{code}} has been updated.',
    planAllocationUpdate: '{{currency}} {{amount}} has been allocated in your plan {{code}}.',
    monthlyInvestment: 'Your monthly investment of {{currency}} {{amount}} in plan {{code}} has been made.',
    monthlyInvestmentSkipped:
      'Your monthly investment of {{currency}} {{amount}} in plan {{code}} was skipped this month: not enough cash.',
    newDocument: 'A new document is available: {{documentName}}.',
    newPlan: 'A new investment plan is available: {{code}}.',
    balancesUpdate: 'Your {{currency}} balances were updated: {{balance}} available, {{holdFundAmount}} on hold.',
    holdingUpdate: 'Your holding of {{code}} is now {{quantity}} units, {{freezeQuantity}} of them on hold.',
    matchedStockOrderUpdate:
      'Order {{referenceCode}}: {{quantity}} shares of {{code}} matched, {{currency}} {{amount}}.',
    riskQuestionnaireExpiring:
      'Your risk profile is valid until {{code}}. Please redo the risk questionnaire by then to keep buying funds and stocks.',
  },
};

const traditionalChinese: NotificationTexts = {
  title: {
    cashUpdate: '現金結餘',
    cashMovement: '現金變動',
    holdingMovement: '持倉變動',
    stockOrderUpdate: '股票訂單',
    newIPO: '新股上市',
    ipoResult: '新股分配結果',
    advisorOrderPlaced: '顧問代落訂單',
    planSubscriptionUpdate: '計劃認購',
    planAllocationUpdate: '計劃配置',
    monthlyInvestment: '每月投資',
    newDocument: '新文件',
    newPlan: '新計劃',
    balancesUpdate: '結餘更新',
    holdingUpdate: '持倉更新',
    matchedStockOrderUpdate: '訂單成交',
    riskQuestionnaireExpiring: '風險評估問卷',
  },
  sentence: {
    cashUpdate: '您的{{currency}}現金結餘現為 {{balance}}。',
    cashMovementIn: '{{currency}} {{amount}} 已存入您的帳戶（參考編號 {{referenceCode}}）。',
    cashMovementOut: '{{currency}} {{amount}} 已從您的帳戶扣除（參考編號 {{referenceCode}}）。',
    holdingMovementIn: '{{code}} {{quantity}} 單位已轉入您的持倉（參考編號 {{referenceCode}}）。',
    holdingMovementOut: '{{code}} {{quantity}} 單位已從您的持倉轉出（參考編號 {{referenceCode}}）。',
    stockOrderUpdate: '您的訂單 {{referenceCode}}（{{code}}，{{quantity}} 股）已更新。',
    newIPO: '新股 {{code}} 現正接受認購。',
    ipoResult: '您的新股認購 {{referenceCode}}（{{code}}）：獲分配 {{quantity}} 股，{{currency}} {{amount}}。',
    advisorOrderPlaced: '您的顧問 {{advisorCode}} 已代您落盤，訂單 {{referenceCode}}：{{code}} {{quantity}}。',
    planSubscriptionUpdate: '您對計劃 {{code}} 的認購 {{referenceCode}} 已更新。',
    planAllocationUpdate: '{{currency}} {{amount}} 已配置於您的計劃 {{code}}。',
    monthlyInvestment: '您於計劃 {{code}} 的每月投資 {{currency}} {{amount}} 已完成。',
    monthlyInvestmentSkipped: '由於現金不足，您於計劃 {{code}} 本月的每月投資 {{currency}} {{amount}} 已略過。',
    newDocument: '新文件已可供查閱：{{documentName}}。',
    newPlan: '新投資計劃現已推出：{{code}}。',
    balancesUpdate: '您的{{currency}}結餘已更新：可用 {{balance}}，凍結 {{holdFundAmount}}。',
    holdingUpdate: '您持有的 {{code}} 現為 {{quantity}} 單位，其中 {{freezeQuantity}} 單位凍結。',
    matchedStockOrderUpdate: '訂單 {{referenceCode}}：{{code}} {{quantity}} 股已成交，{{currency}} {{amount}}。',
    riskQuestionnaireExpiring: '您的風險評估有效期至 {{code}}。請於此日前重新填寫風險評估問卷，以繼續買入基金及股票。',
  },
};

const simplifiedChinese: NotificationTexts = {
  title: {
    cashUpdate: '现金余额',
    cashMovement: '现金变动',
    holdingMovement: '持仓变动',
    stockOrderUpdate: '股票订单',
    newIPO: '新股上市',
    ipoResult: '新股分配结果',
    advisorOrderPlaced: '顾问代下订单',
    planSubscriptionUpdate: '计划认购',
    planAllocationUpdate: '计划配置',
    monthlyInvestment: '每月投资',
    newDocument: '新文件',
    newPlan: '新计划',
    balancesUpdate: '余额更新',
    holdingUpdate: '持仓更新',
    matchedStockOrderUpdate: '订单成交',
    riskQuestionnaireExpiring: '风险评估问卷',
  },
  sentence: {
    cashUpdate: '您的{{currency}}现金余额现为 {{balance}}。',
    cashMovementIn: '{{currency}} {{amount}} 已存入您的账户（参考编号 {{referenceCode}}）。',
    cashMovementOut: '{{currency}} {{amount}} 已从您的账户扣除（参考编号 {{referenceCode}}）。',
    holdingMovementIn: '{{code}} {{quantity}} 单位已转入您的持仓（参考编号 {{referenceCode}}）。',
    holdingMovementOut: '{{code}} {{quantity}} 单位已从您的持仓转出（参考编号 {{referenceCode}}）。',
    stockOrderUpdate: '您的订单 {{referenceCode}}（{{code}}，{{quantity}} 股）已更新。',
    newIPO: '新股 {{code}} 现正接受认购。',
    ipoResult: '您的新股认购 {{referenceCode}}（{{code}}）：获分配 {{quantity}} 股，{{currency}} {{amount}}。',
    advisorOrderPlaced: '您的顾问 {{advisorCode}} 已代您下单，订单 {{referenceCode}}：{{code}} {{quantity}}。',
    planSubscriptionUpdate: '您对计划 {{code}} 的认购 {{referenceCode}} 已更新。',
    planAllocationUpdate: '{{currency}} {{amount}} 已配置于您的计划 {{code}}。',
    monthlyInvestment: '您于计划 {{code}} 的每月投资 {{currency}} {{amount}} 已完成。',
    monthlyInvestmentSkipped: '由于现金不足，您于计划 {{code}} 本月的每月投资 {{currency}} {{amount}} 已略过。',
    newDocument: '新文件已可供查阅：{{documentName}}。',
    newPlan: '新投资计划现已推出：{{code}}。',
    balancesUpdate: '您的{{currency}}余额已更新：可用 {{balance}}，冻结 {{holdFundAmount}}。',
    holdingUpdate: '您持有的 {{code}} 现为 {{quantity}} 单位，其中 {{freezeQuantity}} 单位冻结。',
    matchedStockOrderUpdate: '订单 {{referenceCode}}：{{code}} {{quantity}} 股已成交，{{currency}} {{amount}}。',
    riskQuestionnaireExpiring: '您的风险评估有效期至 {{code}}。请于此日前重新填写风险评估问卷，以继续买入基金及股票。',
  },
};

/** The notification texts of each language. */
export const notificationTexts: Readonly<Record<Language, NotificationTexts>> = {
  en: english,
  'zh-HK': traditionalChinese,
  'zh-CN': simplifiedChinese,
};

/** A notification's type and type-specific fields, as the wire carries them (decimals as strings). */
export type NotificationContent = { readonly type: NotificationType } & {
  readonly [F in NotificationField]?: string | undefined;
};

/** Decimal places of an amount in a currency; the portal's currencies (HKD, USD, CNY) all have two. */
const currencyPrecision: Readonly<Record<string, number>> = { JPY: 0, KRW: 0 };
function precisionOf(currencyCode: string | undefined): number {
  return (currencyCode === undefined ? undefined : currencyPrecision[currencyCode]) ?? 2;
}

function isNegative(value: string | undefined): boolean {
  return value !== undefined && toDecimal(value).isNegative();
}

/** Which sentence a notification reads as: movements by their sign. */
export function notificationSentenceKey(content: NotificationContent): NotificationSentenceKey {
  switch (content.type) {
    case 'cashMovement':
      return isNegative(content.amount) ? 'cashMovementOut' : 'cashMovementIn';
    case 'holdingMovement':
      return isNegative(content.quantity) ? 'holdingMovementOut' : 'holdingMovementIn';
    case 'monthlyInvestment':
      return isNegative(content.amount) ? 'monthlyInvestmentSkipped' : 'monthlyInvestment';
    default:
      return content.type;
  }
}

/**
 * The values a sentence's placeholders take: amounts at the currency's precision and quantities as they are (both
 * unsigned: the sentence says the direction), thousands grouped (SPEC §9); a three-part code as SPEC §3 displays it.
 */
export function notificationSentenceValues(content: NotificationContent): Record<string, string> {
  const precision = precisionOf(content.currencyCode);
  const amount = (value: string | undefined) =>
    value === undefined ? '' : formatAmount(toDecimal(value).abs(), precision);
  const quantity = (value: string | undefined) => (value === undefined ? '' : formatNumber(toDecimal(value).abs()));
  return {
    code: content.code === undefined ? '' : displayNotificationCode(content.code),
    referenceCode: content.referenceCode ?? '',
    advisorCode: content.advisorCode ?? '',
    currency: content.currencyCode ?? '',
    documentName: content.documentName ?? '',
    amount: amount(content.amount),
    balance: amount(content.balance),
    holdFundAmount: amount(content.holdFundAmount),
    quantity: quantity(content.quantity),
    freezeQuantity: quantity(content.freezeQuantity),
  };
}

/** Fills {{name}} placeholders (what the web's translator does). */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}

/** A notification's title and sentence in a language: the push message's title and body. */
export function describeNotification(
  content: NotificationContent,
  language: Language,
): { readonly title: string; readonly sentence: string } {
  const texts = notificationTexts[language];
  return {
    title: texts.title[content.type],
    sentence: fillTemplate(texts.sentence[notificationSentenceKey(content)], notificationSentenceValues(content)),
  };
}
