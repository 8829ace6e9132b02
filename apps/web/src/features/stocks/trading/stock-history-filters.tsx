/* The stock history's filters: status (orders only), side, stock and dates. */
import { NativeSelect, TextInput } from '@mantine/core';
import { isStockOrderSide } from '@portal/contract/domain/stock/order-types';
import { isStockOrderStatus, stockOrderStatuses } from '@portal/contract/domain/stock/stock-order-status';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DateRangeInputs } from '../../../shared/ui/date-range-inputs';
import type { StockHistoryFilters } from './stock-history-queries';
import { useStockLabels } from './trading-parts';

export function HistoryFilters({
  filters,
  onFilters,
  showStatus,
}: {
  readonly filters: StockHistoryFilters;
  readonly onFilters: (filters: StockHistoryFilters) => void;
  readonly showStatus: boolean;
}) {
  const { t } = useTranslation('stockTrading');
  const labels = useStockLabels();
  return (
    <>
      {showStatus && (
        <NativeSelect
          label={t('history.status')}
          value={filters.status}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onFilters({ ...filters, status: isStockOrderStatus(value) ? value : '' });
          }}
          data={[
            { value: '', label: t('history.anyStatus') },
            ...stockOrderStatuses.map((status) => ({ value: status, label: labels.status(status) })),
          ]}
          data-testid="filter-status"
        />
      )}
      <NativeSelect
        label={t('history.side')}
        value={filters.side}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onFilters({ ...filters, side: isStockOrderSide(value) ? value : '' });
        }}
        data={[
          { value: '', label: t('history.anySide') },
          ...(['B', 'S'] as const).map((side) => ({ value: side, label: labels.side(side) })),
        ]}
        data-testid="filter-side"
      />
      <TextInput
        label={t('history.stock')}
        placeholder={t('history.stockPlaceholder')}
        value={filters.stock}
        onChange={(event) => onFilters({ ...filters, stock: event.currentTarget.value })}
        data-testid="filter-stock"
      />
      <DateRangeInputs
        fromLabel={t('history.from')}
        toLabel={t('history.to')}
        fromDate={filters.fromDate}
        toDate={filters.toDate}
        onChange={(range) => onFilters({ ...filters, ...range })}
        testIdPrefix="filter-date"
      />
    </>
  );
}
