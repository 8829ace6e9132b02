/*
 * The crypto order results (issue 18 part 3, ADR 042) as a result catalogue (ADR 017): the refusals of a quote, a
 * placement and a cancellation of a virtual-asset order, with their text in English, Traditional and Simplified
 * Chinese. SPEC §8 lists no crypto codes, so these are ours: `VA1xx` the order's terms, `VA2xx` balances, `VA3xx` the
 * quote, `VA4xx` an existing order, `VA5xx` who may trade, `VA999` unknown.
 */
import { defineResultCatalogue } from './result-catalogue';
import type { ResultName } from './result-catalogue';

const text = (en: string, zhHK: string, zhCN: string) => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN }) as const;

export const cryptoOrderResultCatalogue = /* @__PURE__ */ defineResultCatalogue(
  'cryptoOrder',
  {
    pairNotFound: {
      code: 'VA101',
      text: text('This trading pair is not offered.', '不提供此交易對。', '不提供此交易对。'),
    },
    invalidQuantity: {
      code: 'VA102',
      text: text('Enter a quantity greater than zero.', '請輸入大於零的數量。', '请输入大于零的数量。'),
    },
    quantityTooPrecise: {
      code: 'VA103',
      text: text(
        'The quantity has more decimal places than the asset allows.',
        '數量的小數位多於該資產所允許的位數。',
        '数量的小数位多于该资产所允许的位数。',
      ),
    },
    amountBelowMinimum: {
      code: 'VA104',
      text: text('The order is below the minimum order amount.', '訂單低於最低訂單金額。', '订单低于最低订单金额。'),
    },
    amountAboveMaximum: {
      code: 'VA105',
      text: text('The order is above the maximum order amount.', '訂單高於最高訂單金額。', '订单高于最高订单金额。'),
    },
    invalidAmount: {
      code: 'VA106',
      text: text(
        'Enter an amount greater than zero with at most 2 decimal places.',
        '請輸入大於零且最多兩位小數的金額。',
        '请输入大于零且最多两位小数的金额。',
      ),
    },
    priceRequired: {
      code: 'VA107',
      text: text('A limit order needs a limit price.', '限價單須輸入限價。', '限价单须输入限价。'),
    },
    invalidPrice: {
      code: 'VA108',
      text: text(
        'The limit price must be greater than zero, with no more decimal places than the pair allows.',
        '限價須大於零，且小數位不可多於該交易對所允許的位數。',
        '限价须大于零，且小数位不可多于该交易对所允许的位数。',
      ),
    },
    priceOutOfBand: {
      code: 'VA109',
      text: text('The limit price is too far from the market price.', '限價與市價相差太遠。', '限价与市价相差太远。'),
    },
    insufficientFunds: {
      code: 'VA201',
      text: text(
        'Not enough available cash for this order and its fee.',
        '可用現金不足以支付此訂單及其費用。',
        '可用现金不足以支付此订单及其费用。',
      ),
    },
    insufficientAssets: {
      code: 'VA202',
      text: text(
        'Not enough of this asset available to sell.',
        '此資產的可用數量不足以沽出。',
        '此资产的可用数量不足以卖出。',
      ),
    },
    quoteNotFound: {
      code: 'VA301',
      text: text(
        'This quote does not exist. Please get a new quote.',
        '找不到此報價，請重新報價。',
        '找不到此报价，请重新报价。',
      ),
    },
    quoteExpired: {
      code: 'VA302',
      text: text(
        'This quote has expired. Please get a new quote.',
        '此報價已過期，請重新報價。',
        '此报价已过期，请重新报价。',
      ),
    },
    quoteAlreadyUsed: {
      code: 'VA303',
      text: text('This quote has already been used for an order.', '此報價已用於一張訂單。', '此报价已用于一张订单。'),
    },
    orderNotFound: {
      code: 'VA401',
      text: text('This order does not exist.', '找不到此訂單。', '找不到此订单。'),
    },
    orderNotCancellable: {
      code: 'VA402',
      text: text(
        'This order is no longer open and cannot be cancelled.',
        '此訂單已不再開放，無法取消。',
        '此订单已不再开放，无法取消。',
      ),
    },
    advisorNoPermission: {
      code: 'VA501',
      text: text(
        'Only the client may place or cancel virtual-asset orders here.',
        '只有客戶本人可在此落盤或取消虛擬資產訂單。',
        '只有客户本人可在此下单或取消虚拟资产订单。',
      ),
    },
    /** The account has not passed the virtual-asset knowledge check (issue 18 part 8, ADR 045). */
    knowledgeCheckRequired: {
      code: 'VA502',
      text: text(
        'Before your first virtual-asset order, you must pass the virtual-asset knowledge check. Please take the knowledge check first.',
        '首次買賣虛擬資產前，您須通過虛擬資產知識測驗。請先完成知識測驗。',
        '首次买卖虚拟资产前，您须通过虚拟资产知识测验。请先完成知识测验。',
      ),
    },
    /** An advisor's order names a quote the advisor did not ask for (or a client's order an advisor's quote). */
    quoteOfAnotherRequester: {
      code: 'VA503',
      text: text(
        'This quote was requested by someone else. Please get a new quote.',
        '此報價由其他人索取，請重新報價。',
        '此报价由其他人索取，请重新报价。',
      ),
    },
    unknown: {
      code: 'VA999',
      text: text(
        'The order could not be completed. Please try again later.',
        '訂單未能完成，請稍後再試。',
        '订单未能完成，请稍后再试。',
      ),
    },
  },
  'unknown',
);

export type CryptoOrderResult = ResultName<typeof cryptoOrderResultCatalogue>;
