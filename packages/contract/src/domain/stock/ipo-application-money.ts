import type { Decimal } from 'decimal.js';
import { ExactDecimal } from '../decimal-value';
import { roundDecimal } from '../rounding';

/*
 * The money of an IPO application (issue 15 part 6), exact and shared by the ticket's estimate and the server.
 * Hong Kong prospectuses state the amount payable on each quantity of the allotment table as quantity × the maximum
 * offer price plus 1% brokerage, the SFC transaction levy (0.0027%), the Stock Exchange trading fee (0.00565%) and
 * the AFRC transaction levy (0.00015%), to the cent. Free of zod (a page may import it).
 */

/** 1 + brokerage 1% + SFC 0.0027% + HKEX trading fee 0.00565% + AFRC 0.00015% = 1.010085. */
export const applicationChargeFactor = new ExactDecimal('1.010085');

/** The amount payable for `quantity` shares at `price`, fees and levies included, rounded half up to the cent. */
export function applicationAmountOf(quantity: number | Decimal, price: string | Decimal): Decimal {
  return roundDecimal(new ExactDecimal(quantity).times(price).times(applicationChargeFactor), 2, 'normal');
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
  return amount.minus(ExactDecimal.min(amount, roundDecimal(amount.times(depositPercent).dividedBy(100), 2, 'up')));
}

/** The largest loan of a Finance application: the amount less the minimum deposit (rounded up to the cent). */
export function maximumFinanceLoanOf(amount: Decimal, minimumDepositPercent: Decimal): Decimal {
  return proportionLoanOf(amount, minimumDepositPercent);
}

/** The deposit, the loan and its interest (loan × rate ÷ 100 × days ÷ 365, half up to the cent, whatever is allotted). */
export function applicationMoneyOf(terms: ApplicationTerms): ApplicationMoney {
  const deposit = terms.amount.minus(terms.loan);
  const interest = roundDecimal(
    terms.loan.times(terms.interestRate).dividedBy(100).times(terms.financeDays).dividedBy(365),
    2,
    'normal',
  );
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
