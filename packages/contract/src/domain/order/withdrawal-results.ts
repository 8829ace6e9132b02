/*
 * The withdrawal codes of SPEC §8 (ERR700-ERR709, "including a daily withdrawal limit") as a result catalogue, with
 * a text in English, Traditional and Simplified Chinese (issue 16 part 3, ADR 033). The faults every cash request
 * shares (invalid amount ERR004, invalid currency ERR003, an action the status does not allow ERR001) are the cash
 * catalogue's (cash-results.ts); a refusal answers the code of the catalogue that names its fault. ERR705-ERR707
 * were the answers of the withdrawal's own step-up proof; withdrawals take a step-up grant now (ADR 036), refused
 * without one as every sensitive action is (403 STEP_UP_REQUIRED, domain/step-up), and the three codes are not used
 * again.
 */
import { defineResultCatalogue } from './result-catalogue';
import type { ResultName } from './result-catalogue';

const text = (en: string, zhHK: string, zhCN: string) => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN }) as const;

export const withdrawalResultCatalogue = /* @__PURE__ */ defineResultCatalogue(
  'cashWithdrawal',
  {
    insufficientBalance: {
      code: 'ERR700',
      text: text(
        'The amount is more than the cash you can withdraw in this currency.',
        '金額超過此貨幣的可提取現金。',
        '金额超过此货币的可提取现金。',
      ),
    },
    dailyLimitExceeded: {
      code: 'ERR701',
      text: text(
        'The amount is over what is left of your daily withdrawal limit for this currency.',
        '金額超過此貨幣當日提款限額的餘額。',
        '金额超过此货币当日提款限额的余额。',
      ),
    },
    bankAccountNotFound: {
      code: 'ERR702',
      text: text(
        'Choose one of your registered bank accounts.',
        '請選擇您已登記的銀行帳戶。',
        '请选择您已登记的银行账户。',
      ),
    },
    bankAccountCurrencyMismatch: {
      code: 'ERR703',
      text: text(
        'This bank account does not receive the chosen currency.',
        '此銀行帳戶不接收所選貨幣。',
        '此银行账户不接收所选货币。',
      ),
    },
    fpsNotAvailable: {
      code: 'ERR704',
      text: text(
        'FPS withdrawal is not available for this currency or bank account.',
        '此貨幣或銀行帳戶不支援轉數快提款。',
        '此货币或银行账户不支持转数快提款。',
      ),
    },
    withdrawalNotFound: {
      code: 'ERR708',
      text: text('There is no such withdrawal on this account.', '此帳戶沒有此提款申請。', '此账户没有此提款申请。'),
    },
    withdrawalUnavailable: {
      code: 'ERR709',
      text: text(
        'Withdrawals are not available for this account at the moment.',
        '此帳戶目前不能提款。',
        '此账户目前不能提款。',
      ),
    },
  },
  'withdrawalUnavailable',
);

/** Every withdrawal result's name. */
export type WithdrawalResult = ResultName<typeof withdrawalResultCatalogue>;

/** The code of each result on the wire ('ERR700' …). */
export const withdrawalResultCodes = withdrawalResultCatalogue.codes;

/** The English text of each result, as the server sends it. */
export const withdrawalResultMessages = /* @__PURE__ */ withdrawalResultCatalogue.textsIn('en');

/** The result a code stands for; a code the catalogue does not list reads as withdrawalUnavailable. */
export const withdrawalResultOf: (code: unknown) => WithdrawalResult = withdrawalResultCatalogue.nameOf;
