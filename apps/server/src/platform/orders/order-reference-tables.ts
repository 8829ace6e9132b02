import type { LoginSource } from '@portal/contract/brands';

/**
 * A client reference an account has used for an order (migration 0012), in any market area: one row per (account,
 * reference), written in the transaction that places the order. It answers a retry with the order it made, and
 * refuses the reference for other content (ADR 016). Owner: platform/orders.
 */
export type OrderReferenceTable = {
  account_code: string;
  source: LoginSource;
  client_reference: string;
  /** The market area that placed it: fundOrder, stockOrder, cashTransfer, ... */
  area: string;
  /** The order (or, for an order of several legs, the first leg) the reference made. */
  order_id: string;
  /** SHA-256 of the canonical request; null for references stored before issue 14 (they replay as before). */
  request_fingerprint: string | null;
  created_at: string;
};

/** The shared order tables, merged into `Database` by platform/db/db.ts. */
export type OrderReferenceTables = {
  order_reference: OrderReferenceTable;
};
