import type { Transaction } from 'kysely';
import { wireErrorCodes } from '@portal/contract';
import { riskRank, riskLevels } from '@portal/contract/domain/fund';
import { allocationProblemOf, allocationProblemText, type PlanStatus } from '@portal/contract/domain/plan';
import { AppError, type FieldError } from '../../platform/http/errors';
import type { Database } from '../../platform/db/db';
import { activeGatewayClients } from '../../platform/identity/account-directory';
import type { EventPublisher, Publish } from '../../platform/runtime/events';
import { findFundsByIds } from '../fund-definition/public';
import type { PlanDefinitionTable } from './plan-definition-tables';
import { statusOf, type Executor, type PlanDefinitionDependencies, type PlanWeight } from './plans';

/*
 * What changes a plan (issue 27 parts 1 and 7): its status (SPEC §3) and its weights. A weight change is a new
 * allocation version from the clock's now on; the versions before stay, so a subscription can tell which weights held
 * when. Input the rules refuse answers 400 VALIDATION_FAILED with the field named, and changes nothing.
 */

/** The refusal of input, with each field's problem (400 VALIDATION_FAILED, as the contract's schema refusals). */
export function planInputRefusal(fieldErrors: readonly FieldError[]): AppError {
  const listed = fieldErrors.map((error) => `${error.path}: ${error.message}`).join('; ');
  return new AppError(400, wireErrorCodes.validation, `The plan is invalid: ${listed}`, { fieldErrors });
}

/** A weight change as the subscription area hears of it, inside the transaction that made it. */
export type PlanAllocationChange = {
  readonly planId: string;
  readonly currency: string;
  readonly version: number;
  readonly previousVersion: number;
  readonly effectiveFrom: string;
  readonly weights: readonly PlanWeight[];
};

/** Runs in the change's transaction (a throw undoes it); `publish` raises notifications in the same transaction. */
export type PlanAllocationListener = (
  change: PlanAllocationChange,
  transaction: Transaction<Database>,
  publish: Publish,
) => Promise<void>;

/**
 * The listeners of each server's weight changes, by its event publisher: one server's subscription area hears its own
 * plans' changes only (tests build many servers in one process). The subscription area registers at wiring, from its
 * `subscribers`, so the plans need not import it (it imports them).
 */
const allocationListeners = new WeakMap<EventPublisher, PlanAllocationListener[]>();

export function onPlanAllocationChange(events: EventPublisher, listener: PlanAllocationListener): void {
  const listeners = allocationListeners.get(events) ?? [];
  listeners.push(listener);
  allocationListeners.set(events, listeners);
}

/** The checks a plan's weights pass against the catalogue: the rule of 100 %, and funds of the plan's currency. */
export async function allocationFieldErrors(
  db: Executor,
  plan: Pick<PlanDefinitionTable, 'currency'>,
  weights: readonly PlanWeight[],
  path = 'weights',
): Promise<FieldError[]> {
  const problem = allocationProblemOf(weights);
  if (problem !== undefined) return [{ path, message: allocationProblemText(problem) }];
  const funds = new Map(
    (
      await findFundsByIds(
        db,
        weights.map((weight) => weight.fundId),
      )
    ).map((fund) => [fund.id, fund]),
  );
  const errors: FieldError[] = [];
  weights.forEach(({ fundId }, index) => {
    const fund = funds.get(fundId);
    const at = `${path}.${index}.fundId`;
    if (fund === undefined) errors.push({ path: at, message: `There is no fund ${fundId}.` });
    else if (fund.currency !== plan.currency) {
      errors.push({
        path: at,
        message: `${fundId} is in ${fund.currency}; the plan invests in ${plan.currency} only.`,
      });
    } else if (fund.suspended === 1 || fund.professional_only === 1) {
      errors.push({ path: at, message: `${fundId} is suspended or for professional investors only.` });
    }
  });
  return errors;
}

/** The riskiest level among the funds: a plan is as risky as its riskiest fund. */
export async function riskLevelOfWeights(db: Executor, weights: readonly PlanWeight[]) {
  const funds = await findFundsByIds(
    db,
    weights.map((weight) => weight.fundId),
  );
  const rank = Math.max(0, ...funds.map((fund) => riskRank(fund.risk_level)));
  return riskLevels[rank] ?? 'Locked';
}

async function changeablePlan(db: Executor, planId: string): Promise<PlanDefinitionTable> {
  const row = await db.selectFrom('plan_definition').selectAll().where('id', '=', planId).executeTakeFirst();
  if (row === undefined || row.status === 'deleted') throw AppError.notFound(`There is no plan ${planId}.`);
  return row;
}

/**
 * Writes a new allocation version of the plan, in force from now, and tells the subscription area in the same
 * transaction. The plan's risk level follows its funds.
 */
export async function changePlanAllocation(
  deps: Pick<PlanDefinitionDependencies, 'db' | 'clock' | 'events'>,
  planId: string,
  weights: readonly PlanWeight[],
): Promise<PlanAllocationChange> {
  const checked = await changeablePlan(deps.db, planId);
  const errors = await allocationFieldErrors(deps.db, checked, weights);
  if (errors.length > 0) throw planInputRefusal(errors);
  const riskLevel = await riskLevelOfWeights(deps.db, weights);
  const now = deps.clock.now().toISOString();
  return deps.events.inTransaction(deps.db, async (transaction, publish) => {
    const row = await changeablePlan(transaction, planId);
    const version = Number(row.allocation_version) + 1;
    await transaction
      .insertInto('plan_allocation_version')
      .values({ plan_id: planId, version, effective_from: now })
      .execute();
    await transaction
      .insertInto('plan_allocation')
      .values(
        weights.map((weight, position) => ({
          plan_id: planId,
          version,
          fund_id: weight.fundId,
          weight_basis_points: weight.weightBasisPoints,
          position,
        })),
      )
      .execute();
    // Guarded by the version read: a concurrent change of the same plan makes this one fail, not interleave.
    const moved = await transaction
      .updateTable('plan_definition')
      .set({ allocation_version: version, risk_level: riskLevel, risk_rank: riskRank(riskLevel), updated_at: now })
      .where('id', '=', planId)
      .where('allocation_version', '=', row.allocation_version)
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) throw AppError.conflict(`Plan ${planId} changed meanwhile; try again.`);
    const change: PlanAllocationChange = {
      planId,
      currency: row.currency,
      version,
      previousVersion: Number(row.allocation_version),
      effectiveFrom: now,
      weights: [...weights],
    };
    for (const listener of allocationListeners.get(deps.events) ?? []) await listener(change, transaction, publish);
    return change;
  });
}

/** The statuses a plan may move to from each (SPEC §3); deleted is final. */
const nextStatuses: Readonly<Record<PlanStatus, readonly PlanStatus[]>> = {
  draft: ['active', 'deleted'],
  active: ['inactive', 'deleted'],
  inactive: ['active', 'deleted'],
  deleted: [],
};

/**
 * Moves a plan to a status. Its first activation raises newPlan for every active client of the brand (as a new IPO
 * raises newIPO), in the same transaction and once: the plan is marked announced.
 */
export async function setPlanStatus(
  deps: Pick<PlanDefinitionDependencies, 'db' | 'clock' | 'events'>,
  planId: string,
  status: PlanStatus,
): Promise<{ readonly planId: string; readonly status: PlanStatus; readonly announced: number }> {
  const now = deps.clock.now().toISOString();
  return deps.events.inTransaction(deps.db, async (transaction, publish) => {
    const row = await changeablePlan(transaction, planId);
    if (row.status === status) return { planId, status, announced: 0 };
    if (!nextStatuses[statusOf(row.status)].includes(status)) {
      throw planInputRefusal([{ path: 'status', message: `A ${row.status} plan cannot become ${status}.` }]);
    }
    const announce = status === 'active' && row.announced_at === null;
    await transaction
      .updateTable('plan_definition')
      .set({ status, updated_at: now, ...(announce ? { announced_at: now } : {}) })
      .where('id', '=', planId)
      .where('status', '=', row.status)
      .execute();
    if (!announce) return { planId, status, announced: 0 };
    const clients = await activeGatewayClients(transaction);
    for (const accountCode of clients) {
      await publish({ type: 'newPlan', accountCode, source: 'gateway', fields: { code: planId } });
    }
    return { planId, status, announced: clients.length };
  });
}
