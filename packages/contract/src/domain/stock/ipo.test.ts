import { describe, expect, it } from 'vitest';
import {
  allotmentTable,
  allotmentTableLots,
  allotmentTableRowOf,
  ipoApplicationAmount,
  ipoApplicationFactor,
  ipoApplicationStatusCodes,
  ipoApplicationStatusOf,
  ipoApplicationStatuses,
  ipoFunding,
  ipoLoanInterest,
  ipoRefund,
  isCancellableIpoApplication,
  isFinalIpoApplicationStatus,
  isIpoApplicationType,
} from './ipo';

describe('IPO application statuses (SPEC §4)', () => {
  it('reads the back-end letters P S R C A E D', () => {
    expect(Object.values(ipoApplicationStatusCodes)).toEqual(['P', 'S', 'R', 'C', 'A', 'E', 'D']);
    expect(ipoApplicationStatusOf('A')).toBe('completed');
    expect(ipoApplicationStatusOf('C')).toBe('completing');
    expect(ipoApplicationStatusOf('X')).toBeUndefined();
  });

  it('cancels only pending and submitted applications, and ends in rejected, completed, errored or deleted', () => {
    expect(ipoApplicationStatuses.filter(isCancellableIpoApplication)).toEqual(['pending', 'submitted']);
    expect(ipoApplicationStatuses.filter(isFinalIpoApplicationStatus)).toEqual([
      'rejected',
      'completed',
      'errored',
      'deleted',
    ]);
  });

  it('knows the application types Cash, Proportion and Finance', () => {
    expect(['Cash', 'Proportion', 'Finance', 'cash'].map(isIpoApplicationType)).toEqual([true, true, true, false]);
  });
});

describe('allotment table', () => {
  it('charges 1% brokerage, 0.0027% SFC levy, 0.00015% AFRC levy and 0.00565% trading fee: a factor of 1.010085', () => {
    expect(ipoApplicationFactor).toBe('1.010085');
  });

  it('lists the quantities a prospectus lists: 1-10 lots, then by fives and tens of each power of ten', () => {
    expect(allotmentTableLots(120)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100, 120,
    ]);
    expect(allotmentTableLots(1000).slice(23)).toEqual([
      150, 200, 250, 300, 350, 400, 450, 500, 600, 700, 800, 900, 1000,
    ]);
    expect(allotmentTableLots(1000).at(-1)).toBe(1000);
    expect(allotmentTableLots(3)).toEqual([1, 2, 3]);
  });

  it('prices a prospectus-style offer: HK$15.40-17.60 a share, 200 shares a lot, up to 2,000,000 shares', () => {
    const table = allotmentTable(200, '17.60', 2_000_000);
    // 200 x 17.60 = 3,520.00; x 1.010085 = 3,555.4992 -> 3,555.50.
    expect(table[0]).toEqual({ quantity: '200', amount: '3555.50' });
    // 400 shares: 7,110.9984 -> 7,111.00.
    expect(table[1]).toEqual({ quantity: '400', amount: '7111.00' });
    // 10 lots, 2,000 shares: 35,554.992 -> 35,554.99.
    expect(table[9]).toEqual({ quantity: '2000', amount: '35554.99' });
    // The last row: 10,000 lots, 2,000,000 shares x 17.60 = 35,200,000 x 1.010085 = 35,554,992.00.
    expect(table.at(-1)).toEqual({ quantity: '2000000', amount: '35554992.00' });
    expect(allotmentTableRowOf(table, '3000')?.amount).toBe('53332.49'); // 52,800 x 1.010085 = 53,332.488
    expect(allotmentTableRowOf(table, '2200')).toBeUndefined(); // 11 lots is not on the table
    expect(allotmentTableRowOf(table, '100')).toBeUndefined(); // an odd lot
  });

  it('refunds the difference on the result day at the final offer price', () => {
    // Applied for 2,000 shares at the maximum (35,554.99); allotted 400 at a final HK$16.00: 6,400 x 1.010085 =
    // 6,464.544 -> 6,464.54; refund 29,090.45.
    expect(ipoApplicationAmount('400', '16.00')).toBe('6464.54');
    expect(ipoRefund('35554.99', '400', '16.00')).toBe('29090.45');
    expect(ipoRefund('35554.99', '0', '16.00')).toBe('35554.99');
    expect(() => ipoRefund('3555.50', '400', '17.60')).toThrow(RangeError);
  });
});

describe('funding an application', () => {
  it('pays Cash in full, Finance with the chosen loan, Proportion with a deposit and the rest lent', () => {
    expect(ipoFunding('Cash', '35554.99')).toEqual({ cash: '35554.99', loan: '0.00' });
    expect(ipoFunding('Finance', '35554.99', { loanAmount: '30000' })).toEqual({ cash: '5554.99', loan: '30000.00' });
    // 10% of 35,554.99 is 3,555.499, rounded up to 3,555.50 paid in cash.
    expect(ipoFunding('Proportion', '35554.99', { depositRatio: '0.1' })).toEqual({
      cash: '3555.50',
      loan: '31999.49',
    });
    expect(() => ipoFunding('Finance', '100', { loanAmount: '101' })).toThrow(RangeError);
    expect(() => ipoFunding('Proportion', '100', { depositRatio: '1.5' })).toThrow(RangeError);
  });

  it('charges interest on a 365-day year, to the cent', () => {
    // 31,999.49 at 3.5% for 7 days: 21.4790553… -> 21.48.
    expect(ipoLoanInterest('31999.49', '0.035', 7)).toBe('21.48');
    expect(ipoLoanInterest('31999.49', '0.035', 0)).toBe('0.00');
  });
});
