/*
 * The virtual-asset knowledge check (issue 18 part 8, ADR 045): before a retail client's first virtual-asset order
 * (SFC practice) it answers six multiple-choice questions on the risks of virtual assets and passes with five right.
 * Each version's questions, their topics and their options are here in the three languages, so the page shows what
 * the server scores; WHICH option is right is not: the key is the server's (services/suitability), never sent to the
 * browser. A failed attempt names the topics it got wrong, not the right answers. A version is never edited once
 * answered: a new one is added beside it. Plain values free of zod.
 */
import type { TextInLanguages } from '../order/result-catalogue';

const text = (en: string, zhHK: string, zhCN: string): TextInLanguages => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN });

export type KnowledgeCheckOption = { readonly id: string; readonly text: TextInLanguages };

export type KnowledgeCheckQuestion = {
  readonly id: string;
  /** What the question is about: what a failed attempt names (not the right answer). */
  readonly topic: TextInLanguages;
  readonly text: TextInLanguages;
  readonly options: readonly KnowledgeCheckOption[];
};

export type KnowledgeCheckVersion = {
  readonly version: number;
  readonly effectiveFrom: string;
  readonly questions: readonly KnowledgeCheckQuestion[];
  /** Right answers needed to pass. */
  readonly passMark: number;
};

function options(questionId: string, texts: readonly TextInLanguages[]): KnowledgeCheckOption[] {
  return texts.map((optionText, index) => ({
    id: `${questionId}-${String.fromCharCode(97 + index)}`,
    text: optionText,
  }));
}

const volatility: KnowledgeCheckQuestion = {
  id: 'volatility',
  topic: text('Price volatility', '價格波動', '价格波动'),
  text: text('The price of a virtual asset such as bitcoin…', '比特幣等虛擬資產的價格……', '比特币等虚拟资产的价格……'),
  options: options('volatility', [
    text('is guaranteed by the platform not to fall.', '由平台保證不會下跌。', '由平台保证不会下跌。'),
    text(
      'can rise or fall sharply within hours, and you may lose all of your investment.',
      '可在數小時內大幅升跌，您可能損失全部投資。',
      '可在数小时内大幅涨跌，您可能损失全部投资。',
    ),
    text('moves only when stock markets are open.', '只會在股票市場開市時變動。', '只会在股票市场开市时变动。'),
  ]),
};

const alwaysOpen: KnowledgeCheckQuestion = {
  id: 'alwaysOpen',
  topic: text('Markets open 24/7', '全天候交易市場', '全天候交易市场'),
  text: text('Virtual-asset markets trade…', '虛擬資產市場的交易時間是……', '虚拟资产市场的交易时间是……'),
  options: options('alwaysOpen', [
    text(
      'around the clock, every day, so prices can move while you sleep or on holidays.',
      '全天候、每天進行，價格可在您睡覺時或假期內變動。',
      '全天候、每天进行，价格可在您睡觉时或假期内变动。',
    ),
    text(
      'on Hong Kong business days only, 9:30 to 16:00.',
      '只在香港營業日 9:30 至 16:00。',
      '只在香港营业日 9:30 至 16:00。',
    ),
    text(
      'only when the platform confirms your order by phone.',
      '只在平台致電確認您的訂單時。',
      '只在平台致电确认您的订单时。',
    ),
  ]),
};

const irreversible: KnowledgeCheckQuestion = {
  id: 'irreversible',
  topic: text('Irreversible transfers', '不可撤回的轉賬', '不可撤回的转账'),
  text: text(
    'You send a virtual asset to a wrong address. What happens?',
    '您把虛擬資產轉至錯誤的地址，會怎樣？',
    '您把虚拟资产转至错误的地址，会怎样？',
  ),
  options: options('irreversible', [
    text('The bank reverses it within 7 days.', '銀行會在 7 日內撤回。', '银行会在 7 日内撤回。'),
    text('The network returns it automatically.', '網絡會自動退回。', '网络会自动退回。'),
    text(
      'A confirmed transfer usually cannot be reversed; the asset may be lost for good.',
      '已確認的轉賬通常無法撤回，資產可能永久損失。',
      '已确认的转账通常无法撤回，资产可能永久损失。',
    ),
  ]),
};

const custody: KnowledgeCheckQuestion = {
  id: 'custody',
  topic: text('Custody and private keys', '託管及私鑰', '托管及私钥'),
  text: text('Whoever holds the private key of a wallet…', '持有錢包私鑰的人……', '持有钱包私钥的人……'),
  options: options('custody', [
    text('can only view its balance.', '只能查看其結餘。', '只能查看其余额。'),
    text(
      'controls the assets in it; a lost or stolen key can mean the assets are lost.',
      '控制其中的資產；遺失或被盜的私鑰可導致資產損失。',
      '控制其中的资产；遗失或被盗的私钥可导致资产损失。',
    ),
    text('must register it with the SFC before using it.', '須先向證監會登記才可使用。', '须先向证监会登记才可使用。'),
  ]),
};

const stablecoins: KnowledgeCheckQuestion = {
  id: 'stablecoins',
  topic: text('Stablecoin de-pegging', '穩定幣脫鈎', '稳定币脱钩'),
  text: text(
    'A stablecoin such as USDT aims to track the US dollar. It…',
    'USDT 等穩定幣以追蹤美元為目標。它……',
    'USDT 等稳定币以追踪美元为目标。它……',
  ),
  options: options('stablecoins', [
    text('is a bank deposit protected by law.', '是受法律保障的銀行存款。', '是受法律保障的银行存款。'),
    text('can never be worth less than 1 US dollar.', '價值永遠不會低於 1 美元。', '价值永远不会低于 1 美元。'),
    text(
      'can lose its peg and trade below 1 US dollar, for example if its reserves are in doubt.',
      '可能脫鈎並跌穿 1 美元，例如其儲備受到質疑時。',
      '可能脱钩并跌穿 1 美元，例如其储备受到质疑时。',
    ),
  ]),
};

const compensation: KnowledgeCheckQuestion = {
  id: 'compensation',
  topic: text('No investor compensation', '沒有投資者賠償', '没有投资者赔偿'),
  text: text(
    'If a virtual-asset platform fails, the Investor Compensation Fund…',
    '如虛擬資產平台倒閉，投資者賠償基金……',
    '如虚拟资产平台倒闭，投资者赔偿基金……',
  ),
  options: options('compensation', [
    text(
      'does not cover virtual assets; you may not get them back.',
      '並不涵蓋虛擬資產，您未必能取回資產。',
      '并不涵盖虚拟资产，您未必能取回资产。',
    ),
    text('repays every virtual asset in full.', '會全數賠償所有虛擬資產。', '会全数赔偿所有虚拟资产。'),
    text(
      'repays up to HKD 500,000 of bitcoin.',
      '會賠償最多 500,000 港元的比特幣。',
      '会赔偿最多 500,000 港元的比特币。',
    ),
  ]),
};

/** Version 1: six questions, five right to pass. */
export const knowledgeCheckVersion1: KnowledgeCheckVersion = {
  version: 1,
  effectiveFrom: '2026-11-27',
  questions: [volatility, alwaysOpen, irreversible, custody, stablecoins, compensation],
  passMark: 5,
};

/** Every version ever offered, oldest first. */
export const knowledgeCheckVersions: readonly KnowledgeCheckVersion[] = [knowledgeCheckVersion1];

/** The version a new attempt answers. */
export const currentKnowledgeCheck: KnowledgeCheckVersion = knowledgeCheckVersion1;

export function knowledgeCheckVersionOf(version: number): KnowledgeCheckVersion | undefined {
  return knowledgeCheckVersions.find((candidate) => candidate.version === version);
}

/**
 * The retry rule: a failed attempt may be retried at once, at most this many attempts a Hong Kong calendar day; once
 * passed, the check is not taken again.
 */
export const knowledgeCheckAttemptsPerDay = 3;
