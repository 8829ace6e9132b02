/*
 * The cash codes of SPEC §8 ("Cash: ERR001 invalid action, ERR002 invalid type, ERR003 invalid currency, ERR004
 * invalid amount, ERR999 unknown") as a result catalogue, with a text in English, Traditional and Simplified Chinese.
 * They are the faults every cash request shares (a deposit, a withdrawal, an eDDA debit, an FX deal): each area's own
 * catalogue (deposits ERR400-ERR406, withdrawals ERR700-ERR709, eDDA ERR100-ERR106, FX quotes 201-231) holds what is
 * particular to it. How an amount is judged is `domain/cash/cash-amount.ts`.
 */
import { defineResultCatalogue } from './result-catalogue';
import type { ResultName } from './result-catalogue';

const text = (en: string, zhHK: string, zhCN: string) => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN }) as const;

export const cashResultCatalogue = /* @__PURE__ */ defineResultCatalogue(
  'cash',
  {
    invalidAction: {
      code: 'ERR001',
      text: text(
        'This action is not available for this request in its current status.',
        '此申請目前的狀態不能進行此操作。',
        '此申请目前的状态不能进行此操作。',
      ),
    },
    invalidType: {
      code: 'ERR002',
      text: text('This type of request is not available.', '不支援此類申請。', '不支持此类申请。'),
    },
    invalidCurrency: {
      code: 'ERR003',
      text: text(
        'This currency is not available for cash requests on this account.',
        '此帳戶的現金申請不支援此貨幣。',
        '此账户的现金申请不支持此货币。',
      ),
    },
    invalidAmount: {
      code: 'ERR004',
      text: text(
        'Enter an amount above zero with no more decimals than the currency allows.',
        '請輸入大於零的金額，小數位不可多於該貨幣所允許的位數。',
        '请输入大于零的金额，小数位不可多于该货币所允许的位数。',
      ),
    },
    unknown: {
      code: 'ERR999',
      text: text(
        'The request could not be completed. Please try again later.',
        '未能完成申請，請稍後再試。',
        '未能完成申请，请稍后再试。',
      ),
    },
  },
  'unknown',
);

/** Every shared cash result's name. */
export type CashResult = ResultName<typeof cashResultCatalogue>;

/** The code of each result on the wire ('ERR001' …). */
export const cashResultCodes = cashResultCatalogue.codes;

/** The English text of each result, as the server sends it. */
export const cashResultMessages = /* @__PURE__ */ cashResultCatalogue.textsIn('en');

/** The result a code stands for; a code the catalogue does not list reads as unknown. */
export const cashResultOf: (code: unknown) => CashResult = cashResultCatalogue.nameOf;
