/*
 * The refusals of the suitability service (ADR 037): SPEC §8 says questionnaire errors exist without listing them;
 * the portal names them RAQ001-RAQ003, RAQ004-RAQ005 for the virtual-asset knowledge check (ADR 045) (RAQ999 unknown). Each is the `code` of the server's error answer; the web
 * shows its text in the reader's language.
 */
import { defineResultCatalogue } from '../order/result-catalogue';
import type { ResultName } from '../order/result-catalogue';

const text = (en: string, zhHK: string, zhCN: string) => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN }) as const;

export const suitabilityResultCatalogue = /* @__PURE__ */ defineResultCatalogue(
  'suitability',
  {
    /** 403: an advisor's advisee session may read the client's profile but only the client answers or declares. */
    clientOnly: {
      code: 'RAQ001',
      text: text(
        'Only the client may answer the risk questionnaire or make knowledge declarations.',
        '只有客戶本人可填寫風險評估問卷或作出知識聲明。',
        '只有客户本人可填写风险评估问卷或作出知识声明。',
      ),
    },
    /** 404: no such questionnaire (an operator's decision). */
    questionnaireNotFound: {
      code: 'RAQ002',
      text: text('The questionnaire was not found.', '找不到該問卷。', '找不到该问卷。'),
    },
    /** 409: only a pending questionnaire is decided. */
    questionnaireNotPending: {
      code: 'RAQ003',
      text: text('The questionnaire has already been decided.', '該問卷已獲處理。', '该问卷已获处理。'),
    },
    /** 422: the virtual-asset knowledge check was taken as often as a day allows (ADR 045). */
    knowledgeCheckAttemptsUsed: {
      code: 'RAQ004',
      text: text(
        'You have used today’s attempts at the virtual-asset knowledge check. Please try again tomorrow.',
        '您今日的虛擬資產知識測驗嘗試次數已用完，請明日再試。',
        '您今日的虚拟资产知识测验尝试次数已用完，请明日再试。',
      ),
    },
    /** 409: a passed knowledge check is not taken again (ADR 045). */
    knowledgeCheckAlreadyPassed: {
      code: 'RAQ005',
      text: text(
        'You have already passed the virtual-asset knowledge check.',
        '您已通過虛擬資產知識測驗。',
        '您已通过虚拟资产知识测验。',
      ),
    },
    unknown: {
      code: 'RAQ999',
      text: text(
        'The request could not be completed. Please try again later.',
        '未能完成請求，請稍後再試。',
        '未能完成请求，请稍后再试。',
      ),
    },
  },
  'unknown',
);

export type SuitabilityResult = ResultName<typeof suitabilityResultCatalogue>;
