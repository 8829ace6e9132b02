/* The fund order history's filters: status, type, dates, and a way back to all orders. */
import { Button, NativeSelect } from '@mantine/core';
import { fundOrderStatuses, fundOrderTypes } from '@portal/contract/domain/fund';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DateRangeInputs } from '../../../shared/ui/date-range-inputs';
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
      <NativeSelect
        label={t('history.filters.status')}
        value={filters.status}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onFilters({ ...filters, status: fundOrderStatuses.find((status) => status === value) ?? '' });
        }}
        data={[
          { value: '', label: t('history.filters.all') },
          ...fundOrderStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
        ]}
        data-testid="filter-status"
      />
      <NativeSelect
        label={t('history.filters.type')}
        value={filters.type}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onFilters({ ...filters, type: fundOrderTypes.find((type) => type === value) ?? '' });
        }}
        data={[
          { value: '', label: t('history.filters.all') },
          ...fundOrderTypes.map((type) => ({ value: type, label: t(`types.${type}`) })),
        ]}
        data-testid="filter-type"
      />
      <DateRangeInputs
        fromLabel={t('history.filters.from')}
        toLabel={t('history.filters.to')}
        fromDate={filters.fromDate}
        toDate={filters.toDate}
        onChange={(range) => onFilters({ ...filters, ...range })}
        testIdPrefix="filter"
      />
      <Button variant="subtle" onClick={() => onFilters(noFilters)}>
        {t('history.filters.clear')}
      </Button>
    </>
  );
}
