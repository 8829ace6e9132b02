import type { Transaction } from 'kysely';
import type { AuditDetail } from '@portal/contract';
import { recordAuditedAction, type AuditedActor } from '../../platform/audit/audit-trail';
import type { Database } from '../../platform/db/db';
import type { Publish } from '../../platform/runtime/events';
import type { FundTable } from '../fund-definition/public';
import type { FundOrderDependencies } from './fund-order-dependencies';
import { refusal } from './fund-order-refusal';
import type { FundOrderTable } from './fund-order-tables';

/*
 * Fund orders someone other than the client places or cancels on the client's account (issue 28 part 6, ADR 059): an
 * advisor in an advisee session, or from its own session for one of its advisees. The brand must let advisors trade
 * funds (SPEC §3 advisorFundTrading); the fund's risk level must fit the client's as for the client's own orders
 * (placement-checks' checkSuitability runs for every order, whoever places it); each order is on the client's audit
 * trail and the client is told (SPEC §3 advisorOrderPlaced), both in the placing transaction.
 */

/** Refuses (422 noPermissionForThisAccount) an advisor's fund order where the brand does not let advisors trade funds. */
export function checkPlacedBy(deps: Pick<FundOrderDependencies, 'brand'>, by: AuditedActor | undefined): void {
  if (by !== undefined && !deps.brand.flags.advisorFundTrading) throw refusal('noPermissionForThisAccount');
}

/** The fund's names as the trail keeps them. */
export function fundNamesOf(fund: Pick<FundTable, 'name_en' | 'name_zh_hk' | 'name_zh_cn'>) {
  return { en: fund.name_en, 'zh-HK': fund.name_zh_hk, 'zh-CN': fund.name_zh_cn };
}

/** What the trail says of a fund order: its fund, kind and terms (a subscription's amount, a redemption's units). */
export function fundOrderDetail(
  row: Pick<FundOrderTable, 'fund_id' | 'kind' | 'type' | 'basis' | 'amount' | 'units' | 'pay_amount' | 'pay_currency'>,
  names: AuditDetail['instrumentNames'],
): AuditDetail {
  const buys = row.type === 'S';
  return {
    market: 'fund',
    orderKind: row.kind === 'switchOut' ? 'switch' : row.kind,
    instrument: row.fund_id,
    ...(names === undefined ? {} : { instrumentNames: names }),
    side: buys ? 'B' : 'S',
    ...(buys && row.pay_amount !== null ? { amount: row.pay_amount, currency: row.pay_currency } : {}),
    ...(!buys && row.units !== null ? { quantity: row.units } : {}),
    ...(!buys && row.basis === 'amount' && row.amount !== null ? { amount: row.amount } : {}),
  };
}

/**
 * In the placing transaction: the order on the client's trail (orderPlaced, the order id its subject) and the
 * notification advisorOrderPlaced to the client, its quantity the subscription's amount or the units redeemed.
 */
export async function recordFundOrderPlacedBy(
  trx: Transaction<Database>,
  publish: Publish,
  by: AuditedActor | undefined,
  row: FundOrderTable,
  detail: AuditDetail,
): Promise<void> {
  if (by === undefined) return;
  const account = { accountCode: row.account_code, source: row.source };
  const at = new Date(row.placed_at);
  await trx.updateTable('fund_order').set({ placed_by: by.accountCode }).where('id', '=', row.id).execute();
  await recordAuditedAction(trx, by, { account, action: 'orderPlaced', subject: row.id, after: detail, at });
  await publish({
    type: 'advisorOrderPlaced',
    ...account,
    occurredAt: at,
    fields: {
      advisorCode: by.accountCode,
      code: row.fund_id,
      referenceCode: row.id,
      quantity: (row.type === 'S' ? row.pay_amount : row.units) ?? '0',
    },
  });
}
