/* Tests only: a plan, its terms and a subscription as the plan services answer them. */
import type { PlanDetail, PlanSubscription, PlanSummary } from '@portal/contract';
import type { PlanSubscriptionTerms } from './plans-api';

const names = (en: string) => ({ en, 'zh-HK': en, 'zh-CN': en });

export const balancedPlan: PlanSummary = {
  planId: 'HKD-BAL-01',
  code: 'HKD-BAL-01',
  names: names('Balanced Hong Kong'),
  theme: 'balanced',
  riskLevel: 'Medium',
  currency: 'HKD',
  status: 'active',
  minimumLumpSum: '10000',
  minimumMonthlyAmount: '1000',
  amountMultiple: '100',
  assetClassWeights: [],
  fundCount: 3,
};

export const balancedPlanDetail: PlanDetail = {
  ...balancedPlan,
  descriptions: names('Half bonds, half equities.'),
  allocation: [
    {
      fundId: 'F1',
      fundCode: 'HK0001',
      names: names('Asia Equity'),
      assetClass: 'equity',
      category: 'equity',
      riskLevel: 'High',
      currency: 'HKD',
      weightBasisPoints: 5000,
      weightPercent: '50.00',
    },
    {
      fundId: 'F2',
      fundCode: 'HK0002',
      names: names('HK Bond'),
      assetClass: 'equity',
      category: 'equity',
      riskLevel: 'Low',
      currency: 'HKD',
      weightBasisPoints: 3333,
      weightPercent: '33.33',
    },
    {
      fundId: 'F3',
      fundCode: 'HK0003',
      names: names('Money Market'),
      assetClass: 'equity',
      category: 'equity',
      riskLevel: 'Low',
      currency: 'HKD',
      weightBasisPoints: 1667,
      weightPercent: '16.67',
    },
  ],
  allocationVersion: 1,
  allocationEffectiveFrom: '2026-01-01T00:00:00.000Z',
  fees: { planFeePercentPerYear: '0.5', subscriptionFeePercent: '1', weightedFundManagementFeePercent: '1.12' },
  documents: [
    {
      kind: 'factsheet',
      language: 'en',
      title: 'Factsheet',
      downloadUrl: '/api/planDefinition/factsheet.pdf?planId=HKD-BAL-01&language=en',
    },
  ],
  subscribable: true,
};

export const balancedTerms: PlanSubscriptionTerms = {
  planId: 'HKD-BAL-01',
  planCode: 'HKD-BAL-01',
  planNames: names('Balanced Hong Kong'),
  currency: 'HKD',
  currencyPrecision: 2,
  minimumLumpSum: '10000',
  minimumMonthlyAmount: '1000',
  amountMultiple: '100',
  cashAvailable: '50000',
  allocation: balancedPlanDetail.allocation.map((item) => ({
    fundId: item.fundId,
    fundNames: item.names,
    weightPercent: item.weightPercent,
  })),
  rounding: 'floorByWeightRemainderToLargest',
  subscribable: true,
  reason: null,
};

export const activeSubscription: PlanSubscription = {
  subscriptionId: 'PS-1',
  clientReference: 'ref-1',
  planId: 'HKD-BAL-01',
  planCode: 'HKD-BAL-01',
  planNames: names('Balanced Hong Kong'),
  currency: 'HKD',
  status: 'activated',
  lumpSum: '10000',
  monthlyAmount: '1000',
  monthlyDay: 15,
  nextInvestmentDate: '2026-12-15',
  invested: '11000',
  redeemed: '0',
  value: '11250.40',
  returnAmount: '250.40',
  returnPercent: '2.28',
  allocationVersion: 1,
  createdAt: '2026-10-01T02:00:00.000Z',
  updatedAt: '2026-11-15T02:00:00.000Z',
};
