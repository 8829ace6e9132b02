import type { DecimalColumn } from '../../platform/db/column-types';

/**
 * An investment plan (migration 0037; owner services/plan-definition, issue 27 part 1): a model portfolio of funds of
 * one currency. Status (SPEC §3): draft | active | inactive | deleted. The stored minimums are before the brand's
 * minimumAmountMultiplyFactor (applied when read). Instants are ISO-8601 UTC.
 */
export type PlanDefinitionTable = {
  /** Also the plan's code ('HKD-BAL-01'). */
  id: string;
  name_en: string;
  name_zh_hk: string;
  name_zh_cn: string;
  description_en: string;
  description_zh_hk: string;
  description_zh_cn: string;
  /** One of domain/plan planThemes. */
  theme: string;
  /** One of domain/fund riskLevels: the riskiest of its funds'. */
  risk_level: string;
  /** domain/fund riskRank of risk_level, so SQL can order and compare it. */
  risk_rank: number;
  currency: string;
  status: string;
  minimum_lump_sum: DecimalColumn;
  minimum_monthly_amount: DecimalColumn;
  amount_multiple: DecimalColumn;
  plan_fee_percent: DecimalColumn;
  subscription_fee_percent: DecimalColumn;
  /** The allocation in force: plan_allocation_version.version. */
  allocation_version: number;
  created_at: string;
  updated_at: string;
  /** When newPlan was raised for it (once, at its first activation); seeded plans are marked, never announced. */
  announced_at: string | null;
};

/** One version of a plan's allocation: a weight change is a new version from `effective_from` on. */
export type PlanAllocationVersionTable = {
  plan_id: string;
  version: number;
  effective_from: string;
};

/** One fund of an allocation version, in whole basis points (a version's sum to exactly 10 000). */
export type PlanAllocationTable = {
  plan_id: string;
  version: number;
  fund_id: string;
  weight_basis_points: number;
  /** The fund's place in the allocation as listed (0 first). */
  position: number;
};

/** A document a plan offers in one language; the PDF itself is made on request (factsheet.ts). */
export type PlanDocumentTable = {
  plan_id: string;
  kind: string;
  language: string;
  title: string;
};

/** The plan definitions' tables, merged into `Database` by declaration merging (ADR 048). */
export type PlanDefinitionTables = {
  plan_definition: PlanDefinitionTable;
  plan_allocation_version: PlanAllocationVersionTable;
  plan_allocation: PlanAllocationTable;
  plan_document: PlanDocumentTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends PlanDefinitionTables {}
}
