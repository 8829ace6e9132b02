/*
 * The eDDA codes of SPEC §8 (ERR100-ERR106) as a result catalogue: setting up a direct debit authorisation with a
 * bank and depositing by direct debit against it, with a text in English, Traditional and Simplified Chinese. The
 * faults every cash request shares (ERR001-ERR004, ERR999 of `cash-results.ts`) are part of it as they are there.
 */
import { cashResultCatalogue } from './cash-results';
import { defineResultCatalogue } from './result-catalogue';
import type { ResultName } from './result-catalogue';

const text = (en: string, zhHK: string, zhCN: string) => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN }) as const;

export const eddaResultCatalogue = /* @__PURE__ */ defineResultCatalogue(
  'cashEdda',
  {
    agreementNotAccepted: {
      code: 'ERR100',
      text: text(
        'Read and accept the eDDA authorisation terms first.',
        '請先閱讀並接受 eDDA 授權條款。',
        '请先阅读并接受 eDDA 授权条款。',
      ),
    },
    authorisationNotFound: {
      code: 'ERR101',
      text: text(
        'There is no such direct debit authorisation on this account.',
        '此帳戶沒有此直接扣帳授權。',
        '此账户没有此直接扣账授权。',
      ),
    },
    authorisationNotCompleted: {
      code: 'ERR102',
      text: text(
        'This direct debit authorisation is not completed by the bank yet, or no longer active.',
        '此直接扣帳授權尚未獲銀行完成，或已失效。',
        '此直接扣账授权尚未获银行完成，或已失效。',
      ),
    },
    overDebitLimit: {
      code: 'ERR103',
      text: text(
        'The amount is over the per-debit limit of this authorisation.',
        '金額超過此授權的每次扣帳上限。',
        '金额超过此授权的每次扣账上限。',
      ),
    },
    notDeletable: {
      code: 'ERR104',
      text: text(
        'This direct debit authorisation has already been deleted.',
        '此直接扣帳授權已被刪除。',
        '此直接扣账授权已被删除。',
      ),
    },
    duplicateAuthorisation: {
      code: 'ERR105',
      text: text(
        'There is already a live authorisation for this bank account and currency.',
        '此銀行帳戶及貨幣已有生效中的授權。',
        '此银行账户及货币已有生效中的授权。',
      ),
    },
    invalidBankAccount: {
      code: 'ERR106',
      text: text(
        'Choose a listed bank and enter the account number (6 to 14 digits) and the holder’s name as the bank has them.',
        '請選擇所列銀行，並按銀行紀錄輸入帳戶號碼（6 至 14 位數字）及持有人姓名。',
        '请选择所列银行，并按银行记录输入账户号码（6 至 14 位数字）及持有人姓名。',
      ),
    },
    ...cashResultCatalogue.entries,
  },
  'unknown',
);

/** Every eDDA result's name (the shared cash ones included). */
export type EddaResult = ResultName<typeof eddaResultCatalogue>;

export const eddaResultCodes = eddaResultCatalogue.codes;

/** The English text of each result, as the server sends it. */
export const eddaResultMessages = /* @__PURE__ */ eddaResultCatalogue.textsIn('en');

export const eddaResultOf: (code: unknown) => EddaResult = eddaResultCatalogue.nameOf;
