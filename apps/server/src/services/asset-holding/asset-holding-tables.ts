import type { LoginSource } from '@portal/contract/brands';
import type { DecimalColumn } from '../../platform/db/column-types';

/**
 * A client's other asset (migration 0035; owner services/asset-holding, issue 26 part 1): kept elsewhere, valued by
 * the client (asset_holding_valuation) or linked to a quoted instrument. Status (SPEC §3): active | inactive |
 * deleted; a delete is soft and `status_before_delete` is what a restore gives back. Instants are ISO-8601 UTC; days
 * are yyyy-mm-dd.
 */
export type AssetHoldingTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  name: string;
  /** One of the contract's assetCategories. */
  category: string;
  currency: string;
  /** active | inactive | deleted. */
  status: string;
  status_before_delete: string | null;
  /** The latest valuation's, kept here so lists need no second query; null where valued as a whole. */
  quantity: DecimalColumn | null;
  value: DecimalColumn;
  valuation_date: string;
  cost: DecimalColumn | null;
  purchase_date: string | null;
  notes: string;
  /** stock | crypto, with the stock id or crypto pair id; both null when not linked. */
  link_kind: string | null;
  link_instrument_id: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

/** One valuation of a holding (one per holding and day: a second one of a day replaces it). */
export type AssetHoldingValuationTable = {
  holding_id: string;
  valuation_date: string;
  value: DecimalColumn;
  quantity: DecimalColumn | null;
  recorded_at: string;
};

/** A file attached to a holding, its type recognised from its bytes (SPEC §5, ADR 023). */
export type AssetHoldingAttachmentTable = {
  id: string;
  holding_id: string;
  file_name: string;
  file_type: string;
  size_bytes: number;
  /** SHA-256 of content, hex. */
  sha256: string;
  content: Uint8Array;
  uploaded_at: string;
};

/** The other assets' tables, merged into `Database` by declaration merging (ADR 048). */
export type AssetHoldingTables = {
  asset_holding: AssetHoldingTable;
  asset_holding_valuation: AssetHoldingValuationTable;
  asset_holding_attachment: AssetHoldingAttachmentTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends AssetHoldingTables {}
}
