/* How the FX page shows times and amounts: hh:mm:ss and a full moment in the brand's market time zone, and each
 * currency's precision from the balances. */
import type { FxBalance } from '@portal/contract';
import { formatDate, formatTime24WithSeconds } from '@portal/contract/domain/date-format';
import { useBrand } from '../../../shared/brand/brand-context';

/** hh:mm:ss of an instant in the brand's market time zone. */
export function useTimeOfDay(): (instant: string) => string {
  const brand = useBrand();
  return (instant) => formatTime24WithSeconds(instant, brand.marketTimeZone);
}

/** yyyy-mm-dd hh:mm:ss of an instant in the brand's market time zone. */
export function useDateTime(): (instant: string) => string {
  const brand = useBrand();
  return (instant) =>
    `${formatDate(instant, brand.marketTimeZone)} ${formatTime24WithSeconds(instant, brand.marketTimeZone)}`;
}

export function precisionOf(balances: readonly FxBalance[], currency: string): number {
  return balances.find((balance) => balance.currency === currency)?.precision ?? 2;
}
