import type { Kysely, Transaction } from 'kysely';
import { planFactsheetPdfPath, type PlanAllocationItem, type PlanDetail, type PlanSummary } from '@portal/contract';
import type { BrandConfig } from '@portal/contract/brands';
import { isRiskLevel, riskLevels, type RiskLevel } from '@portal/contract/domain/fund';
import { languages } from '@portal/contract/domain/language';
import {
  planStatuses,
  planThemes,
  scaledMinimum,
  weightPercentOf,
  type PlanStatus,
  type PlanTheme,
} from '@portal/contract/domain/plan';
import { Decimal } from 'decimal.js';
import { AppError } from '../../platform/http/errors';
import type { Database } from '../../platform/db/db';
import type { Clock } from '../../platform/runtime/clock';
import type { EventPublisher } from '../../platform/runtime/events';
import { findFundsByIds, type FundTable } from '../fund-definition/public';
import type { PlanDefinitionTable } from './plan-definition-tables';

export type Executor = Kysely<Database> | Transaction<Database>;

/** What the plans need: the database, the clock, the events (newPlan, allocation changes) and the brand. */
export type PlanDefinitionDependencies = {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly events: EventPublisher;
  readonly brand: BrandConfig;
};

export type PlanWeight = { readonly fundId: string; readonly weightBasisPoints: number };

/** A plan with its allocation in force and that allocation's funds. */
export type LoadedPlan = {
  readonly row: PlanDefinitionTable;
  readonly weights: readonly PlanWeight[];
  readonly effectiveFrom: string;
  readonly funds: ReadonlyMap<string, FundTable>;
};

export function statusOf(value: string): PlanStatus {
  const status = planStatuses.find((known) => known === value);
  if (status === undefined) throw new Error(`Unknown plan status ${value}`);
  return status;
}
function themeOf(value: string): PlanTheme {
  return planThemes.find((known) => known === value) ?? 'balanced';
}
export function riskLevelOf(value: string): RiskLevel {
  return isRiskLevel(value) ? value : 'Locked';
}

/** The plans with these statuses (and ids, when given) with their allocations in force: three queries. */
export async function loadPlans(
  db: Executor,
  filter: { readonly statuses: readonly PlanStatus[]; readonly planIds?: readonly string[] },
): Promise<LoadedPlan[]> {
  let query = db
    .selectFrom('plan_definition')
    .selectAll()
    .where('status', 'in', [...filter.statuses]);
  if (filter.planIds !== undefined) {
    if (filter.planIds.length === 0) return [];
    query = query.where('id', 'in', [...filter.planIds]);
  }
  const rows = await query.orderBy('risk_rank').orderBy('id').execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [allocations, versions] = await Promise.all([
    db
      .selectFrom('plan_allocation as allocation')
      .innerJoin('plan_definition as plan', (join) =>
        join.onRef('plan.id', '=', 'allocation.plan_id').onRef('plan.allocation_version', '=', 'allocation.version'),
      )
      .select(['allocation.plan_id', 'allocation.fund_id', 'allocation.weight_basis_points'])
      .where('allocation.plan_id', 'in', ids)
      .orderBy('allocation.plan_id')
      .orderBy('allocation.position')
      .execute(),
    db
      .selectFrom('plan_allocation_version as version')
      .innerJoin('plan_definition as plan', (join) =>
        join.onRef('plan.id', '=', 'version.plan_id').onRef('plan.allocation_version', '=', 'version.version'),
      )
      .select(['version.plan_id', 'version.effective_from'])
      .where('version.plan_id', 'in', ids)
      .execute(),
  ]);
  const funds = new Map(
    (await findFundsByIds(db, [...new Set(allocations.map((row) => row.fund_id))])).map((fund) => [fund.id, fund]),
  );
  const weightsOf = new Map<string, PlanWeight[]>();
  for (const row of allocations) {
    const list = weightsOf.get(row.plan_id) ?? [];
    list.push({ fundId: row.fund_id, weightBasisPoints: Number(row.weight_basis_points) });
    weightsOf.set(row.plan_id, list);
  }
  const effectiveFromOf = new Map(versions.map((row) => [row.plan_id, row.effective_from]));
  return rows.map((row) => ({
    row,
    weights: weightsOf.get(row.id) ?? [],
    effectiveFrom: effectiveFromOf.get(row.id) ?? row.created_at,
    funds,
  }));
}

/** One plan a client may open (active or inactive); 404 for a draft, deleted or unknown one. */
export async function visiblePlanOrThrow(db: Executor, planId: string): Promise<LoadedPlan> {
  const [plan] = await loadPlans(db, { statuses: ['active', 'inactive'], planIds: [planId] });
  if (plan === undefined) throw AppError.notFound(`There is no plan ${planId}.`);
  return plan;
}

/** A plan's minimums as the brand's clients see them (times minimumAmountMultiplyFactor, up to the multiple). */
export function minimumsOf(row: PlanDefinitionTable, brand: Pick<BrandConfig, 'minimumAmountMultiplyFactor'>) {
  const multiple = new Decimal(String(row.amount_multiple)).toFixed();
  return {
    minimumLumpSum: scaledMinimum(String(row.minimum_lump_sum), brand.minimumAmountMultiplyFactor, multiple),
    minimumMonthlyAmount: scaledMinimum(
      String(row.minimum_monthly_amount),
      brand.minimumAmountMultiplyFactor,
      multiple,
    ),
    amountMultiple: multiple,
  };
}

function allocationItemsOf(plan: LoadedPlan): PlanAllocationItem[] {
  return plan.weights.map(({ fundId, weightBasisPoints }) => {
    const fund = plan.funds.get(fundId);
    if (fund === undefined) throw new Error(`Plan ${plan.row.id} holds ${fundId}, which is not in the catalogue`);
    return {
      fundId,
      fundCode: fund.code,
      names: { en: fund.name_en, 'zh-HK': fund.name_zh_hk, 'zh-CN': fund.name_zh_cn },
      assetClass: fund.asset_class,
      category: fund.category,
      riskLevel: fund.risk_level,
      currency: fund.currency,
      weightBasisPoints,
      weightPercent: weightPercentOf(weightBasisPoints),
    };
  });
}

export function summaryOf(plan: LoadedPlan, brand: BrandConfig): PlanSummary {
  const { row } = plan;
  const byClass = new Map<FundTable['asset_class'], number>();
  for (const item of allocationItemsOf(plan)) {
    byClass.set(item.assetClass, (byClass.get(item.assetClass) ?? 0) + item.weightBasisPoints);
  }
  return {
    planId: row.id,
    code: row.id,
    names: { en: row.name_en, 'zh-HK': row.name_zh_hk, 'zh-CN': row.name_zh_cn },
    theme: themeOf(row.theme),
    riskLevel: riskLevelOf(row.risk_level),
    currency: row.currency,
    status: statusOf(row.status),
    ...minimumsOf(row, brand),
    assetClassWeights: [...byClass]
      .sort(([, a], [, b]) => b - a)
      .map(([assetClass, basisPoints]) => ({ assetClass, weightPercent: weightPercentOf(basisPoints) })),
    fundCount: plan.weights.length,
  };
}

/** The funds' management fees weighted by the allocation, percent, two decimals half-up. */
function weightedManagementFee(plan: LoadedPlan): string {
  let sum = new Decimal(0);
  for (const { fundId, weightBasisPoints } of plan.weights) {
    const fee = plan.funds.get(fundId)?.management_fee_percent ?? '0';
    sum = sum.plus(new Decimal(String(fee)).times(weightBasisPoints));
  }
  return sum.div(10_000).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

export function factsheetUrlOf(planId: string, language: string): string {
  return `${planFactsheetPdfPath}?${new URLSearchParams({ planId, language }).toString()}`;
}

export async function detailOf(db: Executor, plan: LoadedPlan, brand: BrandConfig): Promise<PlanDetail> {
  const { row } = plan;
  const documents = await db
    .selectFrom('plan_document')
    .selectAll()
    .where('plan_id', '=', row.id)
    .orderBy('kind')
    .execute();
  const languageOrder = (language: string) => languages.findIndex((known) => known === language);
  return {
    ...summaryOf(plan, brand),
    descriptions: { en: row.description_en, 'zh-HK': row.description_zh_hk, 'zh-CN': row.description_zh_cn },
    allocation: allocationItemsOf(plan),
    allocationVersion: Number(row.allocation_version),
    allocationEffectiveFrom: plan.effectiveFrom,
    fees: {
      planFeePercentPerYear: new Decimal(String(row.plan_fee_percent)).toFixed(2),
      subscriptionFeePercent: new Decimal(String(row.subscription_fee_percent)).toFixed(2),
      weightedFundManagementFeePercent: weightedManagementFee(plan),
    },
    documents: documents
      .flatMap((document) => {
        const language = languages.find((known) => known === document.language);
        return language === undefined || document.kind !== 'factsheet'
          ? []
          : [
              {
                kind: 'factsheet' as const,
                language,
                title: document.title,
                downloadUrl: factsheetUrlOf(row.id, language),
              },
            ];
      })
      .sort((a, b) => languageOrder(a.language) - languageOrder(b.language)),
    subscribable: row.status === 'active',
  };
}

/** The risk levels from lowest to highest, for sorting. */
export const riskOrder = (level: RiskLevel) => riskLevels.indexOf(level);
