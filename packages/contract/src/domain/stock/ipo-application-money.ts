import type { Decimal } from 'decimal.js';
import { ExactDecimal } from '../decimal-value';
import { ipoApplicationAmount, ipoFunding, ipoLoanInterest } from './ipo';

/*
 * The money of one IPO application (issue 15 part 6), exact and shared by the ticket's estimate and the server, on
 * the IPO rules of ./ipo (the allotment table's amount at 1.010085 of the price, Proportion funding, loan interest).
 * Free of zod (a page may import it).
 */

/** The amount payable for `quantity` shares at `price`, fees and levies included (the prospectus's table). */
export function applicationAmountOf(quantity: number | Decimal, price: string | Decimal): Decimal {
  return new ExactDecimal(ipoApplicationAmount(quantity, price));
}

export type ApplicationTerms = {
  /** The allotment table's amount for the quantity. */
  readonly amount: Decimal;
  /** The margin loan: none for Cash, the client's for Finance, the rest after the deposit for Proportion. */
  readonly loan: Decimal;
  readonly handlingFee: Decimal;
  /** Yearly percent, and the days the loan runs. */
  readonly interestRate: Decimal;
  readonly financeDays: number;
};

export type ApplicationMoney = {
  /** What the client pays from its cash: the amount less the loan. */
  readonly deposit: Decimal;
  readonly loan: Decimal;
  readonly interest: Decimal;
  /** What the application holds: deposit + interest + handling fee. */
  readonly hold: Decimal;
};

/** The loan of a Proportion application: what the deposit (the amount × percent, rounded up to the cent) leaves. */
export function proportionLoanOf(amount: Decimal, depositPercent: Decimal): Decimal {
  return new ExactDecimal(ipoFunding('Proportion', amount, { depositRatio: depositPercent.dividedBy(100) }).loan);
}

/** The largest loan of a Finance application: the amount less the minimum deposit (rounded up to the cent). */
export function maximumFinanceLoanOf(amount: Decimal, minimumDepositPercent: Decimal): Decimal {
  return proportionLoanOf(amount, minimumDepositPercent);
}

/** The deposit, the loan and its interest (loan × rate ÷ 100 × days ÷ 365, half up to the cent, whatever is allotted). */
export function applicationMoneyOf(terms: ApplicationTerms): ApplicationMoney {
  const deposit = terms.amount.minus(terms.loan);
  const interest = new ExactDecimal(ipoLoanInterest(terms.loan, terms.interestRate.dividedBy(100), terms.financeDays));
  return { deposit, loan: terms.loan, interest, hold: deposit.plus(interest).plus(terms.handlingFee) };
}

export type ResultMoney = {
  /** The allotted shares at the final price, fees and levies included. */
  readonly charge: Decimal;
  /** Taken from the hold: the charge up to the deposit, the interest and the fee. */
  readonly paid: Decimal;
  /** Released from the hold: what the deposit did not pay. */
  readonly refund: Decimal;
  /** The part of the charge the loan paid and the client still owes. */
  readonly loanOutstanding: Decimal;
};

/**
 * The result day's money: the refund of the unallotted part repays the loan first, so the client pays the charge
 * from its deposit as far as it goes, and the loan covers (and keeps owing) the rest.
 */
export function resultMoneyOf(
  application: { readonly deposit: Decimal; readonly interest: Decimal; readonly handlingFee: Decimal },
  allotted: number,
  finalPrice: string,
): ResultMoney {
  const charge = allotted === 0 ? new ExactDecimal(0) : applicationAmountOf(allotted, finalPrice);
  const fromDeposit = ExactDecimal.min(charge, application.deposit);
  return {
    charge,
    paid: fromDeposit.plus(application.interest).plus(application.handlingFee),
    refund: application.deposit.minus(fromDeposit),
    loanOutstanding: charge.minus(fromDeposit),
  };
}
