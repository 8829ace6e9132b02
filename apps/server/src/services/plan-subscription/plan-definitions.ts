import type { Kysely } from 'kysely';
import type { BrandConfig } from '@portal/contract/brands';
import { weightPercentOf } from '@portal/contract/domain/plan';
import type { Database } from '../../platform/db/db';
import { findFundsByIds } from '../fund-definition/public';
import { findPlan, modelValuesBetween } from '../plan-definition/public';
import type { PlanCatalogue } from './plan-catalogue';

/*
 * The plans a subscription reads, from the plan definitions' public entry (`findPlan`: any status, as a subscription
 * outlives its plan's closing; minimums as the brand's clients see them), with weights in percent and fund names.
 */
export function planCatalogueOf(
  db: Kysely<Database>,
  brand: Pick<BrandConfig, 'minimumAmountMultiplyFactor'>,
): PlanCatalogue {
  return {
    async plan(planId) {
      const plan = await findPlan({ db, brand }, planId);
      if (plan === undefined) return undefined;
      const funds = new Map(
        (
          await findFundsByIds(
            db,
            plan.weights.map((weight) => weight.fundId),
          )
        ).map((fund) => [fund.id, fund]),
      );
      return {
        ...plan,
        allocation: plan.weights.map(({ fundId, weightBasisPoints }) => {
          const fund = funds.get(fundId);
          return {
            fundId,
            fundNames: {
              en: fund?.name_en ?? fundId,
              'zh-HK': fund?.name_zh_hk ?? fundId,
              'zh-CN': fund?.name_zh_cn ?? fundId,
            },
            weightPercent: weightPercentOf(weightBasisPoints),
          };
        }),
      };
    },
    async modelGrowth(planId, days) {
      const plan = await findPlan({ db, brand }, planId);
      const from = days[0];
      const to = days.at(-1);
      if (plan === undefined || from === undefined || to === undefined || from >= to) return [];
      const values = await modelValuesBetween(db, plan.weights, from, to, undefined, days);
      return (values ?? []).map((point) => ({ day: point.date, value: point.value }));
    },
  };
}
