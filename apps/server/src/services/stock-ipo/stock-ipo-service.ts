import { ledgerServiceDependenciesOf } from '../../platform/runtime/service-dependencies';
import { ExactDecimal, stockIpoService } from '@portal/contract';
import { balanceOf } from '../../platform/money/ledger';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import { applicationsOf, liveApplicationIds, toIpoApplication } from './applications';
import { ipoRefusal } from './ipo-refusal';
import {
  allotmentTableOf,
  byPhase,
  findOffering,
  listOfferings,
  phaseOf,
  proportionPercentsOf,
  toOfferingSummary,
} from './offerings';
import { applyForIpo, cancelApplication } from './placement';
import { prospectusUrlOf } from './prospectus-route';
import type { StockIpoDependencies } from './stock-ipo-dependencies';

/** What applying and cancelling need, from an operation's context. */
export function stockIpoDependenciesOf(
  context: Pick<OperationContext, 'config' | 'db' | 'events' | 'clock'>,
): StockIpoDependencies {
  return ledgerServiceDependenciesOf(context);
}

function accountOf(input: { accountCode: string; source: 'gateway' | 'fos' }) {
  return { accountCode: input.accountCode.toUpperCase(), source: input.source };
}

const decimal = (value: string) => new ExactDecimal(value).toFixed();

/** The IPO service (issue 15 part 6): see placement.ts and lifecycle.ts for the rules. */
export const stockIpoImplementation = implementService(stockIpoService, {
  listIpos: async (input, { db, clock }) => {
    const now = clock.now();
    const account = accountOf(input);
    const applications = await liveApplicationIds(db, account);
    const offerings = (await listOfferings(db))
      .filter((offering) => input.phase === undefined || phaseOf(offering, now) === input.phase)
      .sort(byPhase(now));
    return {
      offerings: offerings.map((offering) => toOfferingSummary(offering, now, applications.get(offering.id) ?? null)),
    };
  },

  ipoDetail: async (input, { db, clock }) => {
    const now = clock.now();
    const account = accountOf(input);
    const offering = await findOffering(db, input.offeringId);
    if (offering === undefined) throw ipoRefusal('ipoNotFound');
    const applications = await liveApplicationIds(db, account);
    const cash = await balanceOf(db, { ...account, asset: offering.currency });
    return {
      ...toOfferingSummary(offering, now, applications.get(offering.id) ?? null),
      allotmentTable: allotmentTableOf(offering),
      publicOfferShares: String(offering.public_offer_shares),
      cashHandlingFee: decimal(offering.cash_handling_fee),
      financeHandlingFee: decimal(offering.finance_handling_fee),
      financeDepositPercent: decimal(offering.finance_deposit_percent),
      proportionDepositPercents: proportionPercentsOf(offering),
      financeInterestRate: decimal(offering.finance_interest_rate),
      financeDays: offering.finance_days,
      prospectusUrl: prospectusUrlOf(offering.id),
      cash: { available: cash.available.toFixed(), onHold: cash.onHold.toFixed() },
    };
  },

  applyIpo: async (input, context) => applyForIpo(stockIpoDependenciesOf(context), input),

  cancelIpoApplication: async (input, context) => ({
    application: await cancelApplication(stockIpoDependenciesOf(context), accountOf(input), input.applicationId),
  }),

  myIpoApplications: async (input, { db, clock }) => {
    const now = clock.now();
    return { applications: (await applicationsOf(db, accountOf(input))).map((found) => toIpoApplication(found, now)) };
  },
});
