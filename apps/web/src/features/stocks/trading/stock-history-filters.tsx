/* The stock history's filters: status (orders only), side, stock and dates. */
import { TextInput } from '@mantine/core';
import { stockOrderStatuses } from '@portal/contract/domain/stock/stock-order-status';
import { HistoryChoiceFilter, HistoryDateFilters } from '../../../shared/history-list/history-filter-bar';
import { useTranslation } from '../../../shared/i18n/use-translation';
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
        <HistoryChoiceFilter
          label={t('history.status')}
          value={filters.status}
          onChange={(status) => onFilters({ ...filters, status })}
          options={stockOrderStatuses.map((status) => ({ value: status, label: labels.status(status) }))}
          allLabel={t('history.anyStatus')}
          testId="filter-status"
        />
      )}
      <HistoryChoiceFilter
        label={t('history.side')}
        value={filters.side}
        onChange={(side) => onFilters({ ...filters, side })}
        options={(['B', 'S'] as const).map((side) => ({ value: side, label: labels.side(side) }))}
        allLabel={t('history.anySide')}
        testId="filter-side"
      />
      <TextInput
        label={t('history.stock')}
        placeholder={t('history.stockPlaceholder')}
        value={filters.stock}
        onChange={(event) => onFilters({ ...filters, stock: event.currentTarget.value })}
        data-testid="filter-stock"
      />
      <HistoryDateFilters
        filters={filters}
        onFilters={onFilters}
        labels={[t('history.from'), t('history.to')]}
        testIdPrefix="filter-date"
      />
    </>
  );
}
