/*
 * The rules of a cash withdrawal that the server enforces and the web form shows (issue 16 part 3, ADR 033), free
 * of zod: the daily limit per currency, the currencies FPS carries, how a bank account number is shown, and the
 * business day a withdrawal is processed on given the brand's withdraw cut-off time.
 */

/**
 * The daily withdrawal limit per currency (ADR 033): what one account may withdraw per Hong Kong business day, counting
 * its pending, processing and accepted withdrawals of that processing day. A currency not listed has no withdrawals.
 */
export const defaultDailyWithdrawalLimits: Readonly<Record<string, string>> = {
  HKD: '500000',
  USD: '65000',
  CNY: '450000',
};

/** The currencies the Faster Payment System carries (HKD and RMB), before the brand's cashCurrencies are applied. */
export const fpsCurrencies = ['HKD', 'CNY'] as const;

/** The FPS currencies a brand offers: those of `fpsCurrencies` among its cash currencies, in the brand's order. */
export function fpsCurrenciesOf(cashCurrencies: readonly string[]): string[] {
  return cashCurrencies.filter((currency) => (fpsCurrencies as readonly string[]).includes(currency));
}

/** A bank account number as the portal shows it: only its last four digits ('•••• 5678'). */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}

/** An FPS proxy (a phone number or e-mail address) as shown: its first two and last two characters. */
export function maskFpsProxy(proxy: string): string {
  if (proxy.length <= 4) return '•'.repeat(proxy.length);
  return `${proxy.slice(0, 2)}${'•'.repeat(Math.min(proxy.length - 4, 6))}${proxy.slice(-2)}`;
}
