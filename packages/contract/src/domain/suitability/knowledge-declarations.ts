/*
 * The client's knowledge declarations of /accounts/riskCheck (SPEC §2; issue 17 part 3a, ADR 037): derivatives
 * (what the SFC's derivative knowledge assessment accepts) and virtual assets (what the SFC asks of a virtual-asset
 * dealer before a first trade). The client says which of the criteria are true; knowledge is shown when at least
 * one is. Plain values free of zod.
 */
import type { TextInLanguages } from '../order/result-catalogue';

const text = (en: string, zhHK: string, zhCN: string): TextInLanguages => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN });

export const knowledgeKinds = ['derivatives', 'virtualAssets'] as const;
export type KnowledgeKind = (typeof knowledgeKinds)[number];

export const knowledgeCriteria = ['training', 'workExperience', 'priorTrading'] as const;
export type KnowledgeCriterion = (typeof knowledgeCriteria)[number];

/** Each criterion's words, per kind. */
export const knowledgeCriterionTexts: Readonly<
  Record<KnowledgeKind, Readonly<Record<KnowledgeCriterion, TextInLanguages>>>
> = {
  derivatives: {
    training: text(
      'I have had training or attended a course on derivative products.',
      '我曾接受有關衍生產品的培訓或修讀相關課程。',
      '我曾接受有关衍生产品的培训或修读相关课程。',
    ),
    workExperience: text(
      'I have current or past work experience related to derivative products.',
      '我現時或過往擁有與衍生產品有關的工作經驗。',
      '我现时或过往拥有与衍生产品有关的工作经验。',
    ),
    priorTrading: text(
      'I have traded derivative products 5 times or more in the past 3 years.',
      '我在過去 3 年內曾買賣衍生產品 5 次或以上。',
      '我在过去 3 年内曾买卖衍生产品 5 次或以上。',
    ),
  },
  virtualAssets: {
    training: text(
      'I have had training or attended a course on virtual assets.',
      '我曾接受有關虛擬資產的培訓或修讀相關課程。',
      '我曾接受有关虚拟资产的培训或修读相关课程。',
    ),
    workExperience: text(
      'I have current or past work experience related to virtual assets.',
      '我現時或過往擁有與虛擬資產有關的工作經驗。',
      '我现时或过往拥有与虚拟资产有关的工作经验。',
    ),
    priorTrading: text('I have traded virtual assets before.', '我曾買賣虛擬資產。', '我曾买卖虚拟资产。'),
  },
};

/** Whether a declaration shows knowledge: at least one criterion is true. */
export function showsKnowledge(criteria: readonly KnowledgeCriterion[]): boolean {
  return criteria.length > 0;
}
