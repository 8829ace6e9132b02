import { ExactDecimal, type FundOrder } from '@portal/contract';
import type { OrderWithFund } from './fund-order-queries';

function plain(value: string | null): string | null {
  return value === null ? null : new ExactDecimal(value).toFixed();
}

/** An order as the contract shows it. */
export function toFundOrder(row: OrderWithFund): FundOrder {
  return {
    orderId: row.id,
    clientReference: row.client_reference,
    accountCode: row.account_code,
    fundId: row.fund_id,
    fundNames: { en: row.name_en, 'zh-HK': row.name_zh_hk, 'zh-CN': row.name_zh_cn },
    fundCurrency: row.fund_currency,
    kind: row.kind,
    type: row.type,
    direction: row.direction,
    basis: row.basis,
    switchId: row.switch_id,
    status: row.status,
    amount: plain(row.amount),
    units: plain(row.units),
    payCurrency: row.pay_currency,
    payAmount: plain(row.pay_amount),
    fxRate: new ExactDecimal(row.fx_rate).toFixed(),
    feePercent: new ExactDecimal(row.fee_percent).toFixed(),
    fee: plain(row.fee),
    netAmount: plain(row.net_amount),
    nav: plain(row.nav),
    placedAt: row.placed_at,
    orderDate: row.order_date,
    cutOffAt: row.cut_off_at,
    dealingDate: row.dealing_date,
    settlementDate: row.settlement_date,
    updatedAt: row.updated_at,
    // A switch is cancelled through its switch-out (all legs with it); a switch-in alone is not.
    cancellable: row.status === 'pending' && row.kind !== 'switchIn',
  };
}
