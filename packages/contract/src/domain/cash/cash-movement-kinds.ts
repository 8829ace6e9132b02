/*
 * What a line of an account's cash movements is (issue 16, ADR 031): every ledger journal kind that moves a client's
 * available cash, mapped to a movement type and a description in English, Traditional and Simplified Chinese. Plain
 * values free of zod, so the web's movement page and the server's CSV export read the same words.
 *
 * A kind is looked up exactly, then by its area prefix (`cashDeposit.` …), and falls back to the type `other` with
 * the kind itself as its description: a new kind shows up, and the server's test of the kinds names it.
 */

type Text = { readonly en: string; readonly 'zh-HK': string; readonly 'zh-CN': string };
const text = (en: string, zhHK: string, zhCN: string): Text => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN });

/** The movement types a client filters by, in the order the filter lists them. */
export const cashMovementTypes = [
  'deposit',
  'withdrawal',
  'fundSettlement',
  'stockSettlement',
  'fee',
  'dividend',
  'fx',
  'interest',
  'ipo',
  'corporateAction',
  'virtualAsset',
  'other',
] as const;
export type CashMovementType = (typeof cashMovementTypes)[number];

export function isCashMovementType(value: unknown): value is CashMovementType {
  return typeof value === 'string' && (cashMovementTypes as readonly string[]).includes(value);
}

export const cashMovementTypeLabels: { readonly [T in CashMovementType]: Text } = {
  deposit: text('Deposit', '存款', '存款'),
  withdrawal: text('Withdrawal', '提款', '提款'),
  fundSettlement: text('Fund settlement', '基金交收', '基金交收'),
  stockSettlement: text('Stock settlement', '股票交收', '股票交收'),
  fee: text('Fee', '費用', '费用'),
  dividend: text('Dividend', '股息', '股息'),
  fx: text('Currency exchange', '貨幣兌換', '货币兑换'),
  virtualAsset: text('Virtual asset trade', '虛擬資產交易', '虚拟资产交易'),
  interest: text('Interest', '利息', '利息'),
  ipo: text('IPO', '新股認購', '新股认购'),
  corporateAction: text('Corporate action', '公司行動', '公司行动'),
  other: text('Other', '其他', '其他'),
};

/**
 * Where a line leaves the money: `held` moved available cash on hold (an order, a withdrawal in progress), `released`
 * gave a hold back. Other lines moved money in or out of the account and have no status.
 */
export const cashMovementStatuses = ['held', 'released'] as const;
export type CashMovementStatus = (typeof cashMovementStatuses)[number];

export const cashMovementStatusLabels: { readonly [S in CashMovementStatus]: Text } = {
  held: text('Held', '已凍結', '已冻结'),
  released: text('Released', '已解凍', '已解冻'),
};

export type CashMovementKind = {
  readonly type: CashMovementType;
  readonly status?: CashMovementStatus;
  readonly text: Text;
};

const kind = (type: CashMovementType, description: Text, status?: CashMovementStatus): CashMovementKind =>
  status === undefined ? { type, text: description } : { type, text: description, status };

/**
 * Every journal kind of the code base that can touch a client's cash, by name. Kinds that only move units (fund
 * units, shares: corporateAction.bonus, ipo.allotment …) are listed too, so the test of kinds finds every one named;
 * they never show, as the movements read currency assets only.
 */
export const cashMovementKinds = {
  // platform/money/ledger.ts: the helpers' own kinds, when a caller names none.
  deposit: kind('deposit', text('Deposit', '存款', '存款')),
  hold: kind('other', text('Amount put on hold', '金額凍結', '金额冻结'), 'held'),
  releaseHold: kind('other', text('Hold released', '凍結金額解凍', '冻结金额解冻'), 'released'),
  settleHold: kind('other', text('Held amount paid', '已支付凍結金額', '已支付冻结金额')),
  // Cash arriving from outside (the demo's and tests' funding of an account; fund-order cash-deposit.ts).
  'cash.deposit': kind('deposit', text('Cash deposit', '現金存款', '现金存款')),
  // Fund orders (fund-order positions.ts fundLedgerKinds).
  'fundOrder.hold': kind('fundSettlement', text('Held for fund order', '基金交易凍結', '基金交易冻结'), 'held'),
  'fundOrder.release': kind(
    'fundSettlement',
    text('Fund order hold released', '基金交易凍結解凍', '基金交易冻结解冻'),
    'released',
  ),
  'fundOrder.deduct': kind('fundSettlement', text('Fund order deducted', '基金交易扣款', '基金交易扣款')),
  'fundOrder.settle': kind('fundSettlement', text('Fund redemption proceeds', '基金贖回款項', '基金赎回款项')),
  'fundOrder.refund': kind('fundSettlement', text('Fund order refund', '基金交易退款', '基金交易退款')),
  'fund.dividend': kind('dividend', text('Fund dividend', '基金股息', '基金股息')),
  // Stock orders (stock-order positions.ts stockLedgerKinds).
  'stockOrder.hold': kind('stockSettlement', text('Held for stock order', '股票交易凍結', '股票交易冻结'), 'held'),
  'stockOrder.holdMore': kind(
    'stockSettlement',
    text('More held for amended stock order', '股票改單追加凍結', '股票改单追加冻结'),
    'held',
  ),
  'stockOrder.release': kind(
    'stockSettlement',
    text('Stock order hold released', '股票交易凍結解凍', '股票交易冻结解冻'),
    'released',
  ),
  'stockOrder.fill': kind('stockSettlement', text('Stock sale proceeds', '股票沽出款項', '股票沽出款项')),
  // IPOs (stock-ipo applications.ts ipoLedgerKinds).
  'ipo.hold': kind('ipo', text('Held for IPO application', '新股認購凍結', '新股认购冻结'), 'held'),
  'ipo.release': kind('ipo', text('IPO application hold released', '新股認購凍結解凍', '新股认购冻结解冻'), 'released'),
  'ipo.charge': kind('ipo', text('IPO allotment charged', '新股配發扣款', '新股配发扣款')),
  'ipo.refund': kind('ipo', text('IPO refund', '新股退款', '新股退款'), 'released'),
  'ipo.allotment': kind('ipo', text('IPO shares allotted', '新股配發', '新股配发')),
  // Corporate actions (corporate-action corporate-action-dependencies.ts corporateActionLedgerKinds).
  'corporateAction.dividend': kind('dividend', text('Cash dividend', '現金股息', '现金股息')),
  'corporateAction.bonus': kind('corporateAction', text('Bonus shares', '紅股', '红股')),
  'corporateAction.split': kind('corporateAction', text('Share split', '股份拆細', '股份拆细')),
  'corporateAction.consolidation': kind('corporateAction', text('Share consolidation', '股份合併', '股份合并')),
  'corporateAction.hold': kind(
    'corporateAction',
    text('Held for rights subscription', '供股認購凍結', '供股认购冻结'),
    'held',
  ),
  'corporateAction.subscription': kind('corporateAction', text('Rights subscription', '供股認購', '供股认购')),
  'corporateAction.rights': kind('corporateAction', text('Rights shares', '供股股份', '供股股份')),
  'corporateAction.scrip': kind('corporateAction', text('Scrip dividend shares', '以股代息', '以股代息')),
  'corporateAction.demoHolding': kind('corporateAction', text('Opening holding', '期初持倉', '期初持仓')),
  // Cash areas of issue 16 (area-prefixed, ADR 031): deposits, eDDA, withdrawals, FX.
  'cashDeposit.credit': kind('deposit', text('Deposit credited', '存款入賬', '存款入账')),
  'cashEdda.deposit': kind('deposit', text('Direct debit deposit', '直接付款授權存款', '直接付款授权存款')),
  'cashWithdrawal.hold': kind('withdrawal', text('Held for withdrawal', '提款凍結', '提款冻结'), 'held'),
  'cashWithdrawal.release': kind(
    'withdrawal',
    text('Withdrawal hold released', '提款凍結解凍', '提款冻结解冻'),
    'released',
  ),
  'cashWithdrawal.paid': kind('withdrawal', text('Withdrawal paid', '提款已支付', '提款已支付')),
  'cashFx.convert': kind('fx', text('Currency exchange', '貨幣兌換', '货币兑换')),
  // Virtual asset orders on the FOS source (crypto-order crypto-order-dependencies.ts cryptoLedgerKinds, ADR 042).
  'cryptoOrder.hold': kind(
    'virtualAsset',
    text('Held for virtual asset order', '虛擬資產交易凍結', '虚拟资产交易冻结'),
    'held',
  ),
  'cryptoOrder.release': kind(
    'virtualAsset',
    text('Virtual asset order hold released', '虛擬資產交易凍結解凍', '虚拟资产交易冻结解冻'),
    'released',
  ),
  'cryptoOrder.fill': kind('virtualAsset', text('Virtual asset trade settled', '虛擬資產交易交收', '虚拟资产交易交收')),
  'cryptoOrder.demoDeposit': kind('deposit', text('Opening balance', '期初結餘', '期初结余')),
  // Virtual asset withdrawals to whitelisted addresses (crypto-withdrawal cryptoWithdrawalLedgerKinds, ADR 044).
  'cryptoWithdrawal.hold': kind(
    'virtualAsset',
    text('Held for virtual asset withdrawal', '虛擬資產提取凍結', '虚拟资产提取冻结'),
    'held',
  ),
  'cryptoWithdrawal.release': kind(
    'virtualAsset',
    text('Virtual asset withdrawal hold released', '虛擬資產提取凍結解凍', '虚拟资产提取冻结解冻'),
    'released',
  ),
  'cryptoWithdrawal.settle': kind('virtualAsset', text('Virtual asset withdrawn', '虛擬資產已提取', '虚拟资产已提取')),
  // Virtual asset deposits credited after their confirmations (crypto-wallet cryptoWalletLedgerKinds, ADR 043).
  'cryptoDeposit.credit': kind('virtualAsset', text('Virtual asset deposited', '虛擬資產已存入', '虚拟资产已存入')),
} as const satisfies Record<string, CashMovementKind>;

/** An area prefix's type, for a kind of the area not listed above (a new cash kind still reads as its area). */
const prefixTypes: readonly (readonly [string, CashMovementType])[] = [
  ['cashDeposit.', 'deposit'],
  ['cashEdda.', 'deposit'],
  ['cashWithdrawal.', 'withdrawal'],
  ['cashFx.', 'fx'],
  ['cashInterest.', 'interest'],
  ['cashFee.', 'fee'],
  ['fundOrder.', 'fundSettlement'],
  ['fund.', 'fundSettlement'],
  ['stockOrder.', 'stockSettlement'],
  ['ipo.', 'ipo'],
  ['corporateAction.', 'corporateAction'],
  ['cryptoOrder.', 'virtualAsset'],
  ['cryptoWithdrawal.', 'virtualAsset'],
  ['cryptoDeposit.', 'virtualAsset'],
];

/** Whether the kind is listed by name (not only read through its prefix or as `other`). */
export function isListedCashMovementKind(journalKind: string): journalKind is keyof typeof cashMovementKinds {
  return Object.hasOwn(cashMovementKinds, journalKind);
}

/** How a journal kind shows: its listed entry, else its area's type with the kind as text, else `other`. */
export function cashMovementKindOf(journalKind: string): CashMovementKind {
  if (isListedCashMovementKind(journalKind)) return cashMovementKinds[journalKind];
  const raw = text(journalKind, journalKind, journalKind);
  const prefixed = prefixTypes.find(([prefix]) => journalKind.startsWith(prefix));
  return kind(prefixed?.[1] ?? 'other', raw);
}
