import { cryptoWithdrawalResultCatalogue } from '@portal/contract/domain/crypto/crypto-withdrawal-results';
import { orderFailureOf, type OrderFailure } from '../../../shared/ticket/order-failure';

/** Why the server refused an address or a withdrawal: its result (VA601-VA699) in three languages, or a retry. */
export function withdrawalFailureOf(error: unknown): OrderFailure {
  return orderFailureOf(error, { catalogue: cryptoWithdrawalResultCatalogue });
}
