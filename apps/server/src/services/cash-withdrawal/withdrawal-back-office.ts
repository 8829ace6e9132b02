import { getBrand, type BrandConfig } from '@portal/contract/brands';
import { awaitingOperator, wait, type WithdrawalBackOffice } from '../../adapters/back-office/back-office';
import type { Config } from '../../platform/runtime/config';
import { bankReturnReason, bankReturns, paymentAt, processingStartsAt } from './withdrawal-rules';

/**
 * The back-office simulator of withdrawals (ADR 033, behind the adapter of ADR 051), on the server clock: a pending
 * withdrawal is taken up at the withdraw cut-off of its processing day; a processing one is answered at 15:00 that day:
 * returned when its amount's whole part ends in 13, paid otherwise. An ended withdrawal gets nothing.
 */
export function simulatedWithdrawalBackOffice(brand: Pick<BrandConfig, 'cutOffTimes'>): WithdrawalBackOffice {
  return {
    nextStep: (withdrawal, now) => {
      if (now < withdrawal.requestedAt) return Promise.resolve(wait);
      if (withdrawal.status === 'pending') {
        return Promise.resolve(processingStartsAt(brand, withdrawal.processingDate) <= now ? { step: 'takeUp' } : wait);
      }
      if (withdrawal.status !== 'processing' || paymentAt(brand, withdrawal.processingDate) > now) {
        return Promise.resolve(wait);
      }
      return Promise.resolve(
        bankReturns(withdrawal.amount) ? { step: 'return', reason: bankReturnReason } : { step: 'pay' },
      );
    },
  };
}

/** The withdrawal desk PORTAL_BACK_OFFICE chooses: the simulator, or none (every withdrawal waits for an operator). */
export function withdrawalBackOfficeOf(config: Pick<Config, 'backOffice' | 'portalVariant'>): WithdrawalBackOffice {
  return config.backOffice === 'simulator'
    ? simulatedWithdrawalBackOffice(getBrand(config.portalVariant))
    : awaitingOperator;
}
