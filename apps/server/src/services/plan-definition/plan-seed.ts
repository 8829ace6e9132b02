import type { Kysely } from 'kysely';
import { riskRank, type RiskLevel } from '@portal/contract/domain/fund';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { allocationProblemOf, allocationProblemText } from '@portal/contract/domain/plan';
import type { SeedContext } from '../../platform/area';
import type { Database } from '../../platform/db/db';
import { marketDayOf } from '../../platform/market/market-calendar';
import { findRetailFundsLaunchedBefore, type FundTable } from '../fund-definition/public';
import { yearsBefore } from './back-test';
import { planAmountsOf, planTemplates, type PlanTemplate } from './plan-catalogue';
import type { PlanWeight } from './plans';

/** A plan ready to be stored: its template and the funds chosen for it. */
export type SeededPlan = {
  readonly template: PlanTemplate;
  readonly weights: readonly PlanWeight[];
  readonly riskLevel: RiskLevel;
};

/** The seed's check: a plan's weights sum to exactly 100 % (and the other rules of allocationProblemOf). */
export function checkSeededPlan(
  plan: Pick<SeededPlan, 'weights'> & { readonly template: { readonly id: string } },
): void {
  const problem = allocationProblemOf(plan.weights);
  if (problem !== undefined) throw new Error(`Plan ${plan.template.id} is refused: ${allocationProblemText(problem)}`);
}

/**
 * Fills a template's sleeves from the candidates (funds of its currency at or below its risk cap, oldest first). Each
 * sleeve takes the first unused fund launched by `seasonedBy` (five years before the seed, so the back-test has every
 * period) of one of its categories, else of any category, else a younger fund of its categories, else any younger
 * one; a sleeve left without a fund adds its weight to the first sleeve's. Plans differ even on a small catalogue.
 */
export function fillTemplate(
  template: PlanTemplate,
  candidates: readonly FundTable[],
  seasonedBy: string,
): SeededPlan | undefined {
  const allowed = candidates.filter(
    (fund) =>
      fund.currency === template.currency &&
      fund.risk_level !== 'Locked' &&
      riskRank(fund.risk_level) <= riskRank(template.riskCap),
  );
  const seasoned = allowed.filter((fund) => fund.launch_date <= seasonedBy);
  const young = allowed.filter((fund) => fund.launch_date > seasonedBy);
  const used = new Set<string>();
  const weights: { fundId: string; weightBasisPoints: number }[] = [];
  let leftOver = 0;
  for (const sleeve of template.sleeves) {
    const unused = (pool: readonly FundTable[], categories?: readonly string[]) =>
      pool.find((fund) => !used.has(fund.id) && (categories === undefined || categories.includes(fund.category)));
    const fund =
      unused(seasoned, sleeve.categories) ?? unused(seasoned) ?? unused(young, sleeve.categories) ?? unused(young);
    if (fund === undefined) {
      leftOver += sleeve.weightBasisPoints;
      continue;
    }
    used.add(fund.id);
    weights.push({ fundId: fund.id, weightBasisPoints: sleeve.weightBasisPoints });
  }
  const first = weights[0];
  if (first === undefined) return undefined;
  first.weightBasisPoints += leftOver;
  const riskLevel = allowed
    .filter((fund) => used.has(fund.id))
    .reduce<RiskLevel>(
      (riskiest, fund) => (riskRank(fund.risk_level) > riskRank(riskiest) ? fund.risk_level : riskiest),
      'None',
    );
  return { template, weights, riskLevel };
}

const documentTitles = (names: PlanTemplate['names']) =>
  [
    ['en', `${names[0]} factsheet`],
    ['zh-HK', `${names[1]} 計劃概覽`],
    ['zh-CN', `${names[2]} 计划概览`],
  ] as const;

/** Stores a checked plan (version 1 of its allocation from `at`) with its factsheets; a plan already there is kept. */
export async function insertPlan(db: Kysely<Database>, plan: SeededPlan, at: string): Promise<boolean> {
  checkSeededPlan(plan);
  const { template } = plan;
  const amounts = planAmountsOf[template.currency];
  return db.transaction().execute(async (transaction) => {
    const exists = await transaction
      .selectFrom('plan_definition')
      .select('id')
      .where('id', '=', template.id)
      .executeTakeFirst();
    if (exists !== undefined) return false;
    await transaction
      .insertInto('plan_definition')
      .values({
        id: template.id,
        name_en: template.names[0],
        name_zh_hk: template.names[1],
        name_zh_cn: template.names[2],
        description_en: template.descriptions[0],
        description_zh_hk: template.descriptions[1],
        description_zh_cn: template.descriptions[2],
        theme: template.theme,
        risk_level: plan.riskLevel,
        risk_rank: riskRank(plan.riskLevel),
        currency: template.currency,
        status: template.status,
        minimum_lump_sum: amounts.minimumLumpSum,
        minimum_monthly_amount: amounts.minimumMonthlyAmount,
        amount_multiple: amounts.amountMultiple,
        plan_fee_percent: '0.50',
        subscription_fee_percent: '0',
        allocation_version: 1,
        created_at: at,
        updated_at: at,
        // Seeded active plans are not news: newPlan is for a plan activated from now on.
        announced_at: template.status === 'active' ? at : null,
      })
      .execute();
    await transaction
      .insertInto('plan_allocation_version')
      .values({ plan_id: template.id, version: 1, effective_from: at })
      .execute();
    await transaction
      .insertInto('plan_allocation')
      .values(
        plan.weights.map((weight, position) => ({
          plan_id: template.id,
          version: 1,
          fund_id: weight.fundId,
          weight_basis_points: weight.weightBasisPoints,
          position,
        })),
      )
      .execute();
    await transaction
      .insertInto('plan_document')
      .values(
        documentTitles(template.names).map(([language, title]) => ({
          plan_id: template.id,
          kind: 'factsheet',
          language,
          title,
        })),
      )
      .execute();
    return true;
  });
}

/**
 * The demo plans of a plan-enabled brand (or of every currency in tests that seed no brand), on the brand's fund
 * catalogue: the templates of the brand's cash currencies, each filled from the retail funds launched before today.
 * Idempotent: a plan already stored is left as it is.
 */
export async function seedPlans(
  db: Kysely<Database>,
  context: Pick<SeedContext, 'brand' | 'seededAt'>,
): Promise<number> {
  const { brand, seededAt } = context;
  if (brand !== undefined && !offers(brand.flags, brandFeatures.plans)) return 0;
  const currencies: readonly string[] = brand?.cashCurrencies ?? ['HKD', 'USD'];
  const today = marketDayOf(seededAt, brand?.marketTimeZone ?? 'Asia/Hong_Kong');
  const templates = planTemplates.filter((template) => currencies.includes(template.currency));
  const candidates = (
    await findRetailFundsLaunchedBefore(db, [...new Set(templates.map((t) => t.currency))], today)
  ).sort((a, b) => (a.launch_date < b.launch_date ? -1 : a.launch_date > b.launch_date ? 1 : a.id < b.id ? -1 : 1));
  let inserted = 0;
  for (const template of templates) {
    const plan = fillTemplate(template, candidates, yearsBefore(today, 5));
    if (plan !== undefined && (await insertPlan(db, plan, seededAt.toISOString()))) inserted += 1;
  }
  return inserted;
}
