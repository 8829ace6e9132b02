import type { LoginSource } from '@portal/contract/brands';
import type { CorporateActionKind, CorporateActionElection } from '@portal/contract';
import type { DecimalColumn } from '../../platform/db/column-types';

/**
 * A corporate action on a stock (migration 0016; owner services/corporate-action). Terms by kind: a cash or scrip
 * dividend pays cash_per_share (scrip: or shares at `price`); bonus shares give ratio_new for every ratio_old held;
 * a split makes ratio_old shares ratio_new (1 → 2), a consolidation ratio_old into ratio_new (5 → 1); a rights issue
 * offers ratio_new rights per ratio_old held, each subscribing one share at `price`. Days are Hong Kong market days:
 * holders are recorded at 09:00 on the ex-date (a split or consolidation applies then), the rest applies at 09:00 on
 * the pay date; an election (rights, scrip) is taken until election_deadline.
 */
export type CorporateActionTable = {
  id: string;
  stock_id: string;
  kind: CorporateActionKind;
  currency: string;
  cash_per_share: DecimalColumn | null;
  ratio_new: number | null;
  ratio_old: number | null;
  price: DecimalColumn | null;
  ex_date: string;
  pay_date: string;
  election_deadline: string | null;
  recorded_at: string | null;
  applied_at: string | null;
  created_at: string;
};

/**
 * A holder's entitlement (migration 0016; owner services/corporate-action): the shares held at the record, what they
 * entitle to (shares: bonus, rights, scrip, or the new quantity of a split; cash: a dividend), the client's election
 * and what was applied (cash paid in or out, shares in or out).
 */
export type CorporateActionEntitlementTable = {
  action_id: string;
  account_code: string;
  source: LoginSource;
  held_quantity: DecimalColumn;
  entitled_quantity: DecimalColumn;
  entitled_cash: DecimalColumn;
  election: CorporateActionElection | null;
  elected_quantity: DecimalColumn | null;
  hold_amount: DecimalColumn | null;
  /** The id under which the election's client reference and hold are recorded. */
  election_id: string | null;
  elected_at: string | null;
  cash_amount: DecimalColumn | null;
  shares_amount: DecimalColumn | null;
  applied_at: string | null;
  updated_at: string;
};

export type CorporateActionTables = {
  corporate_action: CorporateActionTable;
  corporate_action_entitlement: CorporateActionEntitlementTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends CorporateActionTables {}
}
