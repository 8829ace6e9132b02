import { formatAmount } from '@portal/contract/domain/number-format';

/** Decimals an amount in a currency is shown with (the yen has none; the portal's other currencies two). */
export function currencyDecimals(currency: string): number {
  return currency === 'JPY' ? 0 : 2;
}

/** An amount with its currency's decimals and its code: '1,234.50 HKD'. */
export function money(value: string, currency: string): string {
  return `${formatAmount(value, currencyDecimals(currency))} ${currency}`;
}

/** Table cells of figures and dates keep to one line. */
export const oneLine = { whiteSpace: 'nowrap' } as const;

/** Whether a decimal string is zero ('0', '0.00', '-0'). */
export function isZero(value: string): boolean {
  return /^-?0(\.0*)?$/.test(value);
}
