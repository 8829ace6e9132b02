/* The fund order history's filters: status, type, dates, and a way back to all orders. */
import { Button } from '@mantine/core';
import { fundOrderStatuses, fundOrderTypes } from '@portal/contract/domain/fund';
import { HistoryChoiceFilter, HistoryDateFilters } from '../../../shared/history-list/history-filter-bar';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { noFilters } from './fund-history-queries';
import type { OrderFilters } from './fund-history-queries';

export function FundHistoryFilters({
  filters,
  onFilters,
}: {
  readonly filters: OrderFilters;
  readonly onFilters: (filters: OrderFilters) => void;
}) {
  const { t } = useTranslation('fundTrading');
  return (
    <>
      <HistoryChoiceFilter
        label={t('history.filters.status')}
        value={filters.status}
        onChange={(status) => onFilters({ ...filters, status })}
        options={fundOrderStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        allLabel={t('history.filters.all')}
        testId="filter-status"
      />
      <HistoryChoiceFilter
        label={t('history.filters.type')}
        value={filters.type}
        onChange={(type) => onFilters({ ...filters, type })}
        options={fundOrderTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        allLabel={t('history.filters.all')}
        testId="filter-type"
      />
      <HistoryDateFilters
        filters={filters}
        onFilters={onFilters}
        labels={[t('history.filters.from'), t('history.filters.to')]}
        testIdPrefix="filter"
      />
      <Button variant="subtle" onClick={() => onFilters(noFilters)}>
        {t('history.filters.clear')}
      </Button>
    </>
  );
}
