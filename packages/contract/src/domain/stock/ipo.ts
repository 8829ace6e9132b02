/*
 * IPO rules: application statuses (SPEC §4), application types (SPEC §3) and the allotment table of a Hong Kong
 * prospectus, in exact decimals.
 *
 * The amount payable for a quantity is what the prospectus's table says: the quantity x the maximum offer price,
 * plus brokerage 1%, SFC transaction levy 0.0027%, AFRC transaction levy 0.00015% and HKEX trading fee 0.00565%
 * (together 1.0085%), rounded to the cent (halves up). The table's quantities are whole board lots: 1 to 10 lots,
 * then 15, 20 … 50, 60 … 100, 150, 200 … 500, 600 … 1,000 and so on (half-steps to five times each power of ten,
 * whole steps to ten times), up to the offer's maximum (at most half of the Hong Kong public offering's pool B).
 * On the result day the allotted shares cost the same at the final offer price; the rest is refunded.
 *
 * Application types: Cash pays the whole amount from cash. Finance borrows a margin loan chosen by the client
 * (the rest from cash). Proportion pays a proportion of the amount as a deposit (e.g. 10%) and borrows the rest.
 * Interest on a loan runs from the day the loan is drawn to the result day, on a 365-day year, to the cent.
 */
import { Decimal } from 'decimal.js';
import { ExactDecimal, toDecimal } from '../decimal-value';
import type { DecimalInput } from '../decimal-value';
import type { TextInLanguages } from '../order/result-catalogue';

const text = (en: string, zhHK: string, zhCN: string): TextInLanguages => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN });

/** IPO application statuses (SPEC §4), by name, with the letter the back end uses. */
export const ipoApplicationStatusCodes = {
  pending: 'P',
  submitted: 'S',
  rejected: 'R',
  completing: 'C',
  completed: 'A',
  errored: 'E',
  deleted: 'D',
} as const;
export type IpoApplicationStatus = keyof typeof ipoApplicationStatusCodes;
export type IpoApplicationStatusCode = (typeof ipoApplicationStatusCodes)[IpoApplicationStatus];
export const ipoApplicationStatuses = Object.keys(ipoApplicationStatusCodes) as IpoApplicationStatus[];

/** The status a back-end letter stands for, or undefined for a letter SPEC does not list. */
export function ipoApplicationStatusOf(code: string): IpoApplicationStatus | undefined {
  return ipoApplicationStatuses.find((status) => ipoApplicationStatusCodes[status] === code);
}

/**
 * An application may be cancelled (before the offer closes) while pending or submitted; completing is the result
 * day's processing; rejected, completed, errored and deleted (cancelled by the client) are final.
 */
export function isCancellableIpoApplication(status: IpoApplicationStatus): boolean {
  return status === 'pending' || status === 'submitted';
}

export function isFinalIpoApplicationStatus(status: IpoApplicationStatus): boolean {
  return status === 'rejected' || status === 'completed' || status === 'errored' || status === 'deleted';
}

/** IPO application types (SPEC §3). */
export const ipoApplicationTypes = ['Cash', 'Proportion', 'Finance'] as const;
export type IpoApplicationType = (typeof ipoApplicationTypes)[number];

export function isIpoApplicationType(value: unknown): value is IpoApplicationType {
  return typeof value === 'string' && (ipoApplicationTypes as readonly string[]).includes(value);
}

/** The charges on an application and an allotment, as rates (1% is '0.01'). */
export const ipoApplicationCharges = {
  brokerage: '0.01',
  sfcLevy: '0.000027',
  afrcLevy: '0.0000015',
  tradingFee: '0.0000565',
} as const;

/** 1 + every charge: what each dollar of shares costs on application (1.010085). */
export const ipoApplicationFactor = /* @__PURE__ */ Object.values(ipoApplicationCharges)
  .reduce((sum, rate) => sum.plus(rate), new ExactDecimal(1))
  .toFixed();

const exact = (value: DecimalInput) => new ExactDecimal(toDecimal(value));

/** The amount payable for `quantity` shares at `price` with the charges, to the cent (halves up). */
export function ipoApplicationAmount(quantity: DecimalInput, price: DecimalInput): string {
  return exact(quantity)
    .times(exact(price))
    .times(ipoApplicationFactor)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);
}

export type AllotmentTableRow = { readonly quantity: string; readonly amount: string };

/** The numbers of board lots a prospectus's table lists, up to `maximumLots`. */
export function allotmentTableLots(maximumLots: number): number[] {
  if (!Number.isSafeInteger(maximumLots) || maximumLots < 1) {
    throw new RangeError(`The maximum must be a whole number of lots from 1, not ${maximumLots}`);
  }
  const lots: number[] = [];
  for (let lot = 1; lot <= Math.min(10, maximumLots); lot += 1) lots.push(lot);
  for (let power = 10; power < maximumLots; power *= 10) {
    for (let lot = power * 1.5; lot <= power * 5 && lot <= maximumLots; lot += power / 2) lots.push(lot);
    for (let lot = power * 6; lot <= power * 10 && lot <= maximumLots; lot += power) lots.push(lot);
  }
  if (lots.at(-1) !== maximumLots) lots.push(maximumLots);
  return lots;
}

/**
 * A prospectus's allotment table: each quantity that may be applied for (whole board lots up to `maximumShares`)
 * with its amount payable at the maximum offer price.
 */
export function allotmentTable(
  boardLot: number,
  maximumOfferPrice: DecimalInput,
  maximumShares: number,
): AllotmentTableRow[] {
  if (!Number.isSafeInteger(boardLot) || boardLot < 1) throw new RangeError(`Not a board lot: ${boardLot}`);
  return allotmentTableLots(Math.floor(maximumShares / boardLot)).map((lots) => {
    const quantity = String(lots * boardLot);
    return { quantity, amount: ipoApplicationAmount(quantity, maximumOfferPrice) };
  });
}

/** The row of the table for a quantity, or undefined when the quantity is not one the table lists (ERR503). */
export function allotmentTableRowOf(
  table: readonly AllotmentTableRow[],
  quantity: string,
): AllotmentTableRow | undefined {
  return table.find((row) => row.quantity === quantity);
}

/**
 * The refund on the result day: what was paid on application less the allotted shares at the final offer price
 * with the charges (nothing allotted: everything back).
 */
export function ipoRefund(
  applicationAmount: DecimalInput,
  allottedQuantity: DecimalInput,
  finalOfferPrice: DecimalInput,
): string {
  const allotted = exact(ipoApplicationAmount(allottedQuantity, finalOfferPrice));
  const refund = exact(applicationAmount).minus(allotted);
  if (refund.isNegative()) throw new RangeError('The allotted shares cost more than the application paid');
  return refund.toFixed(2);
}

/** How an application is paid: cash now and a loan. */
export type IpoFunding = { readonly cash: string; readonly loan: string };

/**
 * The cash and loan of an application of `amount`: Cash all cash; Finance the client's `loanAmount` (at most the
 * amount) as loan; Proportion the `depositRatio` (0 to 1) of the amount as cash, to the cent rounded up, the rest as
 * loan.
 */
export function ipoFunding(
  type: IpoApplicationType,
  amount: DecimalInput,
  options: { readonly loanAmount?: DecimalInput; readonly depositRatio?: DecimalInput } = {},
): IpoFunding {
  const total = exact(amount);
  let loan = new ExactDecimal(0);
  if (type === 'Finance') loan = exact(options.loanAmount ?? 0);
  if (type === 'Proportion') {
    const ratio = exact(options.depositRatio ?? 1);
    if (ratio.isNegative() || ratio.greaterThan(1)) throw new RangeError('A deposit ratio is from 0 to 1');
    loan = total.minus(total.times(ratio).toDecimalPlaces(2, Decimal.ROUND_CEIL));
  }
  if (loan.isNegative() || loan.greaterThan(total)) throw new RangeError('A loan is from zero up to the amount');
  return { cash: total.minus(loan).toFixed(2), loan: loan.toFixed(2) };
}

/** Interest on an IPO loan: loan x annual rate x days / 365, to the cent (halves up). */
export function ipoLoanInterest(loan: DecimalInput, annualRate: DecimalInput, days: number): string {
  if (!Number.isSafeInteger(days) || days < 0) throw new RangeError(`Not a number of days: ${days}`);
  return exact(loan)
    .times(exact(annualRate))
    .times(days)
    .dividedBy(365)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);
}

/** Each application status's label in the product's languages. */
export const ipoApplicationStatusLabels: { readonly [S in IpoApplicationStatus]: TextInLanguages } = {
  pending: text('Pending', '待處理', '待处理'),
  submitted: text('Submitted', '已遞交', '已提交'),
  rejected: text('Rejected', '已拒絕', '已拒绝'),
  completing: text('Processing result', '處理結果中', '处理结果中'),
  completed: text('Completed', '已完成', '已完成'),
  errored: text('Error', '出錯', '出错'),
  deleted: text('Cancelled', '已取消', '已撤销'),
};

/** Each application type's label in the product's languages. */
export const ipoApplicationTypeLabels: { readonly [T in IpoApplicationType]: TextInLanguages } = {
  Cash: text('Cash application', '現金認購', '现金认购'),
  Proportion: text('Proportional financing', '按比例融資認購', '按比例融资认购'),
  Finance: text('Margin financing', '孖展認購', '融资认购'),
};
