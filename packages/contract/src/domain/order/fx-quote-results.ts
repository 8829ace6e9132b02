/*
 * The FX quote codes of SPEC §8 ("FX quote 201-231"; their handling is not shown there, so this is our reading of
 * them, ADR 034) as a result catalogue, with a text in English, Traditional and Simplified Chinese. A fault every cash
 * request shares (an amount that is not a good amount, a currency outside the brand's cash currencies) answers the
 * cash catalogue's code instead (`cash-results.ts` ERR003, ERR004).
 */
import { defineResultCatalogue } from './result-catalogue';
import type { ResultName } from './result-catalogue';

const text = (en: string, zhHK: string, zhCN: string) => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN }) as const;

export const fxQuoteResultCatalogue = /* @__PURE__ */ defineResultCatalogue(
  'cashFx',
  {
    quoteNotFound: {
      code: 201,
      text: text(
        'This quote does not exist. Please get a new quote.',
        '找不到此報價，請重新報價。',
        '找不到此报价，请重新报价。',
      ),
    },
    quoteExpired: {
      code: 202,
      text: text(
        'This quote has expired. Please get a new quote.',
        '此報價已過期，請重新報價。',
        '此报价已过期，请重新报价。',
      ),
    },
    quoteAlreadyUsed: {
      code: 203,
      text: text(
        'This quote has already been used for a conversion.',
        '此報價已用於一項兌換。',
        '此报价已用于一项兑换。',
      ),
    },
    rateMoved: {
      code: 204,
      text: text(
        'The exchange rate has moved since this quote was given. Please get a new quote.',
        '報價後匯率已變動，請重新報價。',
        '报价后汇率已变动，请重新报价。',
      ),
    },
    amountBelowMinimum: {
      code: 205,
      text: text(
        'The amount is below the minimum for a currency exchange.',
        '金額低於貨幣兌換的最低金額。',
        '金额低于货币兑换的最低金额。',
      ),
    },
    amountAboveMaximum: {
      code: 206,
      text: text(
        'The amount is above the maximum for one currency exchange.',
        '金額高於單次貨幣兌換的最高金額。',
        '金额高于单次货币兑换的最高金额。',
      ),
    },
    pairNotAvailable: {
      code: 207,
      text: text(
        'This currency pair is not available for exchange.',
        '不支援此貨幣組合的兌換。',
        '不支持此货币组合的兑换。',
      ),
    },
    sameCurrency: {
      code: 208,
      text: text(
        'Choose two different currencies to exchange.',
        '請選擇兩種不同的貨幣進行兌換。',
        '请选择两种不同的货币进行兑换。',
      ),
    },
    insufficientBalance: {
      code: 209,
      text: text(
        'The available balance of the currency you sell is not enough for this exchange.',
        '您所賣出貨幣的可用結餘不足以進行此兌換。',
        '您所卖出货币的可用余额不足以进行此兑换。',
      ),
    },
    clientSuspended: {
      code: 210,
      text: text(
        'This account cannot exchange currencies at the moment.',
        '此帳戶目前不能進行貨幣兌換。',
        '此账户目前不能进行货币兑换。',
      ),
    },
    fxUnavailable: {
      code: 231,
      text: text(
        'Currency exchange is not available at the moment. Please try again later.',
        '貨幣兌換暫時未能提供，請稍後再試。',
        '货币兑换暂时未能提供，请稍后再试。',
      ),
    },
  },
  'fxUnavailable',
);

/** Every FX quote result's name. */
export type FxQuoteResult = ResultName<typeof fxQuoteResultCatalogue>;

/** The code of each result on the wire (201 …). */
export const fxQuoteResultCodes = fxQuoteResultCatalogue.codes;

/** The English text of each result, as the server sends it. */
export const fxQuoteResultMessages = /* @__PURE__ */ fxQuoteResultCatalogue.textsIn('en');

/** The result a code stands for; a code the catalogue does not list reads as fxUnavailable. */
export const fxQuoteResultOf: (code: unknown) => FxQuoteResult = fxQuoteResultCatalogue.nameOf;
