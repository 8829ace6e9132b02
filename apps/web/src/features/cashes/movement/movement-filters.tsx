/* The cash movement page's filters: currency, type and dates (an end before the start asks nothing of the server). */
import { NativeSelect } from '@mantine/core';
import {
  cashMovementTypeLabels,
  cashMovementTypes,
  isCashMovementType,
  type CashMovementType,
} from '@portal/contract/domain/cash/cash-movement-kinds';
import { useBrand } from '../../../shared/brand/brand-context';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { DateRangeInputs } from '../../../shared/ui/date-range-inputs';

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
      <NativeSelect
        label={t('filters.currency')}
        value={filters.currency}
        onChange={(event) => onFilters({ ...filters, currency: event.currentTarget.value })}
        data={[
          { value: '', label: t('filters.anyCurrency') },
          ...brand.cashCurrencies.map((currency) => ({ value: currency, label: currency })),
        ]}
        data-testid="filter-currency"
      />
      <NativeSelect
        label={t('filters.type')}
        value={filters.type}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onFilters({ ...filters, type: isCashMovementType(value) ? value : '' });
        }}
        data={[
          { value: '', label: t('filters.anyType') },
          ...cashMovementTypes.map((type) => ({ value: type, label: cashMovementTypeLabels[type][language] })),
        ]}
        data-testid="filter-type"
      />
      <DateRangeInputs
        fromLabel={t('filters.from')}
        toLabel={t('filters.to')}
        fromDate={filters.fromDate}
        toDate={filters.toDate}
        onChange={(range) => onFilters({ ...filters, ...range })}
        testIdPrefix="filter-date"
      />
    </>
  );
}
