import type { Decimal } from 'decimal.js';
import { ExactDecimal, type CorporateAction, type CorporateActionElection } from '@portal/contract';
import { marketDayOf } from '../../platform/market/market-calendar';
import { canonicalDecimal } from '../../platform/orders/order-amounts';
import { newOrderId } from '../../platform/orders/order-ids';
import { placeOrder, type PreparedOrder } from '../../platform/orders/place-order';
import { corporateActionRefusal } from './corporate-action-refusal';
import {
  corporateActionLedgerKinds,
  corporateActionTimeZone,
  type CorporateActionDependencies,
} from './corporate-action-dependencies';
import { actionsOf, electionsOf, findAction, findEntitlement, type AccountKey } from './views';

/*
 * An election (issue 15 part 7) on the shared order placement (platform/orders, ADR 016): one per entitlement, with
 * a client reference that makes a retry one election. A rights subscription holds its cash (quantity × price,
 * journal corporateAction.hold) until the pay date; a scrip election holds nothing. Refusals in the order: unknown
 * action, no election taken, not recorded yet, the deadline past, not entitled, already elected, an election the
 * action does not offer, a bad quantity, short of cash.
 */

export const corporateActionArea = 'corporateAction';

export type ElectionRequest = AccountKey & {
  readonly clientReference: string;
  readonly actionId: string;
  readonly election: CorporateActionElection;
  readonly quantity?: string | undefined;
};

type PreparedElection = PreparedOrder & { readonly quantity: Decimal | null; readonly hold: Decimal | null };

async function answerOf(deps: CorporateActionDependencies, account: AccountKey, actionId: string) {
  const action = (await actionsOf(deps.db, account, deps.clock.now())).find((entry) => entry.actionId === actionId);
  if (action === undefined) throw new Error(`The corporate action ${actionId} of an election is not listed`);
  return action;
}

export async function elect(
  deps: CorporateActionDependencies,
  request: ElectionRequest,
): Promise<{ action: CorporateAction; replayed: boolean }> {
  const account = { accountCode: request.accountCode.toUpperCase(), source: request.source };
  let electedActionId = request.actionId;
  const placed = await placeOrder(deps, {
    area: corporateActionArea,
    account,
    clientReference: request.clientReference,
    request: {
      actionId: request.actionId,
      election: request.election,
      quantity: request.quantity === undefined ? null : canonicalDecimal(request.quantity),
    },
    check: async (): Promise<PreparedElection> => {
      const action = await findAction(deps.db, request.actionId);
      if (action === undefined) throw corporateActionRefusal('actionNotFound');
      if (electionsOf(action).length === 0) throw corporateActionRefusal('noElection');
      const now = deps.clock.now();
      if (action.recorded_at === null) throw corporateActionRefusal('electionNotOpen');
      if (action.election_deadline === null || now.toISOString() >= action.election_deadline) {
        throw corporateActionRefusal('electionClosed');
      }
      const entitlement = await findEntitlement(deps.db, account, action.id);
      if (entitlement === undefined) throw corporateActionRefusal('notEntitled');
      if (entitlement.election !== null) throw corporateActionRefusal('alreadyElected');
      if (!electionsOf(action).includes(request.election)) throw corporateActionRefusal('invalidElection');
      const orderId = newOrderId('CAE', marketDayOf(now, corporateActionTimeZone));
      if (request.election !== 'subscribe') {
        if (request.quantity !== undefined) throw corporateActionRefusal('invalidQuantity');
        return { orderId, placedAt: now, quantity: null, hold: null };
      }
      const entitled = new ExactDecimal(entitlement.entitled_quantity);
      const written = request.quantity ?? '';
      if (!/^\d{1,12}$/.test(written)) throw corporateActionRefusal('invalidQuantity');
      const quantity = new ExactDecimal(written);
      if (quantity.isZero() || quantity.greaterThan(entitled)) throw corporateActionRefusal('invalidQuantity');
      const hold = quantity.times(action.price ?? 0);
      return {
        orderId,
        placedAt: now,
        quantity,
        hold,
        reservation: {
          asset: action.currency,
          amount: hold,
          kind: corporateActionLedgerKinds.hold,
          whenShort: () => corporateActionRefusal('insufficientFund'),
        },
      };
    },
    insert: async (trx, prepared) => {
      const done = await trx
        .updateTable('corporate_action_entitlement')
        .set({
          election: request.election,
          elected_quantity: prepared.quantity?.toFixed() ?? null,
          hold_amount: prepared.hold?.toFixed(2) ?? null,
          election_id: prepared.orderId,
          elected_at: prepared.placedAt.toISOString(),
          updated_at: prepared.placedAt.toISOString(),
        })
        .where('action_id', '=', request.actionId)
        .where('account_code', '=', account.accountCode)
        .where('source', '=', account.source)
        .where('election', 'is', null)
        .executeTakeFirst();
      // Another election of this entitlement (another reference) committed first.
      if (done.numUpdatedRows === 0n) throw corporateActionRefusal('alreadyElected');
    },
    publish: async () => {},
    answer: async (db, orderId) => {
      const row = await db
        .selectFrom('corporate_action_entitlement')
        .select('action_id')
        .where('election_id', '=', orderId)
        .executeTakeFirst();
      electedActionId = row?.action_id ?? electedActionId;
      return answerOf(deps, account, electedActionId);
    },
  });
  return { action: placed.answer, replayed: placed.replayed };
}
