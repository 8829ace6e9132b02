import type { ClientSearchRow } from '@portal/contract';
import type { QuestionnaireStatus } from '@portal/contract/domain/advisor-client';
import type { FundVocabulary } from '@portal/contract/domain/fund-vocabulary';
import { fundVocabularyEnglish } from '@portal/contract/domain/fund-vocabulary';
import { fundVocabularyZhCN } from '@portal/contract/domain/fund-vocabulary-zh-cn';
import { fundVocabularyZhHK } from '@portal/contract/domain/fund-vocabulary-zh-hk';
import type { Language } from '@portal/contract/domain/language';
import { csvField, csvText } from '../../platform/content/csv';

/*
 * The advanced search as CSV (issue 28 part 2): every matching client in the search's order, the headers and the
 * words (risk levels, questionnaire statuses, yes and no) in the reader's language; amounts and instants as they are.
 * platform/content/csv quotes every field and defuses text a spreadsheet would run as a formula (a name like =1+1).
 */

type CsvWords = {
  readonly headers: readonly string[];
  readonly questionnaire: Readonly<Record<QuestionnaireStatus, string>>;
  readonly yes: string;
  readonly no: string;
  readonly vocabulary: FundVocabulary;
};

const words: Readonly<Record<Language, CsvWords>> = {
  en: {
    headers: [
      'Account code',
      'Source',
      'English name',
      'Chinese name',
      'Account type',
      'Professional investor',
      'Risk level',
      'Questionnaire',
      'Questionnaire expires at',
      'Currency',
      'Total assets',
      'Valued at',
      'Last sign-in',
      'Advisor',
    ],
    questionnaire: { valid: 'Valid', expiring: 'Expiring', expired: 'Expired', none: 'None' },
    yes: 'Yes',
    no: 'No',
    vocabulary: fundVocabularyEnglish,
  },
  'zh-HK': {
    headers: [
      '帳戶號碼',
      '來源',
      '英文姓名',
      '中文姓名',
      '帳戶類型',
      '專業投資者',
      '風險級別',
      '風險問卷',
      '問卷到期時間',
      '貨幣',
      '總資產',
      '估值時間',
      '最後登入',
      '顧問',
    ],
    questionnaire: { valid: '有效', expiring: '即將到期', expired: '已過期', none: '沒有' },
    yes: '是',
    no: '否',
    vocabulary: fundVocabularyZhHK,
  },
  'zh-CN': {
    headers: [
      '账户号码',
      '来源',
      '英文姓名',
      '中文姓名',
      '账户类型',
      '专业投资者',
      '风险级别',
      '风险问卷',
      '问卷到期时间',
      '货币',
      '总资产',
      '估值时间',
      '最后登录',
      '顾问',
    ],
    questionnaire: { valid: '有效', expiring: '即将到期', expired: '已过期', none: '没有' },
    yes: '是',
    no: '否',
    vocabulary: fundVocabularyZhCN,
  },
};

/** The rows as CSV text in `language`, every total in `currency`. */
export function clientSearchCsv(rows: readonly ClientSearchRow[], currency: string, language: Language): string {
  const shown = words[language];
  return csvText([
    shown.headers.map((header) => csvField(header)),
    ...rows.map((row) => [
      csvField(row.accountCode),
      csvField(row.source),
      csvField(row.names.english),
      csvField(row.names.chinese),
      csvField(row.accountType),
      csvField(row.professionalInvestor ? shown.yes : shown.no),
      csvField(shown.vocabulary.riskLevels[row.riskLevel]),
      csvField(shown.questionnaire[row.questionnaire.status]),
      csvField(row.questionnaire.expiresAt),
      csvField(currency),
      csvField(row.totalAssets, true),
      csvField(row.valuedAt),
      csvField(row.lastLoginAt),
      csvField(`${row.advisor.accountCode} ${row.advisor.displayName}`.trim()),
    ]),
  ]);
}
