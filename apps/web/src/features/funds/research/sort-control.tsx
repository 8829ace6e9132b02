/* The sort box of the fund search: by performance only while a period is chosen. */
import { Select } from '@mantine/core';
import type { FundSortKey } from '@portal/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { FundSearchFilters } from './search-filters';

/** The orders the sort box offers, each a sort key and a direction. */
const sortChoices = {
  'name.asc': { sortBy: 'name', direction: 'asc' },
  'name.desc': { sortBy: 'name', direction: 'desc' },
  'performance.desc': { sortBy: 'performance', direction: 'desc' },
  'performance.asc': { sortBy: 'performance', direction: 'asc' },
  'latestNav.desc': { sortBy: 'latestNav', direction: 'desc' },
  'latestNav.asc': { sortBy: 'latestNav', direction: 'asc' },
  'riskLevel.asc': { sortBy: 'riskLevel', direction: 'asc' },
  'riskLevel.desc': { sortBy: 'riskLevel', direction: 'desc' },
} as const satisfies Record<string, { sortBy: FundSortKey; direction: 'asc' | 'desc' }>;

type SortChoice = keyof typeof sortChoices;

const sortChoiceNames = Object.keys(sortChoices) as SortChoice[]; // the keys of the object just above

export function SortControl({
  filters,
  onChange,
}: {
  readonly filters: FundSearchFilters;
  readonly onChange: (next: Partial<FundSearchFilters>) => void;
}) {
  const { t } = useTranslation('fundResearch');
  const choices = sortChoiceNames.filter(
    (choice) => filters.performancePeriod !== 'none' || sortChoices[choice].sortBy !== 'performance',
  );
  return (
    <Select
      label={t('search.sortLabel')}
      data={choices.map((value) => ({ value, label: t(`search.sort.${value}`) }))}
      value={`${filters.sortBy}.${filters.direction}`}
      allowDeselect={false}
      onChange={(value) => {
        const choice = sortChoiceNames.find((one) => one === value);
        if (choice) onChange({ ...sortChoices[choice] });
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid="sort"
    />
  );
}
