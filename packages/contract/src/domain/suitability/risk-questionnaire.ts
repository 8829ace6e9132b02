/*
 * The risk assessment questionnaire of SPEC §1 and §2 (/accounts/raq; issue 17 part 2, ADR 037): each version's
 * questions and answers in the three languages, its scoring and its score bands, written once so the web shows and
 * the server scores the same questionnaire. A submission keeps the version it answered: a version is never edited
 * once clients answered it, a new one is added beside it, so old answers stay readable with their own wording.
 * Plain values free of zod.
 */
import type { RiskLevel } from '../fund';
import type { TextInLanguages } from '../order/result-catalogue';

const text = (en: string, zhHK: string, zhCN: string): TextInLanguages => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN });

/** One answer a question offers, with the points it scores. */
export type QuestionnaireOption = {
  readonly id: string;
  readonly points: number;
  readonly text: TextInLanguages;
};

/** One question, answered by exactly one of its options. */
export type QuestionnaireQuestion = {
  readonly id: string;
  readonly text: TextInLanguages;
  readonly options: readonly QuestionnaireOption[];
};

/** A score band: scores from `minimumScore` up to the next band's minimum (exclusive) give `riskLevel`. */
export type ScoreBand = { readonly minimumScore: number; readonly riskLevel: RiskLevel };

/**
 * An answer pair that contradicts itself (e.g. no investment experience yet the highest loss tolerance): a submission
 * with one goes to an operator's review instead of being approved at once.
 */
export type InconsistencyRule = {
  readonly id: string;
  readonly when: readonly { readonly questionId: string; readonly optionIds: readonly string[] }[];
  readonly text: TextInLanguages;
};

export type QuestionnaireVersion = {
  readonly version: number;
  /** When the version was first offered (yyyy-mm-dd). */
  readonly effectiveFrom: string;
  readonly questions: readonly QuestionnaireQuestion[];
  /** Lowest band first; the first band's minimum is 0. */
  readonly bands: readonly ScoreBand[];
  readonly inconsistencies: readonly InconsistencyRule[];
};

/** Five answers scored 0 to 4, in order. */
function scale(questionId: string, texts: readonly TextInLanguages[]): QuestionnaireOption[] {
  return texts.map((optionText, index) => ({ id: `${questionId}-${index + 1}`, points: index, text: optionText }));
}

// ---------------------------------------------------------------------------------------------------------------
// The questions. Each scores 0 (least risk capacity or appetite) to 4 (most).

const age: QuestionnaireQuestion = {
  id: 'age',
  text: text('What is your age?', '您的年齡是？', '您的年龄是？'),
  options: scale('age', [
    text('71 or above', '71 歲或以上', '71 岁或以上'),
    text('61 to 70', '61 至 70 歲', '61 至 70 岁'),
    text('46 to 60', '46 至 60 歲', '46 至 60 岁'),
    text('31 to 45', '31 至 45 歲', '31 至 45 岁'),
    text('18 to 30', '18 至 30 歲', '18 至 30 岁'),
  ]),
};

const horizon: QuestionnaireQuestion = {
  id: 'horizon',
  text: text(
    'How long do you expect to keep most of your investments before you need the money?',
    '您預計大部分投資會持有多久才需要動用這筆資金？',
    '您预计大部分投资会持有多久才需要动用这笔资金？',
  ),
  options: scale('horizon', [
    text('Less than 1 year', '少於 1 年', '少于 1 年'),
    text('1 to 3 years', '1 至 3 年', '1 至 3 年'),
    text('3 to 5 years', '3 至 5 年', '3 至 5 年'),
    text('5 to 10 years', '5 至 10 年', '5 至 10 年'),
    text('More than 10 years', '多於 10 年', '多于 10 年'),
  ]),
};

const experience: QuestionnaireQuestion = {
  id: 'experience',
  text: text(
    'How many years have you invested in stocks, bonds or funds?',
    '您投資股票、債券或基金有多少年經驗？',
    '您投资股票、债券或基金有多少年经验？',
  ),
  options: scale('experience', [
    text('None', '沒有', '没有'),
    text('Less than 2 years', '少於 2 年', '少于 2 年'),
    text('2 to 5 years', '2 至 5 年', '2 至 5 年'),
    text('5 to 10 years', '5 至 10 年', '5 至 10 年'),
    text('More than 10 years', '多於 10 年', '多于 10 年'),
  ]),
};

const derivatives: QuestionnaireQuestion = {
  id: 'derivatives',
  text: text(
    'What best describes your knowledge of derivatives (options, warrants, CBBCs, futures)?',
    '以下哪項最能描述您對衍生產品（期權、窩輪、牛熊證、期貨）的認識？',
    '以下哪项最能描述您对衍生产品（期权、认股证、牛熊证、期货）的认识？',
  ),
  options: scale('derivatives', [
    text('I know nothing about them', '完全不認識', '完全不认识'),
    text('I have heard of them but never traded them', '聽過但從未買賣', '听过但从未买卖'),
    text(
      'I have had training on them but never traded them',
      '曾接受相關培訓，但從未買賣',
      '曾接受相关培训，但从未买卖',
    ),
    text('I have traded them a few times', '曾買賣數次', '曾买卖数次'),
    text(
      'I have traded them 5 times or more in the past 3 years',
      '過去 3 年內買賣 5 次或以上',
      '过去 3 年内买卖 5 次或以上',
    ),
  ]),
};

const income: QuestionnaireQuestion = {
  id: 'income',
  text: text('What is your annual income (HKD)?', '您的全年收入（港元）是？', '您的全年收入（港元）是？'),
  options: scale('income', [
    text('Below 200,000', '200,000 以下', '200,000 以下'),
    text('200,000 to 500,000', '200,000 至 500,000', '200,000 至 500,000'),
    text('500,000 to 1,000,000', '500,000 至 1,000,000', '500,000 至 1,000,000'),
    text('1,000,000 to 2,000,000', '1,000,000 至 2,000,000', '1,000,000 至 2,000,000'),
    text('Above 2,000,000', '2,000,000 以上', '2,000,000 以上'),
  ]),
};

const netWorth: QuestionnaireQuestion = {
  id: 'netWorth',
  text: text(
    'What is your net worth in liquid assets (cash, deposits, securities; HKD, not counting your home)?',
    '您的流動資產淨值（現金、存款、證券；港元，不包括自住物業）是？',
    '您的流动资产净值（现金、存款、证券；港元，不包括自住物业）是？',
  ),
  options: scale('netWorth', [
    text('Below 500,000', '500,000 以下', '500,000 以下'),
    text('500,000 to 2,000,000', '500,000 至 2,000,000', '500,000 至 2,000,000'),
    text('2,000,000 to 5,000,000', '2,000,000 至 5,000,000', '2,000,000 至 5,000,000'),
    text('5,000,000 to 8,000,000', '5,000,000 至 8,000,000', '5,000,000 至 8,000,000'),
    text('Above 8,000,000', '8,000,000 以上', '8,000,000 以上'),
  ]),
};

const lossTolerance: QuestionnaireQuestion = {
  id: 'lossTolerance',
  text: text(
    'What is the largest fall in the value of your investments in one year you could accept?',
    '您可接受投資價值在一年內最多下跌多少？',
    '您可接受投资价值在一年内最多下跌多少？',
  ),
  options: scale('lossTolerance', [
    text('None: I cannot accept any loss', '不能接受任何損失', '不能接受任何损失'),
    text('Up to 5%', '最多 5%', '最多 5%'),
    text('5% to 15%', '5% 至 15%', '5% 至 15%'),
    text('15% to 30%', '15% 至 30%', '15% 至 30%'),
    text('More than 30%', '多於 30%', '多于 30%'),
  ]),
};

const objective: QuestionnaireQuestion = {
  id: 'objective',
  text: text('What is your main investment objective?', '您的主要投資目標是？', '您的主要投资目标是？'),
  options: scale('objective', [
    text('Keep my capital safe', '保本', '保本'),
    text('A steady income', '穩定收入', '稳定收入'),
    text('A balance of income and growth', '收入與增長並重', '收入与增长并重'),
    text('Growth of my capital', '資本增長', '资本增长'),
    text('The highest growth, accepting large swings', '追求最高增長，接受大幅波動', '追求最高增长，接受大幅波动'),
  ]),
};

const liquidity: QuestionnaireQuestion = {
  id: 'liquidity',
  text: text(
    'How much of your investments might you need to cash in within the next 12 months?',
    '未來 12 個月內您可能需要將多少投資套現？',
    '未来 12 个月内您可能需要将多少投资变现？',
  ),
  options: scale('liquidity', [
    text('More than half', '超過一半', '超过一半'),
    text('A quarter to a half', '四分之一至一半', '四分之一至一半'),
    text('A tenth to a quarter', '十分之一至四分之一', '十分之一至四分之一'),
    text('Less than a tenth', '少於十分之一', '少于十分之一'),
    text('None', '不需要', '不需要'),
  ]),
};

const marketFall: QuestionnaireQuestion = {
  id: 'marketFall',
  text: text(
    'If your investments fell 20% in a month, what would you do?',
    '如您的投資在一個月內下跌 20%，您會怎樣做？',
    '如您的投资在一个月内下跌 20%，您会怎样做？',
  ),
  options: scale('marketFall', [
    text('Sell everything', '全部賣出', '全部卖出'),
    text('Sell some of them', '賣出部分', '卖出部分'),
    text('Hold on and wait', '繼續持有', '继续持有'),
    text('Hold on and buy a little more', '繼續持有並少量增持', '继续持有并少量增持'),
    text('Buy a lot more', '大量增持', '大量增持'),
  ]),
};

/** Version 1 (2024): eight questions, 0 to 32 points. Kept so the answers given to it stay readable. */
const version1: QuestionnaireVersion = {
  version: 1,
  effectiveFrom: '2024-01-01',
  questions: [age, horizon, experience, derivatives, income, netWorth, lossTolerance, objective],
  bands: [
    { minimumScore: 0, riskLevel: 'None' },
    { minimumScore: 6, riskLevel: 'Low' },
    { minimumScore: 11, riskLevel: 'LowToMedium' },
    { minimumScore: 17, riskLevel: 'Medium' },
    { minimumScore: 23, riskLevel: 'MediumToHigh' },
    { minimumScore: 28, riskLevel: 'High' },
  ],
  inconsistencies: [],
};

/**
 * Version 2 (2026, current): ten questions, 0 to 40 points. The bands (stated on the result page):
 * 0-7 None, 8-14 Low, 15-21 LowToMedium, 22-28 Medium, 29-34 MediumToHigh, 35-40 High. No score gives Locked: that
 * level marks products sold to no one (domain/fund).
 */
const version2: QuestionnaireVersion = {
  version: 2,
  effectiveFrom: '2026-06-01',
  questions: [age, horizon, experience, derivatives, income, netWorth, lossTolerance, objective, liquidity, marketFall],
  bands: [
    { minimumScore: 0, riskLevel: 'None' },
    { minimumScore: 8, riskLevel: 'Low' },
    { minimumScore: 15, riskLevel: 'LowToMedium' },
    { minimumScore: 22, riskLevel: 'Medium' },
    { minimumScore: 29, riskLevel: 'MediumToHigh' },
    { minimumScore: 35, riskLevel: 'High' },
  ],
  inconsistencies: [
    {
      id: 'noExperienceHighestLoss',
      when: [
        { questionId: 'experience', optionIds: ['experience-1'] },
        { questionId: 'lossTolerance', optionIds: ['lossTolerance-5'] },
      ],
      text: text(
        'No investment experience, yet a tolerance of losses above 30%.',
        '沒有投資經驗，卻可接受超過 30% 的損失。',
        '没有投资经验，却可接受超过 30% 的损失。',
      ),
    },
    {
      id: 'shortHorizonHighestGrowth',
      when: [
        { questionId: 'horizon', optionIds: ['horizon-1'] },
        { questionId: 'objective', optionIds: ['objective-5'] },
      ],
      text: text(
        'Money needed within a year, yet the highest growth with large swings as the objective.',
        '一年內需要動用資金，卻以追求最高增長、接受大幅波動為目標。',
        '一年内需要动用资金，却以追求最高增长、接受大幅波动为目标。',
      ),
    },
    {
      id: 'cannotLoseButBuysFalls',
      when: [
        { questionId: 'lossTolerance', optionIds: ['lossTolerance-1'] },
        { questionId: 'marketFall', optionIds: ['marketFall-4', 'marketFall-5'] },
      ],
      text: text(
        'No loss acceptable, yet buying more after a 20% fall.',
        '不能接受任何損失，卻會在下跌 20% 後增持。',
        '不能接受任何损失，却会在下跌 20% 后增持。',
      ),
    },
  ],
};

/** Every version ever offered, oldest first. */
export const questionnaireVersions: readonly QuestionnaireVersion[] = [version1, version2];

/** The version a new submission answers. */
export const currentQuestionnaireVersion: QuestionnaireVersion = version2;

export function questionnaireVersionOf(version: number): QuestionnaireVersion | undefined {
  return questionnaireVersions.find((candidate) => candidate.version === version);
}

/** How long an approved profile stays valid, and how long before its end the reminders start. */
export const riskProfileValidityYears = 2;
export const riskProfileReminderDays = 30;

/** Answers by question id: the option id chosen. */
export type QuestionnaireAnswers = Readonly<Record<string, string>>;

/** What is wrong with answers to a version, by question id ('' for the answers as a whole); empty when none. */
export type AnswerProblem = {
  readonly questionId: string;
  readonly problem: 'missing' | 'unknownOption' | 'unknownQuestion';
};

/** The shape answers are checked against: the risk questionnaire's and the VA knowledge check's versions alike. */
export type AnsweredForm = {
  readonly questions: readonly { readonly id: string; readonly options: readonly { readonly id: string }[] }[];
};

export function answerProblems(version: AnsweredForm, answers: QuestionnaireAnswers): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  for (const question of version.questions) {
    const chosen = answers[question.id];
    if (chosen === undefined) problems.push({ questionId: question.id, problem: 'missing' });
    else if (!question.options.some((option) => option.id === chosen)) {
      problems.push({ questionId: question.id, problem: 'unknownOption' });
    }
  }
  for (const questionId of Object.keys(answers)) {
    if (!version.questions.some((question) => question.id === questionId)) {
      problems.push({ questionId, problem: 'unknownQuestion' });
    }
  }
  return problems;
}

/** The total points of complete, valid answers (answerProblems empty). */
export function scoreOf(version: QuestionnaireVersion, answers: QuestionnaireAnswers): number {
  return version.questions.reduce((total, question) => {
    const option = question.options.find((candidate) => candidate.id === answers[question.id]);
    return total + (option?.points ?? 0);
  }, 0);
}

/** The most points a version gives. */
export function maximumScoreOf(version: QuestionnaireVersion): number {
  return version.questions.reduce(
    (total, question) => total + Math.max(...question.options.map((option) => option.points)),
    0,
  );
}

/** The risk level of a score: the band with the highest minimum at or below it. */
export function riskLevelOfScore(version: QuestionnaireVersion, score: number): RiskLevel {
  let level: RiskLevel = version.bands[0]?.riskLevel ?? 'None';
  for (const band of version.bands) if (score >= band.minimumScore) level = band.riskLevel;
  return level;
}

/** The scores a band covers: [minimum, maximum], for the result page's table. */
export function bandRanges(version: QuestionnaireVersion): { riskLevel: RiskLevel; from: number; to: number }[] {
  const maximum = maximumScoreOf(version);
  return version.bands.map((band, index) => ({
    riskLevel: band.riskLevel,
    from: band.minimumScore,
    to: (version.bands[index + 1]?.minimumScore ?? maximum + 1) - 1,
  }));
}

/** The inconsistency rules the answers meet (they send the submission to review). */
export function inconsistenciesOf(version: QuestionnaireVersion, answers: QuestionnaireAnswers): InconsistencyRule[] {
  return version.inconsistencies.filter((rule) =>
    rule.when.every((condition) => condition.optionIds.includes(answers[condition.questionId] ?? '')),
  );
}

/** SPEC §3: questionnaire statuses pending, approved, rejected. */
export const questionnaireStatuses = ['pending', 'approved', 'rejected'] as const;
export type QuestionnaireStatus = (typeof questionnaireStatuses)[number];
