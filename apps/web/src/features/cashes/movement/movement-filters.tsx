/* The cash movement page's filters: currency, type and dates (an end before the start asks nothing of the server). */
import {
  cashMovementTypeLabels,
  cashMovementTypes,
  type CashMovementType,
} from '@portal/contract/domain/cash/cash-movement-kinds';
import { useBrand } from '../../../shared/brand/brand-context';
import { HistoryChoiceFilter, HistoryDateFilters } from '../../../shared/history-list/history-filter-bar';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TradingAccount } from '../../../shared/session/trading-account';

export type CashMovementFilters = {
  readonly currency: string;
  readonly type: '' | CashMovementType;
  readonly fromDate: string;
  readonly toDate: string;
};
export const noMovementFilters: CashMovementFilters = { currency: '', type: '', fromDate: '', toDate: '' };

/** The filter part of a searchCashMovements or exportCashMovements input. */
export function movementFilterInput(account: TradingAccount, filters: CashMovementFilters) {
  return {
    ...account,
    ...(filters.currency ? { currency: filters.currency } : {}),
    types: filters.type ? [filters.type] : [],
    ...(filters.fromDate ? { fromDate: filters.fromDate } : {}),
    ...(filters.toDate ? { toDate: filters.toDate } : {}),
  };
}

/** Whether the dates name an end before the start. */
export function invertedRange(filters: CashMovementFilters): boolean {
  return filters.fromDate !== '' && filters.toDate !== '' && filters.toDate < filters.fromDate;
}

export function MovementFilters({
  filters,
  onFilters,
}: {
  readonly filters: CashMovementFilters;
  readonly onFilters: (filters: CashMovementFilters) => void;
}) {
  const { t } = useTranslation('cashMovement');
  const brand = useBrand();
  const language = useShownLanguage();
  return (
    <>
      <HistoryChoiceFilter
        label={t('filters.currency')}
        value={brand.cashCurrencies.find((currency) => currency === filters.currency) ?? ''}
        onChange={(currency) => onFilters({ ...filters, currency })}
        options={brand.cashCurrencies.map((currency) => ({ value: currency, label: currency }))}
        allLabel={t('filters.anyCurrency')}
        testId="filter-currency"
      />
      <HistoryChoiceFilter
        label={t('filters.type')}
        value={filters.type}
        onChange={(type) => onFilters({ ...filters, type })}
        options={cashMovementTypes.map((type) => ({ value: type, label: cashMovementTypeLabels[type][language] }))}
        allLabel={t('filters.anyType')}
        testId="filter-type"
      />
      <HistoryDateFilters
        filters={filters}
        onFilters={onFilters}
        labels={[t('filters.from'), t('filters.to')]}
        testIdPrefix="filter-date"
      />
    </>
  );
}
