import { ExactDecimal } from '@portal/contract';
import { getBrand, type BrandConfig } from '@portal/contract/brands';
import { awaitingOperator, wait, type DepositBackOffice } from '../../adapters/back-office/back-office';
import type { Config } from '../../platform/runtime/config';
import { backOfficeRule, decisionDueAt, processingDueAt } from './deposit-dates';

/**
 * The back-office simulator of deposits (ADR 032, behind the adapter of ADR 051): a pending request is taken up five
 * minutes after it was made; a processing one is decided 30 minutes after it was made but not before 09:00 on its
 * expected credit date: rejected over 1,000,000 in its currency, accepted otherwise. An ended request gets nothing.
 */
export function simulatedDepositBackOffice(brand: Pick<BrandConfig, 'marketTimeZone'>): DepositBackOffice {
  return {
    nextStep: (request, now) => {
      if (request.status === 'pending') {
        return Promise.resolve(processingDueAt(request.submittedAt) <= now ? { step: 'takeUp' } : wait);
      }
      if (request.status !== 'processing') return Promise.resolve(wait);
      if (decisionDueAt(request.submittedAt, request.expectedCreditDate, brand.marketTimeZone) > now) {
        return Promise.resolve(wait);
      }
      return Promise.resolve(
        new ExactDecimal(request.amount).greaterThan(backOfficeRule.automaticAcceptLimit)
          ? { step: 'reject', reason: backOfficeRule.rejectReason }
          : { step: 'accept' },
      );
    },
  };
}

/** The deposit desk PORTAL_BACK_OFFICE chooses: the simulator, or none (every request waits for an operator). */
export function depositBackOfficeOf(config: Pick<Config, 'backOffice' | 'portalVariant'>): DepositBackOffice {
  return config.backOffice === 'simulator'
    ? simulatedDepositBackOffice(getBrand(config.portalVariant))
    : awaitingOperator;
}
