/*
 * The refusals of a corporate action election (issue 15 part 7) as a result catalogue: SPEC §8 lists no codes for
 * them, so the portal numbers its own (CA01 …) with their texts in English, Traditional and Simplified Chinese.
 */
import { defineResultCatalogue } from './result-catalogue';
import type { ResultName } from './result-catalogue';

const text = (en: string, zhHK: string, zhCN: string) => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN }) as const;

export const corporateActionResultCatalogue = /* @__PURE__ */ defineResultCatalogue(
  'corporateAction',
  {
    actionNotFound: {
      code: 'CA01',
      text: text('The corporate action could not be found.', '找不到該公司行動。', '找不到该公司行动。'),
    },
    notEntitled: {
      code: 'CA02',
      text: text(
        'The account held no shares on the record date of this corporate action.',
        '此帳戶於登記日並無持有相關股份。',
        '此账户于登记日并无持有相关股份。',
      ),
    },
    noElection: {
      code: 'CA03',
      text: text('This corporate action takes no election.', '此公司行動毋須選擇。', '此公司行动无须选择。'),
    },
    electionNotOpen: {
      code: 'CA04',
      text: text(
        'Elections open once the holders are recorded on the ex-date.',
        '除淨日登記持有人後方可作出選擇。',
        '除净日登记持有人后方可作出选择。',
      ),
    },
    electionClosed: {
      code: 'CA05',
      text: text('The election deadline has passed.', '選擇截止時間已過。', '选择截止时间已过。'),
    },
    alreadyElected: {
      code: 'CA06',
      text: text('You have already made your election.', '您已作出選擇。', '您已作出选择。'),
    },
    invalidElection: {
      code: 'CA07',
      text: text(
        'The election is not one this corporate action offers.',
        '此公司行動不提供該選擇。',
        '此公司行动不提供该选择。',
      ),
    },
    invalidQuantity: {
      code: 'CA08',
      text: text(
        'Subscribe a whole number of shares from 1 up to your entitlement.',
        '請認購 1 股至您所獲配額之間的整數股份。',
        '请认购 1 股至您所获配额之间的整数股份。',
      ),
    },
    insufficientFund: {
      code: 'CA09',
      text: text(
        'There is not enough cash for the subscription.',
        '可用現金不足以支付認購款項。',
        '可用现金不足以支付认购款项。',
      ),
    },
    unknown: {
      code: 'CA99',
      text: text(
        'The election could not be completed. Please try again later.',
        '未能完成選擇，請稍後再試。',
        '未能完成选择，请稍后再试。',
      ),
    },
  },
  'unknown',
);

export type CorporateActionResult = ResultName<typeof corporateActionResultCatalogue>;
export const corporateActionResultCodes = corporateActionResultCatalogue.codes;
export const corporateActionResultMessages = /* @__PURE__ */ corporateActionResultCatalogue.textsIn('en');
