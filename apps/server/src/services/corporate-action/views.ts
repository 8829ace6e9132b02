import type { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import { ExactDecimal, type CorporateAction, type CorporateActionElection } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import type { Database } from '../../platform/db/db';
import { balanceOf } from '../../platform/money/ledger';
import { findInstruments } from '../stock-market/public';
import { stockAsset } from '../stock-order/public';
import { codeOf, exInstant } from './entitlements';
import type { CorporateActionEntitlementTable, CorporateActionTable } from './corporate-action-tables';

type Executor = Kysely<Database> | Transaction<Database>;
export type AccountKey = { readonly accountCode: string; readonly source: LoginSource };

const decimalOrNull = (value: string | null) => (value === null ? null : new ExactDecimal(value).toFixed());

/** The elections an action takes, whatever the time. */
export function electionsOf(action: Pick<CorporateActionTable, 'kind'>): CorporateActionElection[] {
  if (action.kind === 'rightsIssue') return ['subscribe'];
  if (action.kind === 'scripDividend') return ['cash', 'shares'];
  return [];
}

/** What the client may elect now: recorded, before the deadline, entitled and not elected yet. */
export function electableNow(
  action: CorporateActionTable,
  entitlement: CorporateActionEntitlementTable | undefined,
  now: Date,
): CorporateActionElection[] {
  if (action.recorded_at === null || action.election_deadline === null) return [];
  if (now.toISOString() >= action.election_deadline) return [];
  if (entitlement === undefined || entitlement.election !== null || entitlement.applied_at !== null) return [];
  if (action.kind === 'rightsIssue' && new ExactDecimal(entitlement.entitled_quantity).isZero()) return [];
  return electionsOf(action);
}

export async function findAction(db: Executor, actionId: string): Promise<CorporateActionTable | undefined> {
  return db.selectFrom('corporate_action').selectAll().where('id', '=', actionId).executeTakeFirst();
}

export async function findEntitlement(
  db: Executor,
  account: AccountKey,
  actionId: string,
): Promise<CorporateActionEntitlementTable | undefined> {
  return db
    .selectFrom('corporate_action_entitlement')
    .selectAll()
    .where('action_id', '=', actionId)
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .executeTakeFirst();
}

/**
 * The actions of the account: those it was recorded for, and those not recorded yet on a stock it holds now. Newest
 * ex-date first.
 */
export async function actionsOf(db: Kysely<Database>, account: AccountKey, now: Date): Promise<CorporateAction[]> {
  const entitlements = await db
    .selectFrom('corporate_action_entitlement')
    .selectAll()
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .execute();
  const byAction = new Map(entitlements.map((entitlement) => [entitlement.action_id, entitlement]));
  const actions = await db
    .selectFrom('corporate_action')
    .selectAll()
    .orderBy('ex_date', 'desc')
    .orderBy('id')
    .execute();
  const held = new Map<string, Decimal>();
  const heldOf = async (stockId: string) => {
    let value = held.get(stockId);
    if (value === undefined) {
      const balance = await balanceOf(db, { ...account, asset: stockAsset(stockId) });
      value = new ExactDecimal(balance.available.plus(balance.onHold));
      held.set(stockId, value);
    }
    return value;
  };
  const mine: { action: CorporateActionTable; entitlement?: CorporateActionEntitlementTable; heldNow: Decimal }[] = [];
  for (const action of actions) {
    const entitlement = byAction.get(action.id);
    const heldNow = await heldOf(action.stock_id);
    if (entitlement !== undefined || (action.recorded_at === null && heldNow.greaterThan(0))) {
      mine.push({ action, ...(entitlement === undefined ? {} : { entitlement }), heldNow });
    }
  }
  const instruments = new Map(
    (await findInstruments(db, [...new Set(mine.map((entry) => entry.action.stock_id))])).map((instrument) => [
      instrument.stockId,
      instrument,
    ]),
  );
  return mine.map(({ action, entitlement, heldNow }) => {
    const instrument = instruments.get(action.stock_id);
    const code = codeOf(action.stock_id);
    return {
      actionId: action.id,
      stockId: action.stock_id,
      code,
      names: instrument?.names ?? { en: code, 'zh-HK': code, 'zh-CN': code },
      kind: action.kind,
      currency: action.currency,
      cashPerShare: decimalOrNull(action.cash_per_share),
      ratioNew: action.ratio_new,
      ratioOld: action.ratio_old,
      price: decimalOrNull(action.price),
      exDate: action.ex_date,
      payDate: action.pay_date,
      electionDeadline: action.election_deadline,
      electable: electableNow(action, entitlement, now),
      status: action.applied_at !== null ? 'applied' : action.recorded_at !== null ? 'recorded' : 'announced',
      entitlement:
        entitlement === undefined
          ? null
          : {
              heldQuantity: new ExactDecimal(entitlement.held_quantity).toFixed(),
              entitledQuantity: new ExactDecimal(entitlement.entitled_quantity).toFixed(),
              entitledCash: new ExactDecimal(entitlement.entitled_cash).toFixed(2),
              election: entitlement.election,
              electedQuantity: decimalOrNull(entitlement.elected_quantity),
              holdAmount: decimalOrNull(entitlement.hold_amount),
              electedAt: entitlement.elected_at,
              cashAmount: decimalOrNull(entitlement.cash_amount),
              sharesAmount: decimalOrNull(entitlement.shares_amount),
              appliedAt: entitlement.applied_at,
            },
      heldNow: heldNow.toFixed(),
    };
  });
}

/** Before its ex-date an action takes no election yet; exported for the refusal order. */
export function beforeRecord(action: CorporateActionTable, now: Date): boolean {
  return action.recorded_at === null || exInstant(action) > now;
}
