/* The rows of the self-certification form, one a country of tax residence: a new row, the rows of the current
 * certification, and what is wrong with a row (checked as the server checks it). */
import type { TaxStatusView } from '@portal/contract';
import { isValidTin, tinRules, type NoTinReason } from '@portal/contract/domain/accounts/tax-residence';

export type ResidenceRow = {
  readonly key: number;
  readonly country: string;
  readonly tin: string;
  readonly noTin: boolean;
  readonly noTinReason: NoTinReason;
  readonly explanation: string;
};

export const maximumResidences = 5;

let nextKey = 0;

export const newRow = (country = ''): ResidenceRow => ({
  key: (nextKey += 1),
  country,
  tin: '',
  noTin: false,
  noTinReason: 'A',
  explanation: '',
});

export type RowProblem = 'country' | 'countryTwice' | 'tinRequired' | 'tin' | 'tinPlain' | 'explanation' | undefined;

export function rowProblem(row: ResidenceRow, rows: readonly ResidenceRow[]): RowProblem {
  if (row.country === '') return 'country';
  if (rows.find((other) => other.country === row.country)?.key !== row.key) return 'countryTwice';
  if (row.noTin) return row.noTinReason === 'B' && row.explanation.trim().length < 2 ? 'explanation' : undefined;
  if (row.tin.trim() === '') return 'tinRequired';
  if (!isValidTin(row.country, row.tin)) return tinRules[row.country] === undefined ? 'tinPlain' : 'tin';
  return undefined;
}

export function rowsOf(status: TaxStatusView | null): ResidenceRow[] {
  if (status === null) return [newRow('HK')];
  return status.residences.map((residence) => ({
    ...newRow(residence.country),
    tin: residence.tin ?? '',
    noTin: residence.tin === null,
    noTinReason: residence.noTinReason ?? 'A',
    explanation: residence.noTinExplanation ?? '',
  }));
}
