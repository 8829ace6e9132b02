/*
 * The deposit codes of SPEC §8 (ERR400-ERR406) as a result catalogue: what is particular to a deposit request (its
 * method, its proof of payment, finding and cancelling it, an operator's decision), with a text in English,
 * Traditional and Simplified Chinese. The faults every cash request shares (ERR001-ERR004, ERR999 of
 * `cash-results.ts`) are part of this catalogue as they are there, so a deposit page reads every refusal from one
 * catalogue and the server answers the code of the catalogue that names the fault. A deposit after the brand's
 * cut-off time is not refused: it counts for the next business day (its expected credit date moves).
 */
import { cashResultCatalogue } from './cash-results';
import { defineResultCatalogue } from './result-catalogue';
import type { ResultName } from './result-catalogue';

const text = (en: string, zhHK: string, zhCN: string) => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN }) as const;

export const depositResultCatalogue = /* @__PURE__ */ defineResultCatalogue(
  'cashDeposit',
  {
    methodNotAvailable: {
      code: 'ERR400',
      text: text(
        'This deposit method is not available on this account.',
        '此帳戶不支援此存款方式。',
        '此账户不支持此存款方式。',
      ),
    },
    proofRequired: {
      code: 'ERR401',
      text: text(
        'Attach a proof of payment (an image or a PDF of the bank slip or transfer confirmation).',
        '請附上付款證明（銀行存款單或轉帳確認的圖片或 PDF）。',
        '请附上付款证明（银行存款单或转账确认的图片或 PDF）。',
      ),
    },
    proofTypeNotAllowed: {
      code: 'ERR402',
      text: text(
        'The proof of payment must be a PNG or JPEG image or a PDF; this file is not one, whatever its name says.',
        '付款證明必須是 PNG 或 JPEG 圖片或 PDF 文件；無論檔案名稱為何，此檔案並非上述類型。',
        '付款证明必须是 PNG 或 JPEG 图片或 PDF 文件；无论文件名称为何，此文件并非上述类型。',
      ),
    },
    proofTooLarge: {
      code: 'ERR403',
      text: text(
        'The proof of payment is larger than 5 MB. Attach a smaller file.',
        '付款證明大於 5 MB，請附上較小的檔案。',
        '付款证明大于 5 MB，请附上较小的文件。',
      ),
    },
    requestNotFound: {
      code: 'ERR404',
      text: text(
        'There is no such deposit request on this account.',
        '此帳戶沒有此存款申請。',
        '此账户没有此存款申请。',
      ),
    },
    notCancellable: {
      code: 'ERR405',
      text: text(
        'Only a pending deposit request can be cancelled; this one is already being processed or has ended.',
        '只可取消待處理的存款申請；此申請已在處理中或已完成。',
        '只可取消待处理的存款申请；此申请已在处理中或已完成。',
      ),
    },
    alreadyDecided: {
      code: 'ERR406',
      text: text(
        'This deposit request has already been accepted, rejected or cancelled.',
        '此存款申請已被接納、拒絕或取消。',
        '此存款申请已被接纳、拒绝或取消。',
      ),
    },
    ...cashResultCatalogue.entries,
  },
  'unknown',
);

/** Every deposit result's name (the shared cash ones included). */
export type DepositResult = ResultName<typeof depositResultCatalogue>;

/** The code of each result on the wire ('ERR400' …). */
export const depositResultCodes = depositResultCatalogue.codes;

/** The English text of each result, as the server sends it. */
export const depositResultMessages = /* @__PURE__ */ depositResultCatalogue.textsIn('en');

/** The result a code stands for; a code the catalogue does not list reads as unknown (ERR999). */
export const depositResultOf: (code: unknown) => DepositResult = depositResultCatalogue.nameOf;
