/*
 * The IPO codes of SPEC §8 (ERR500-ERR519, ERR600-ERR606) as a result catalogue: each result's name, its code on
 * the wire (a string, as the back end sends it) and its text in English, Traditional and Simplified Chinese. SPEC
 * §8 gives the two ranges but not the meaning of each code; the portal reads them as two stages:
 *
 * - ERR5xx the application (apply, cancel): the offer's period, the quantity against the allotment table, the
 *   money, the application type (Cash, Proportion, Finance) and its margin loan, the client's eligibility, the
 *   trade password, and cancelling;
 * - ERR6xx the result day (allotment, refund, margin loan repayment, crediting the shares): what went wrong after
 *   the offer closed, shown on an application's result.
 *
 * ERR999 is any code the catalogue does not list (SPEC §8 uses ERR999 as "unknown" in its other ERR tables). There
 * is no success code: an accepted application is the application itself.
 */
import { defineResultCatalogue } from './result-catalogue';
import type { ResultName } from './result-catalogue';

const text = (en: string, zhHK: string, zhCN: string) => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN }) as const;

export const ipoResultCatalogue = /* @__PURE__ */ defineResultCatalogue(
  'ipoApplication',
  {
    // ERR5xx: applying and cancelling.
    ipoNotFound: {
      code: 'ERR500',
      text: text('The IPO could not be found.', '找不到該新股。', '找不到该新股。'),
    },
    applicationNotOpen: {
      code: 'ERR501',
      text: text('Applications for this IPO are not open yet.', '此新股尚未開始接受認購。', '此新股尚未开始接受认购。'),
    },
    applicationClosed: {
      code: 'ERR502',
      text: text('Applications for this IPO have closed.', '此新股已截止認購。', '此新股已截止认购。'),
    },
    quantityNotOnAllotmentTable: {
      code: 'ERR503',
      text: text(
        'The quantity is not one of the application quantities of the prospectus.',
        '申請數量不在招股書的認購一覽表內。',
        '申请数量不在招股书的认购一览表内。',
      ),
    },
    belowMinimumQuantity: {
      code: 'ERR504',
      text: text(
        'The quantity is below the minimum application quantity.',
        '申請數量低於最低認購數量。',
        '申请数量低于最低认购数量。',
      ),
    },
    aboveMaximumQuantity: {
      code: 'ERR505',
      text: text(
        'The quantity is above the maximum application quantity.',
        '申請數量高於最高認購數量。',
        '申请数量高于最高认购数量。',
      ),
    },
    insufficientFund: {
      code: 'ERR506',
      text: text(
        'There is not enough cash for the application amount and its fee.',
        '可用現金不足以支付認購金額及手續費。',
        '可用现金不足以支付认购金额及手续费。',
      ),
    },
    duplicateApplication: {
      code: 'ERR507',
      text: text('You have already applied for this IPO.', '您已申請認購此新股。', '您已申请认购此新股。'),
    },
    financeNotAllowed: {
      code: 'ERR508',
      text: text(
        'Margin financing is not available for this IPO or this account.',
        '此新股或此帳戶不設孖展認購。',
        '此新股或此账户不设融资认购。',
      ),
    },
    overMarginLimit: {
      code: 'ERR509',
      text: text(
        'The loan exceeds the margin financing limit.',
        '貸款金額超出孖展認購額度。',
        '贷款金额超出融资认购额度。',
      ),
    },
    invalidApplicationType: {
      code: 'ERR510',
      text: text('The application type is not valid.', '認購方式無效。', '认购方式无效。'),
    },
    financePoolExhausted: {
      code: 'ERR511',
      text: text(
        'The margin financing pool for this IPO is fully used.',
        '此新股的孖展額度已用完。',
        '此新股的融资额度已用完。',
      ),
    },
    clientSuspended: {
      code: 'ERR512',
      text: text(
        'The account is suspended. Please contact customer service.',
        '帳戶已被暫停，請聯絡客戶服務。',
        '账户已被暂停，请联络客户服务。',
      ),
    },
    noPermission: {
      code: 'ERR513',
      text: text('This account may not apply for IPOs.', '此帳戶不可認購新股。', '此账户不可认购新股。'),
    },
    agreementNotAccepted: {
      code: 'ERR514',
      text: text(
        'Please read and accept the IPO agreement first.',
        '請先閱讀並接受新股認購協議。',
        '请先阅读并接受新股认购协议。',
      ),
    },
    wrongTradePassword: {
      code: 'ERR515',
      text: text('The trade password is incorrect.', '交易密碼不正確。', '交易密码不正确。'),
    },
    cancelAfterClosing: {
      code: 'ERR516',
      text: text(
        'The application can no longer be cancelled: applications have closed.',
        '認購已截止，申請不可再取消。',
        '认购已截止，申请不可再撤销。',
      ),
    },
    applicationNotFound: {
      code: 'ERR517',
      text: text('The application could not be found.', '找不到該認購申請。', '找不到该认购申请。'),
    },
    applicationAlreadyCancelled: {
      code: 'ERR518',
      text: text('The application has already been cancelled.', '該認購申請已被取消。', '该认购申请已被撤销。'),
    },
    offerWithdrawn: {
      code: 'ERR519',
      text: text(
        'The offer has been withdrawn or postponed by the issuer.',
        '發行人已撤回或延遲此招股。',
        '发行人已撤回或推迟此招股。',
      ),
    },
    // ERR6xx: the result day.
    resultNotAnnounced: {
      code: 'ERR600',
      text: text('The allotment result has not been announced yet.', '配發結果尚未公佈。', '配发结果尚未公布。'),
    },
    rejectedByRegistrar: {
      code: 'ERR601',
      text: text(
        'The share registrar rejected the application (for example as a multiple application).',
        '股份過戶登記處拒絕了該申請（例如屬重複申請）。',
        '股份过户登记处拒绝了该申请（例如属重复申请）。',
      ),
    },
    allotmentFailed: {
      code: 'ERR602',
      text: text(
        'The allotment could not be recorded. Please contact customer service.',
        '未能記錄配發結果，請聯絡客戶服務。',
        '未能记录配发结果，请联络客户服务。',
      ),
    },
    sharesNotCredited: {
      code: 'ERR603',
      text: text(
        'The allotted shares could not be credited to the account.',
        '未能將獲配發的股份存入帳戶。',
        '未能将获配发的股份存入账户。',
      ),
    },
    refundFailed: {
      code: 'ERR604',
      text: text('The refund could not be paid to the account.', '未能將退款存入帳戶。', '未能将退款存入账户。'),
    },
    loanRepaymentFailed: {
      code: 'ERR605',
      text: text(
        'The margin loan and its interest could not be repaid from the account.',
        '未能從帳戶償還孖展貸款及利息。',
        '未能从账户偿还融资贷款及利息。',
      ),
    },
    resultAlreadyProcessed: {
      code: 'ERR606',
      text: text(
        'The result of this application has already been processed.',
        '此申請的結果已經處理。',
        '此申请的结果已经处理。',
      ),
    },
    unknown: {
      code: 'ERR999',
      text: text(
        'The IPO application could not be completed. Please try again later.',
        '未能完成新股認購，請稍後再試。',
        '未能完成新股认购，请稍后再试。',
      ),
    },
  },
  'unknown',
);

/** Every IPO result's name. */
export type IpoResult = ResultName<typeof ipoResultCatalogue>;

/** Every IPO result, in catalogue order (by code). */
export const ipoResults = ipoResultCatalogue.names;

/** The code of each result on the wire ('ERR500' …). */
export const ipoResultCodes = ipoResultCatalogue.codes;
export type IpoResultCode = (typeof ipoResultCodes)[IpoResult];

/** The English text of each result, as the server sends it. */
export const ipoResultMessages = /* @__PURE__ */ ipoResultCatalogue.textsIn('en');

/** The result a code stands for; a code the catalogue does not list (or 'err500', not the exact code) reads as unknown. */
export const ipoResultOf: (code: unknown) => IpoResult = ipoResultCatalogue.nameOf;

export const isIpoResult: (value: unknown) => value is IpoResult = ipoResultCatalogue.isName;
